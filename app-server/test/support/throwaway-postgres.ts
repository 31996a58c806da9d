import { execFile } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)
const ROOT = "/usr/lib/postgresql"

/** A Postgres server of a test's own, in a temporary folder, which the test may stop and start. */
export interface ThrowawayPostgres {
  /** Its `postgres` database, as the superuser `postgres` (trust authentication, 127.0.0.1 only). */
  readonly databaseUrl: string
  /** Stops it: `immediate` as a crash does (no checkpoint; recovery from the WAL at the next start). */
  readonly stop: (mode: "fast" | "immediate") => Promise<void>
  readonly start: () => Promise<void>
  /** Stops it if it runs and deletes its folder. */
  readonly remove: () => Promise<void>
}

/**
 * The newest Postgres installed under /usr/lib/postgresql (Debian's layout), or undefined when
 * there is none: tests that need one are skipped then.
 *
 * @example
 * describe.skipIf(postgresBin() === undefined)("a restart", () => { … })
 */
export const postgresBin = (): string | undefined => {
  if (!existsSync(ROOT)) return undefined
  const versions = readdirSync(ROOT)
    .filter((name) => existsSync(join(ROOT, name, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(ROOT, versions[0], "bin")
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

/**
 * Makes and starts a throwaway cluster (initdb, then pg_ctl) on a free port, apart from any server
 * others use. Postgres refuses to run as root: as root, its tools run as the `postgres` user, who
 * is given the folder.
 *
 * @example
 * const postgres = await throwawayPostgres(); … await postgres.stop("immediate"); await postgres.start()
 */
export const throwawayPostgres = async (): Promise<ThrowawayPostgres> => {
  const bin = postgresBin()
  if (bin === undefined) throw new Error(`No Postgres under ${ROOT}`)
  const folder = mkdtempSync(join(tmpdir(), "vitrine-pg-"))
  const data = join(folder, "data")
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"])
    const { stdout: group } = await run("id", ["-g", "postgres"])
    chownSync(folder, Number(stdout.trim()), Number(group.trim()))
  }
  const tool = (name: string, args: readonly string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", join(bin, name), ...args])
      : run(join(bin, name), [...args])
  const port = await freePort()
  await tool("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"])
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=40`
  const start = async () => {
    await tool("pg_ctl", ["start", "-w", "-D", data, "-l", join(folder, "log"), "-o", options])
  }
  const stop = async (mode: "fast" | "immediate") => {
    await tool("pg_ctl", ["stop", "-w", "-D", data, "-m", mode])
  }
  await start()
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: async () => {
      await stop("immediate").catch(() => undefined)
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
