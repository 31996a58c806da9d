// Every check of one packed package, each a cell of the closing table: what the tarball holds,
// what it declares, the two registry linters, then a consumer project that installs it, imports
// every subpath, runs the README examples it can, and type-checks them under both resolutions.
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { type Consumer, installConsumer } from "./consumer.ts"
import { RESOLUTIONS, type Resolution, typeCheck } from "./consumer-types.ts"
import { importProblems } from "./declared-imports.ts"
import { contentProblems, type Packed } from "./pack.ts"
import { type Example, exampleModule, fixturesSource } from "./readme-examples.ts"
import { attwProblems, publintProblems } from "./registry-lint.ts"
import { run } from "./run-command.ts"
import { importEverySubpath } from "./subpaths.ts"
import type { Cell, Row } from "./table.ts"

/** The table's columns, in the order the checks run. */
export const COLUMNS = [
  "contents",
  "imports",
  "publint",
  "attw",
  "install",
  "subpaths",
  "examples",
  ...Object.keys(RESOLUTIONS),
]

const cell = (problems: readonly string[], note = ""): Cell =>
  problems.length === 0 ? { ok: true, note } : { ok: false, note, problems }

const failureText = (error: unknown): string => {
  const { stderr, stdout } = error as { stderr?: string; stdout?: string }
  return [String(error).split("\n")[0], stderr, stdout].filter(Boolean).join("\n").trim().slice(0, 4000)
}

// The examples run on embedded PGlite, whatever server CI's DATABASE_URL names.
const exampleEnv = () => {
  const { DATABASE_URL: _, ...env } = process.env
  return { ...env, NODE_OPTIONS: "" }
}

const runExamples = async (consumer: Consumer, examples: readonly Example[]): Promise<Cell> => {
  const here = examples.filter((example) => example.packages.every((name) => consumer.direct.includes(name)))
  if (here.length === 0) return cell([], "none here")
  writeFileSync(join(consumer.dir, "readme-fixtures.ts"), fixturesSource())
  const problems: string[] = []
  for (const example of here) {
    writeFileSync(join(consumer.dir, `${example.name}.ts`), exampleModule(example))
    try {
      await run(process.execPath, [`${example.name}.ts`], {
        cwd: consumer.dir,
        env: exampleEnv(),
        timeout: 120_000,
      })
    } catch (error) {
      problems.push(`README line ${example.line} (${example.name}.ts): ${failureText(error)}`)
    }
  }
  return cell(problems, here.map((example) => `#${example.name.split("-").at(-1)}`).join(","))
}

/**
 * Runs every check of one package; `examples` are the README's runnable blocks, each run in every
 * consumer project that installs all the packages it imports.
 *
 * @example
 * const { row, ran } = await checkPackage(packed, packedByName, tmp, readmeExamples())
 */
export const checkPackage = async (
  packed: Packed,
  byName: ReadonlyMap<string, Packed>,
  root: string,
  examples: readonly Example[],
): Promise<{ row: Row; ran: string[] }> => {
  const started = performance.now()
  const cells: Record<string, Cell> = {}
  const timings: string[] = []
  const check = async (column: string, task: () => Cell | Promise<Cell>): Promise<void> => {
    const from = performance.now()
    cells[column] = await task()
    timings.push(`${column} ${((performance.now() - from) / 1000).toFixed(1)} s`)
  }
  const done = (ran: string[]) => {
    console.log(`  ${packed.workspace.manifest.name}: ${timings.join(", ")}`)
    const seconds = (performance.now() - started) / 1000
    return { row: { name: packed.workspace.manifest.name, cells, seconds }, ran }
  }
  await check("contents", () => cell(contentProblems(packed), `${packed.files.length} files`))
  await check("imports", async () => cell(await importProblems(packed)))
  await check("publint", async () => {
    const { problems, suggestions } = await publintProblems(packed)
    return cell(problems, suggestions.length > 0 ? `(${suggestions.length} suggestions)` : "")
  })
  let consumer: Consumer | undefined
  // attw reads the tarball while npm installs it: one waits on the CPU, the other on the network.
  await Promise.all([
    check("attw", async () => cell(await attwProblems(packed))),
    check("install", async () => {
      try {
        consumer = await installConsumer(root, packed, byName)
        return cell([], `+${consumer.direct.length - 1} direct`)
      } catch (error) {
        return cell([failureText(error)])
      }
    }),
  ])
  if (!consumer) return done([])
  const installed = consumer
  await check("subpaths", async () => {
    const imported = await importEverySubpath(installed)
    const failed = imported.filter((result) => result.error)
    const count = `${imported.length - failed.length}/${imported.length}`
    return cell(
      failed.map((result) => `${result.specifier}: ${result.error}`),
      count,
    )
  })
  await check("examples", () => runExamples(installed, examples))
  const ran = examples.filter((example) => example.packages.every((name) => installed.direct.includes(name)))
  const files = ran.map((example) => `${example.name}.ts`)
  await Promise.all(
    (Object.keys(RESOLUTIONS) as Resolution[]).map((resolution) =>
      check(resolution, async () => {
        const errors = await typeCheck(installed, resolution, files)
        return cell(errors ? [errors.slice(0, 4000)] : [])
      }),
    ),
  )
  return done(ran.map((example) => example.name))
}
