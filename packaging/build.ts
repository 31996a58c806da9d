// `npm run build`: every workspace's `build` script, in dependency order (core before the adapters
// that compile against its declarations, the adapters before the apps).
import { execFileSync } from "node:child_process"
import { type Workspace, workspaces } from "./workspaces.ts"

/**
 * Runs the `build` script of each workspace that has one, in the order given.
 *
 * @example
 * build(publishable()) // core's dist, then each adapter's
 */
export const build = (ordered: readonly Workspace[], quiet = false): void => {
  for (const workspace of ordered) {
    const script = workspace.manifest.scripts?.build
    if (!script) continue
    if (!quiet) console.log(`\n> ${workspace.manifest.name} (${workspace.path}): ${script}`)
    execFileSync("npm", ["run", "build", "--silent"], {
      cwd: workspace.dir,
      stdio: quiet ? "pipe" : "inherit",
    })
  }
}

if (import.meta.main) build(workspaces())
