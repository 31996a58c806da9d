import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { memoryLayer, memorySiteConnections } from "../memory/index.ts"
import { AUTOMATION_KEY_LIFETIME_MS } from "./automation-connection.ts"
import {
  confirmAutomation,
  connectAutomation,
  connectMailingList,
  disconnectAutomation,
  disconnectMailingList,
  siteConnections,
} from "./connections-program.ts"
import { AutomationRefused } from "./errors.ts"
import { MAILING_LISTS, type MailingConnection } from "./mailing-connection-rules.ts"
import { SiteConnectionsRepository } from "./port.ts"

const NOW = Date.parse("2026-11-29T10:00:00.000Z")
const connection: MailingConnection = {
  listId: "restock",
  doubleOptIn: false,
  subject: "Restock sign-up",
  to: ["owner@example.com"],
  cc: [],
  bcc: ["archive@example.com"],
}
/**
 * The memory store, except that the first confirmation's write is preceded by a reconnect (a new
 * key, kept in `reissued`): the interleaving a read-then-write confirmation would get wrong.
 */
const reconnectBeforeFirstConfirm = (reissued: Array<string>) =>
  Layer.effect(
    SiteConnectionsRepository,
    Effect.map(SiteConnectionsRepository, (store) =>
      SiteConnectionsRepository.of({
        ...store,
        confirmAwaited: (websiteId, key, connected) =>
          Effect.gen(function* () {
            if (reissued.length === 0)
              reissued.push(yield* store.awaitAutomation(websiteId, "2026-11-29T10:00:30.000Z"))
            return yield* store.confirmAwaited(websiteId, key, connected)
          }),
      }),
    ),
  ).pipe(Layer.provide(memorySiteConnections()))

const refusalOf = <A, R>(effect: Effect.Effect<A, AutomationRefused, R>) =>
  Effect.map(Effect.flip(effect), (error) => (error instanceof AutomationRefused ? error.refusal : "other"))

describe("connections programs", () => {
  it.effect(
    "a site that connected nothing: no mailing list, automation disconnected, the store's lists offered",
    () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* siteConnections("site-1"), {
          mailing: null,
          automation: { status: "disconnected" },
          lists: MAILING_LISTS,
        })
      }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect(
    "EDITOR-008 connecting a list keeps its options; EDITOR-007 disconnecting removes it, that site only",
    () =>
      Effect.gen(function* () {
        yield* connectMailingList("site-1", connection)
        yield* connectMailingList("site-2", connection)
        assert.deepStrictEqual((yield* siteConnections("site-1")).mailing, connection)
        yield* disconnectMailingList("site-1")
        assert.isNull((yield* siteConnections("site-1")).mailing)
        assert.deepStrictEqual((yield* siteConnections("site-2")).mailing, connection)
      }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("EDITOR-009 connect awaits; the service's key connects; disconnect ends it", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { state, key } = yield* connectAutomation("site-1")
      assert.deepStrictEqual(state, { status: "awaiting", requestedAt: "2026-11-29T10:00:00.000Z" })
      assert.deepStrictEqual((yield* siteConnections("site-1")).automation, state)
      assert.strictEqual(yield* refusalOf(confirmAutomation("site-1", `${key}x`)), "key-mismatch")
      assert.strictEqual(yield* refusalOf(confirmAutomation("site-2", key)), "not-awaiting")
      yield* TestClock.adjust("1 minute")
      const connected = yield* confirmAutomation("site-1", key)
      assert.deepStrictEqual(connected, { status: "connected", connectedAt: "2026-11-29T10:01:00.000Z" })
      assert.strictEqual(yield* refusalOf(confirmAutomation("site-1", key)), "not-awaiting")
      assert.strictEqual(yield* refusalOf(connectAutomation("site-1")), "already-connected")
      assert.deepStrictEqual(yield* disconnectAutomation("site-1"), { status: "disconnected" })
      assert.deepStrictEqual((yield* siteConnections("site-1")).automation, { status: "disconnected" })
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect(
    "EDITOR-009 a reconnect's key replaces the old one, and a key past its lifetime connects nothing",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        const first = yield* connectAutomation("site-1")
        const second = yield* connectAutomation("site-1")
        assert.strictEqual(yield* refusalOf(confirmAutomation("site-1", first.key)), "key-mismatch")
        yield* TestClock.adjust(AUTOMATION_KEY_LIFETIME_MS + 1)
        assert.strictEqual(yield* refusalOf(confirmAutomation("site-1", second.key)), "key-expired")
        assert.strictEqual((yield* siteConnections("site-1")).automation.status, "awaiting")
      }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect(
    "EDITOR-009 a reconnect landing between the confirmation's read and its write leaves the old key connecting nothing",
    () => {
      const reissued: Array<string> = []
      return Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        const { key } = yield* connectAutomation("site-1")
        assert.strictEqual(yield* refusalOf(confirmAutomation("site-1", key)), "key-mismatch")
        assert.lengthOf(reissued, 1)
        assert.deepStrictEqual((yield* siteConnections("site-1")).automation, {
          status: "awaiting",
          requestedAt: "2026-11-29T10:00:30.000Z",
        })
        assert.strictEqual(yield* refusalOf(confirmAutomation("site-1", key)), "key-mismatch")
        const connected = yield* confirmAutomation("site-1", reissued[0] ?? "")
        assert.deepStrictEqual(connected, { status: "connected", connectedAt: "2026-11-29T10:00:00.000Z" })
      }).pipe(Effect.provide(reconnectBeforeFirstConfirm(reissued)))
    },
  )
})
