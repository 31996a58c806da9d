// Child processes for the packaging test, awaited rather than blocking, so two packages' installs,
// type-checks and runs overlap on the CI machine's two cores.
import { execFile } from "node:child_process"

/** What a command printed. */
export interface Output {
  readonly stdout: string
  readonly stderr: string
}

/**
 * Runs a command to its end; rejects (with `stdout` and `stderr` on the error) when it fails.
 *
 * @example
 * const { stdout } = await run("npm", ["pack", "--json"], { cwd: core.dir })
 */
export const run = (
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {},
): Promise<Output> =>
  new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { ...options, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(Object.assign(error, { stdout, stderr }))
        else resolve({ stdout, stderr })
      },
    )
  })

/**
 * Maps over `items` with at most `limit` at a time, keeping their order in the result.
 *
 * @example
 * await inParallel(packages, 2, (p) => checkPackage(p)) // two at a time
 */
export const inParallel = async <A, B>(
  items: readonly A[],
  limit: number,
  task: (item: A) => Promise<B>,
): Promise<B[]> => {
  const results: B[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as A)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
