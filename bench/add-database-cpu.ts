import { readFile } from "node:fs/promises"
import pg from "pg"

// The CPU the Postgres server spends on a bench's requests: the sum of the run time of every backend
// connected to the bench's database (the store's pool, its listener and rate-limit flushes, or the
// floor's pool), read from /proc before and after a run. Postgres runs on this machine, so on 2 cores
// its CPU per add counts as much against throughput as the server process's own. Other databases'
// backends (other work on the machine) are not counted; the shared WAL writer and checkpointer are
// left out for the same reason.

// Nanoseconds a process has run on a CPU (the scheduler's own count, finer than utime + stime's
// clock ticks); undefined once it has exited.
const runNanos = async (pid: number): Promise<number | undefined> => {
  try {
    const text = await readFile(`/proc/${pid}/schedstat`, "utf8")
    return Number(text.split(" ")[0])
  } catch {
    return undefined
  }
}

/** A sampler of the database's backends' CPU; `undefined` where /proc cannot be read (not Linux). */
export interface DatabaseCpu {
  /** Starts counting; the returned function gives the backends' CPU µs since. */
  readonly start: () => Promise<() => Promise<number>>
  readonly close: () => Promise<void>
}

/**
 * Counts the CPU of the backends of `databaseUrl`'s database, the sampler's own idle connection aside.
 * A backend that opens during a run counts from zero; one that closes during it is lost (the pools
 * keep theirs open while busy).
 *
 * @example
 * const cpu = await databaseCpu(process.env.DATABASE_URL)
 * const stop = await cpu?.start(); await run(); const micros = await stop?.()
 */
export const databaseCpu = async (databaseUrl: string): Promise<DatabaseCpu | undefined> => {
  if ((await runNanos(process.pid)) === undefined) return undefined
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const backends = async () => {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    )
    const times = await Promise.all(rows.map(async ({ pid }) => [pid, await runNanos(pid)] as const))
    return new Map(times.flatMap(([pid, nanos]) => (nanos === undefined ? [] : [[pid, nanos] as const])))
  }
  return {
    start: async () => {
      const before = await backends()
      return async () => {
        const after = await backends()
        let nanos = 0
        for (const [pid, now] of after) nanos += now - (before.get(pid) ?? 0)
        return nanos / 1000
      }
    },
    close: () => client.end(),
  }
}
