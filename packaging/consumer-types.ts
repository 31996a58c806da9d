// A consumer's TypeScript against the installed declarations, under both module resolutions a
// storefront uses: `nodenext` (Node) and `bundler` (Vite and the like). Declaration files are checked
// too (`skipLibCheck: false`), so one of ours naming a package that is not installed fails here;
// errors inside other packages' declarations (PGlite's name Emscripten types it does not install)
// are theirs, which a consumer's `skipLibCheck` hides, and are left out.
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Consumer } from "./consumer.ts"
import { run } from "./run-command.ts"
import { isModule, subpathSpecifiers } from "./subpaths.ts"
import { REPO_ROOT } from "./workspaces.ts"

/** The two resolutions, as the compiler options a consumer's tsconfig.json would hold. */
export const RESOLUTIONS = {
  nodenext: { module: "nodenext", moduleResolution: "nodenext" },
  bundler: { module: "preserve", moduleResolution: "bundler" },
} as const

/** A resolution's name. */
export type Resolution = keyof typeof RESOLUTIONS

const TSC = join(REPO_ROOT, "node_modules/typescript/bin/tsc")

/**
 * Writes a file naming the types of every subpath export, and type-checks it with `files` (the
 * README examples written beside it) under one resolution. Returns the compiler's errors, or "".
 *
 * @example
 * await typeCheck(consumer, "bundler", ["readme-example-1.ts"]) // ""
 */
export const typeCheck = async (
  consumer: Consumer,
  resolution: Resolution,
  files: readonly string[],
): Promise<string> => {
  const specifiers = subpathSpecifiers(consumer.packed.workspace.manifest).filter(isModule)
  const everySubpath = specifiers
    .map((specifier, index) => `import type * as subpath${index} from "${specifier}"`)
    .concat(
      `export type EverySubpath = [${specifiers.map((_, index) => `typeof subpath${index}`).join(", ")}]`,
    )
    .join("\n")
  const entry = `every-subpath.${resolution}.ts`
  writeFileSync(join(consumer.dir, entry), `${everySubpath}\n`)
  const config = `tsconfig.${resolution}.json`
  const compilerOptions = {
    ...RESOLUTIONS[resolution],
    target: "es2023",
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    allowImportingTsExtensions: true,
    types: ["node"],
  }
  const tsconfig = { compilerOptions, files: [entry, ...files] }
  writeFileSync(join(consumer.dir, config), `${JSON.stringify(tsconfig, null, 2)}\n`)
  try {
    await run(process.execPath, [TSC, "-p", config], { cwd: consumer.dir })
    return ""
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string }
    const output = `${stdout}${stderr}`.trim()
    return output ? oursOnly(output) : String(error)
  }
}

// `path(line,col): error TS…` starts a diagnostic; indented lines continue it.
const DIAGNOSTIC = /^(\S[^(]*)\(\d+,\d+\): error /

/** The compiler's diagnostics in the consumer's files and in ours, without other packages'. */
const oursOnly = (output: string): string => {
  const kept: string[] = []
  let keeping = true
  for (const line of output.split("\n")) {
    const file = DIAGNOSTIC.exec(line)?.[1]
    if (file !== undefined)
      keeping =
        !file.includes("node_modules/") ||
        file.split("node_modules/").at(-1)?.startsWith("@vitrine/") === true
    else if (!line.startsWith(" ")) keeping = !/^Found \d+ error/.test(line) && line.trim() !== ""
    if (keeping) kept.push(line)
  }
  return kept.join("\n").trim()
}
