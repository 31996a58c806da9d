import { createHash, randomBytes } from "node:crypto"
import { readdir, readFile, rename, stat, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import type { TestProject } from "vitest/node"
import "./provided.ts"
// By path, not package name: global setup runs in Vitest's main process, which resolves packages
// without the "source" condition the projects use; provisioning needs nothing but the database drivers.
import {
  createDatabase,
  dropDatabase,
  migrateDatabase,
  migratedPgliteDump,
} from "../../../adapters/postgres/src/provisioning.ts"

const MIGRATIONS = new URL("../../../adapters/postgres/src/migrations/", import.meta.url)

// The dump depends only on the migrations (and PGlite's version), so it is kept in the temp folder
// under their hash: a first start of PGlite takes seconds, and every project of every run needs one.
const dumpPath = async (): Promise<string> => {
  const hash = createHash("sha256")
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite")
  const pglite = JSON.parse(await readFile(join(dirname(entry), "..", "package.json"), "utf8"))
  hash.update(String(pglite.version))
  for (const name of (await readdir(MIGRATIONS)).sort())
    hash.update(name).update(await readFile(new URL(name, MIGRATIONS)))
  return join(tmpdir(), `vitrine-pglite-${hash.digest("hex").slice(0, 16)}.tar`)
}

const preparedDump = async (): Promise<string> => {
  const path = await dumpPath()
  const exists = await stat(path).then(
    () => true,
    () => false,
  )
  if (exists) return path
  const dump = await migratedPgliteDump()
  // Written aside then renamed, so a concurrent run never reads half a file.
  const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
  await rename(partial, path)
  return path
}

/**
 * Vitest global setup of the projects that touch a database. Always prepares a migrated PGlite dump
 * (`pgliteOptions` starts a fresh database from it in about half a second). When DATABASE_URL is set,
 * also creates a fresh database for this run on that server, migrates it, and drops it at the end
 * (`serverOptions` points at it), so runs never see each other's rows.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide("pgliteDump", await preparedDump())
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl === undefined || serverUrl === "") {
    project.provide("databaseUrl", null)
    return undefined
  }
  const name = `vitrine_test_${Date.now()}_${process.pid}_${randomBytes(3).toString("hex")}`
  const databaseUrl = await createDatabase(serverUrl, name)
  await migrateDatabase({ databaseUrl })
  project.provide("databaseUrl", databaseUrl)
  return () => dropDatabase(serverUrl, name)
}
