import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { ChangeNotices, type ChangeTopic } from "@vitrine/core/changes"
import { Effect, Layer, ManagedRuntime } from "effect"
import pg from "pg"
import {
  type OwnDatabase,
  ownServerDatabase,
  pgliteOptions,
  serverOptions,
} from "../../../contract-tests/src/setup/database.ts"
import { LISTENER_APPLICATION_NAME, postgresLayer } from "../src/index.ts"

type Runtime = ManagedRuntime.ManagedRuntime<ChangeNotices, never>

// What one process's listener of a topic heard.
const heardOn = async (runtime: Runtime, topic: ChangeTopic) => {
  const heard = { keys: [] as string[], at: [] as number[], missed: 0 }
  const changed = (key: string) => {
    heard.keys.push(key)
    heard.at.push(performance.now())
  }
  await runtime.runPromise(
    ChangeNotices.use((notices) => notices.subscribe(topic, { changed, missed: () => heard.missed++ })),
  )
  return heard
}
const announce = (runtime: Runtime, topic: ChangeTopic, key: string) =>
  runtime.runPromise(ChangeNotices.use((notices) => notices.announce(topic, key)))

// Polls `done` every 10 ms until it holds or `deadlineMs` passes; answers how long it took.
const within = async (deadlineMs: number, done: () => boolean | Promise<boolean>): Promise<number> => {
  const started = performance.now()
  while (!(await done())) {
    if (performance.now() - started > deadlineMs) throw new Error(`not within ${deadlineMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return performance.now() - started
}

describe("ChangeNotices on PGlite", () => {
  let runtime: Runtime
  beforeAll(async () => {
    runtime = ManagedRuntime.make(Layer.fresh(postgresLayer(await pgliteOptions())))
    await runtime.runPromise(Effect.void)
  })
  afterAll(() => runtime.dispose())

  it("an announcement reaches its topic's listeners through the instance's LISTEN, no other topic's", async () => {
    const preferences = await heardOn(runtime, "preferences")
    const settings = await heardOn(runtime, "store-settings")
    await announce(runtime, "preferences", '["site-1","analytics"]')
    // PGlite delivers a NOTIFY with the statement's answer: heard before announce returns.
    assert.deepStrictEqual(preferences.keys, ['["site-1","analytics"]'])
    assert.strictEqual(preferences.missed, 0)
    assert.deepStrictEqual(settings.keys, [])
  })
})

describe.skipIf(serverOptions() === undefined)("ChangeNotices on the Postgres server", () => {
  let database: OwnDatabase
  let a: Runtime
  let b: Runtime
  const sql = async <Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: database.databaseUrl })
    await client.connect()
    try {
      return (await client.query<Row>(text, params)).rows
    } finally {
      await client.end()
    }
  }
  const listenerPids = async () =>
    (
      await sql<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1",
        [LISTENER_APPLICATION_NAME],
      )
    ).map((row) => row.pid)

  // Two processes' adapters on a database of the test's own, so the listeners found are theirs.
  beforeAll(async () => {
    database = (await ownServerDatabase("vitrine_notices")) as OwnDatabase
    a = ManagedRuntime.make(Layer.fresh(postgresLayer({ databaseUrl: database.databaseUrl })))
    b = ManagedRuntime.make(Layer.fresh(postgresLayer({ databaseUrl: database.databaseUrl })))
    await Promise.all([a.runPromise(Effect.void), b.runPromise(Effect.void)])
  }, 60_000)
  afterAll(async () => {
    await a?.dispose()
    await b?.dispose()
    await database?.release()
  })

  it("each process listens on one connection of its own; an announcement in one is heard in the other", async () => {
    assert.strictEqual((await listenerPids()).length, 2)
    const heard = await heardOn(b, "store-settings")
    const sentAt = performance.now()
    await announce(a, "store-settings", "site-9")
    await within(2_000, () => heard.keys.includes("site-9"))
    const ms = (heard.at[heard.keys.indexOf("site-9")] ?? 0) - sentAt
    console.info(
      `change notice from process A heard in process B ${ms.toFixed(2)} ms after announce was called`,
    )
    assert.strictEqual(heard.missed, 0)
  })

  it("a terminated listening connection is opened again, and its listeners are told they missed notices", async () => {
    const heard = await heardOn(b, "preferences")
    const before = await listenerPids()
    await sql("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [before])
    await within(5_000, async () => {
      const now = await listenerPids()
      return now.length === 2 && now.every((pid) => !before.includes(pid))
    })
    await within(1_000, () => heard.missed >= 1)
    // Listening again: the next announcement is heard.
    await announce(a, "preferences", '["site-1","cookie-consent"]')
    await within(2_000, () => heard.keys.includes('["site-1","cookie-consent"]'))
  })
})
