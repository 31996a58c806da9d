// `npm run test:packaging`: builds every publishable workspace (each one whose package.json is not
// `"private": true`, so a new package joins with no change here), packs it, and proves the tarball
// works for a storefront outside this repository. Prints one row per package; exits 1 on any failure.
// `npm run test:packaging -- @vitrine/adapter-http` checks only the packages named (all are packed).
// VITRINE_PACKAGING_KEEP=1 keeps the temporary projects; PACKAGING_REPORT=file writes the counts.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { build } from "./build.ts"
import { pack } from "./pack.ts"
import { COLUMNS, checkPackage } from "./package-checks.ts"
import { readmeExamples } from "./readme-examples.ts"
import { inParallel } from "./run-command.ts"
import { formatTable, type Row } from "./table.ts"
import { publishable } from "./workspaces.ts"

const started = performance.now()
const root = mkdtempSync(join(tmpdir(), "vitrine-packaging-"))
const packages = publishable()
console.log(`Packaging test in ${root}: ${packages.map((p) => p.manifest.name).join(", ")}`)
build(packages, true)
const packed = packages.map((workspace) => pack(workspace, join(root)))
const byName = new Map(packed.map((p) => [p.workspace.manifest.name, p]))
const examples = readmeExamples()

const only = process.argv.slice(2)
const chosen = packed.filter((p) => only.length === 0 || only.includes(p.workspace.manifest.name))
// Two packages at a time: one's install waits on the network while the other's checks use the CPU.
const checked = await inParallel(chosen, 2, (one) => checkPackage(one, byName, root, examples))
const rows: Row[] = checked.map((result) => result.row)
const ranAnywhere = new Set(checked.flatMap((result) => result.ran))

const unrun = examples
  .filter(() => only.length === 0)
  .filter((example) => !ranAnywhere.has(example.name))
  .map(
    (example) =>
      `README line ${example.line}: no package's project installs all of ${example.packages.join(", ")}`,
  )
const problems = rows.flatMap((row) =>
  Object.entries(row.cells).flatMap(([column, cell]) =>
    (cell.problems ?? []).map((text) => `${row.name} ${column}: ${text}`),
  ),
)
problems.push(...unrun)
if (examples.length === 0) problems.push("README.md has no ```ts runnable block")

const cells = rows.flatMap((row) => Object.values(row.cells))
const failed = cells.filter((cell) => !cell.ok).length + unrun.length + (examples.length === 0 ? 1 : 0)
const passed = cells.length - cells.filter((cell) => !cell.ok).length

console.log(`\n${formatTable(COLUMNS, rows)}\n`)
for (const problem of problems) console.log(`FAIL ${problem}\n`)
console.log(
  `README examples: ${examples.map((e) => `#${e.name.split("-").at(-1)} (line ${e.line})`).join(", ")}`,
)
console.log(
  `packaging: ${passed} checks passed, ${failed} failed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
if (process.env.PACKAGING_REPORT)
  writeFileSync(process.env.PACKAGING_REPORT, JSON.stringify({ passed, failed }))
if (process.env.VITRINE_PACKAGING_KEEP === "1") console.log(`kept ${root}`)
else rmSync(root, { recursive: true, force: true })
process.exitCode = failed > 0 ? 1 : 0
