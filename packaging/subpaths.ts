// Every subpath export, read from the package's `exports` map, so a subpath added to a package.json
// is imported here with no change to the test.
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Consumer } from "./consumer.ts"
import { run } from "./run-command.ts"
import type { Manifest } from "./workspaces.ts"

/**
 * The import specifiers of a package's exports map (`"."` is the bare name). Pattern subpaths (`*`)
 * name no single module and are left out.
 *
 * @example
 * subpathSpecifiers(coreManifest) // ["@vitrine/core/money", "@vitrine/core/catalog", …]
 */
export const subpathSpecifiers = (manifest: Manifest): string[] =>
  Object.keys(manifest.exports ?? {})
    .filter((subpath) => !subpath.includes("*"))
    .map((subpath) => (subpath === "." ? manifest.name : `${manifest.name}${subpath.slice(1)}`))

/**
 * Whether a subpath is a JavaScript module (no extension, or .js/.mjs) rather than a file such as a
 * stylesheet (`./styles.css`) or `./package.json`, which is resolved and found but not imported.
 *
 * @example
 * isModule("@vitrine/react/styles.css") // false
 */
export const isModule = (specifier: string): boolean => {
  const last = specifier.split("/").at(-1) ?? ""
  return !/\.[a-z]+$/i.test(last) || /\.m?js$/.test(last)
}

/** One subpath imported in the consumer project: how many names it exports, or why it failed. */
export interface SubpathResult {
  readonly specifier: string
  readonly exportCount: number
  readonly error?: string
}

const IMPORT_ALL = `
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"
const results = []
for (const [kind, specifier] of process.argv.slice(2).map((arg) => arg.split(" "))) {
  try {
    if (kind === "file") {
      const found = existsSync(fileURLToPath(import.meta.resolve(specifier)))
      results.push(found ? { specifier, exportCount: 0 } : { specifier, exportCount: 0, error: "file missing" })
      continue
    }
    const module = await import(specifier)
    const exportCount = Object.keys(module).length
    results.push(exportCount > 0 ? { specifier, exportCount } : { specifier, exportCount, error: "exports nothing" })
  } catch (error) {
    results.push({ specifier, exportCount: 0, error: String(error?.message ?? error).split("\\n")[0] })
  }
}
console.log(JSON.stringify(results))
`

/**
 * Imports every subpath export of the package under test in its consumer project, with Node's
 * default conditions only (`import`, `node`, `default`: never `source`).
 *
 * @example
 * (await importEverySubpath(consumer)).filter((r) => r.error) // []
 */
export const importEverySubpath = async (consumer: Consumer): Promise<SubpathResult[]> => {
  const script = join(consumer.dir, "import-every-subpath.mjs")
  writeFileSync(script, IMPORT_ALL)
  const specifiers = subpathSpecifiers(consumer.packed.workspace.manifest)
  const args = specifiers.map((specifier) => `${isModule(specifier) ? "module" : "file"} ${specifier}`)
  const { stdout } = await run(process.execPath, [script, ...args], {
    cwd: consumer.dir,
    env: { ...process.env, NODE_OPTIONS: "" },
  })
  return JSON.parse(stdout) as SubpathResult[]
}
