// `npm pack` as a registry upload would see it: the tarball a consumer downloads and its file list.
import { execFileSync } from "node:child_process"
import { join } from "node:path"
import type { Workspace } from "./workspaces.ts"

/** A packed workspace: the tarball's absolute path and the paths inside it. */
export interface Packed {
  readonly workspace: Workspace
  readonly tarball: string
  readonly files: readonly string[]
}

/**
 * Packs one workspace into `destination` (its `prepack`, if any, runs as on publish).
 *
 * @example
 * const { tarball, files } = pack(core, tmp) // tarball: ".../vitrine-core-0.1.0.tgz"
 */
export const pack = (workspace: Workspace, destination: string): Packed => {
  const output = execFileSync("npm", ["pack", "--json", "--pack-destination", destination], {
    cwd: workspace.dir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  })
  const [report] = JSON.parse(output) as { filename: string; files: { path: string }[] }[]
  if (!report) throw new Error(`npm pack printed no report for ${workspace.manifest.name}`)
  return {
    workspace,
    tarball: join(destination, report.filename),
    files: report.files.map((file) => file.path),
  }
}

// Whatever only the repository's own tests use has no business in a consumer's node_modules.
const TEST_FILE = /(^|\/)(test|tests|__tests__)\/|\.test\.|\.test-support\.|\.spec\./

/**
 * What is wrong with a tarball's contents: compiled output missing, test files shipped, README or
 * LICENSE missing.
 *
 * @example
 * contentProblems(packed) // [] or ["ships test files: src/cart/cart.test.ts"]
 */
export const contentProblems = (packed: Packed): string[] => {
  const problems: string[] = []
  const tests = packed.files.filter((path) => TEST_FILE.test(path))
  if (tests.length > 0) problems.push(`ships test files: ${tests.slice(0, 3).join(", ")}`)
  if (!packed.files.some((path) => path.startsWith("dist/") && path.endsWith(".js")))
    problems.push("no dist/*.js: run the package's build before packing")
  if (!packed.files.some((path) => path.startsWith("dist/") && path.endsWith(".d.ts")))
    problems.push("no dist/*.d.ts declarations")
  for (const required of ["README.md", "LICENSE"])
    if (!packed.files.includes(required)) problems.push(`no ${required} in the package's folder`)
  return problems
}
