// The two linters registries' users trust: publint (the manifest against the packed files) and
// "Are the Types Wrong?" (the declarations each resolution finds). Both read the tarball.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { publint } from "publint"
import { formatMessage } from "publint/utils"
import type { Packed } from "./pack.ts"
import { run } from "./run-command.ts"
import { isModule } from "./subpaths.ts"
import { REPO_ROOT } from "./workspaces.ts"

/**
 * publint's errors and warnings for a tarball (its suggestions are printed, not failed on).
 *
 * @example
 * await publintProblems(packed) // []
 */
export const publintProblems = async (
  packed: Packed,
): Promise<{ problems: string[]; suggestions: string[] }> => {
  const tarball = readFileSync(packed.tarball)
  const pkgJson = packed.workspace.manifest
  const bytes = tarball.buffer.slice(
    tarball.byteOffset,
    tarball.byteOffset + tarball.byteLength,
  ) as ArrayBuffer
  const { messages } = await publint({ pack: { tarball: bytes }, strict: true })
  const text = (message: (typeof messages)[number]) =>
    `${message.type}: ${formatMessage(message, pkgJson, { color: false }) ?? message.code}`
  return {
    problems: messages.filter((message) => message.type !== "suggestion").map(text),
    suggestions: messages.filter((message) => message.type === "suggestion").map(text),
  }
}

// ESM only, as every package here is ("type": "module"): the `esm-only` profile leaves out the
// node10 resolution (which has no `exports`, so no subpaths) and require() from CommonJS.
const ATTW_PROFILE = "esm-only"
const IGNORED_RESOLUTIONS = new Set(["node10", "node16-cjs"])
const ATTW = join(REPO_ROOT, "node_modules/@arethetypeswrong/cli/dist/index.js")

interface AttwReport {
  readonly problems?: Record<string, { kind: string; entrypoint?: string; resolutionKind?: string }[]>
}

/**
 * attw's problems for a tarball under the `esm-only` profile, one line each.
 *
 * @example
 * await attwProblems(packed) // [] or ["FalseESM at ./money (bundler)"]
 */
export const attwProblems = async (packed: Packed): Promise<string[]> => {
  // A stylesheet subpath has no types to check: attw would report it as unresolved.
  const files = Object.keys(packed.workspace.manifest.exports ?? {}).filter((subpath) => !isModule(subpath))
  const exclude = files.length > 0 ? ["--exclude-entrypoints", ...files] : []
  let output: string
  try {
    await run(process.execPath, [
      ATTW,
      packed.tarball,
      "--profile",
      ATTW_PROFILE,
      "--format",
      "json",
      ...exclude,
    ])
    return []
  } catch (error) {
    output = (error as { stdout?: string }).stdout ?? ""
    if (!output.trim().startsWith("{")) return [`attw failed: ${String(error).split("\n")[0]}`]
  }
  const report = JSON.parse(output) as AttwReport
  const problems = Object.values(report.problems ?? {})
    .flat()
    .filter((problem) => !IGNORED_RESOLUTIONS.has(problem.resolutionKind ?? ""))
    .map((problem) => `${problem.kind} at ${problem.entrypoint ?? "?"} (${problem.resolutionKind ?? "any"})`)
  return problems.length > 0 ? problems : ["attw exited with an error but listed no problem"]
}
