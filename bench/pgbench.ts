import { execFile } from "node:child_process"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { FLOOR_SQL } from "./floor.ts"

const run = promisify(execFile)

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * Postgres alone: `pgbench` running the floor's two statements (one add that opens a cart) from 10
 * clients on 2 threads for `seconds`, prepared, and its adds per second (tps); undefined when
 * pgbench is not installed.
 *
 * @example
 * await postgresAlone(process.env.DATABASE_URL, { itemId: "prod-canvas-tote", sku: "TOTE" }, 4)
 */
export const postgresAlone = async (
  databaseUrl: string,
  add: { readonly itemId: string; readonly sku: string },
  seconds: number,
): Promise<number | undefined> => {
  const folder = await mkdtemp(join(tmpdir(), "vitrine-pgbench-"))
  try {
    const read = FLOOR_SQL.READ.replace("$1", literal(add.itemId)).replace("$2", literal(add.sku))
    const write = FLOOR_SQL.WRITE.replace("$1", "gen_random_uuid()::text")
      .replace("$2", "gen_random_uuid()::text")
      .replace("$3", literal(`${add.itemId}|${add.sku}`))
      .replace("$4", literal(add.itemId))
      .replace("$5", "1")
      .replace("$6", literal(add.sku))
      .replace("$7", "'{}'::jsonb")
      .replace("$8", "'Bench'")
      .replace("$9", "1")
      .replace("$10", "2400")
      .replace("'bench-floor'", "'bench-pgbench'")
    const script = join(folder, "add.sql")
    await writeFile(script, `${read.replaceAll("\n", " ")};\n${write.replaceAll("\n", " ")};\n`)
    const { stdout } = await run("pgbench", [
      "-n",
      "-M",
      "prepared",
      "-c",
      "10",
      "-j",
      "2",
      "-T",
      String(seconds),
      "-f",
      script,
      databaseUrl,
    ])
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1]
    return tps === undefined ? undefined : Number(tps)
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") return undefined
    throw error
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
