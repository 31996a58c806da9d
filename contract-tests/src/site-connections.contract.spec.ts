import { assert, layer } from "@effect/vitest"
import { type MailingConnection, SiteConnectionsRepository } from "@vitrine/core/site"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const repository = SiteConnectionsRepository

const connected = { status: "connected", connectedAt: "2026-11-29T10:05:00.456Z" } as const

// A key of the same shape differing in its last character only.
const otherKey = (key: string) => `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`

const newsletter: MailingConnection = {
  listId: "newsletter",
  doubleOptIn: true,
  subject: "New sign-up",
  to: ["owner@example.com"],
  cc: ["ada@example.com", "bob@example.org"],
  bcc: [],
}

/**
 * The SiteConnectionsRepository contract: a website's mailing-list connection saved whole and read
 * back exactly, and its automation connection's state with the one key it awaits.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`SiteConnectionsRepository contract (${name})`, (it) => {
    it.effect("a website that connected nothing has no mailing connection and no automation state", () =>
      Effect.gen(function* () {
        const connections = yield* repository
        assert.isTrue(Option.isNone(yield* connections.findMailing(freshId())))
        assert.isTrue(Option.isNone(yield* connections.findAutomation(freshId())))
        const website = freshId()
        assert.isFalse(yield* connections.confirmAwaited(website, "x".repeat(43), connected))
        assert.isTrue(Option.isNone(yield* connections.findAutomation(website)))
      }),
    )

    it.effect(
      "EDITOR-008 a mailing connection saved is found exactly, for that website only; none disconnects it (EDITOR-007)",
      () =>
        Effect.gen(function* () {
          const connections = yield* repository
          const website = freshId()
          yield* connections.saveMailing(website, Option.some(newsletter))
          assert.deepStrictEqual(yield* connections.findMailing(website), Option.some(newsletter))
          assert.isTrue(Option.isNone(yield* connections.findMailing(freshId())))
          const restock = { ...newsletter, listId: "restock", doubleOptIn: false } as const
          yield* connections.saveMailing(website, Option.some(restock))
          assert.deepStrictEqual(yield* connections.findMailing(website), Option.some(restock))
          yield* connections.saveMailing(website, Option.none())
          assert.isTrue(Option.isNone(yield* connections.findMailing(website)))
        }),
    )

    it.effect(
      "EDITOR-009 awaiting issues a key; only that key, for that website, confirms, once; disconnecting forgets the state",
      () =>
        Effect.gen(function* () {
          const connections = yield* repository
          const website = freshId()
          const requestedAt = "2026-11-29T10:00:00.123Z"
          const key = yield* connections.awaitAutomation(website, requestedAt)
          assert.isAtLeast(key.length, 43)
          const awaiting = Option.some({ status: "awaiting", requestedAt } as const)
          assert.deepStrictEqual(yield* connections.findAutomation(website), awaiting)
          assert.isFalse(yield* connections.confirmAwaited(freshId(), key, connected))
          assert.isFalse(yield* connections.confirmAwaited(website, otherKey(key), connected))
          assert.isFalse(yield* connections.confirmAwaited(website, "not a key", connected))
          assert.deepStrictEqual(yield* connections.findAutomation(website), awaiting)
          assert.isTrue(yield* connections.confirmAwaited(website, key, connected))
          assert.deepStrictEqual(yield* connections.findAutomation(website), Option.some(connected))
          assert.isFalse(yield* connections.confirmAwaited(website, key, connected))
          yield* connections.settleAutomation(website, { status: "disconnected" })
          assert.deepStrictEqual(
            yield* connections.findAutomation(website),
            Option.some({ status: "disconnected" } as const),
          )
        }),
    )

    it.effect(
      "EDITOR-009 a reconnect's new key replaces the old: the old key confirms nothing and the site still awaits; the new one connects",
      () =>
        Effect.gen(function* () {
          const connections = yield* repository
          const website = freshId()
          const old = yield* connections.awaitAutomation(website, "2026-11-29T10:00:00.000Z")
          const requestedAt = "2026-11-29T10:01:00.000Z"
          const fresh = yield* connections.awaitAutomation(website, requestedAt)
          assert.notStrictEqual(fresh, old)
          assert.isFalse(yield* connections.confirmAwaited(website, old, connected))
          assert.deepStrictEqual(
            yield* connections.findAutomation(website),
            Option.some({ status: "awaiting", requestedAt } as const),
          )
          assert.isTrue(yield* connections.confirmAwaited(website, fresh, connected))
          assert.deepStrictEqual(yield* connections.findAutomation(website), Option.some(connected))
        }),
    )

    it.effect("EDITOR-009 a disconnect forgets the awaited key: it confirms nothing afterwards", () =>
      Effect.gen(function* () {
        const connections = yield* repository
        const website = freshId()
        const key = yield* connections.awaitAutomation(website, "2026-11-29T10:00:00.000Z")
        yield* connections.settleAutomation(website, { status: "disconnected" })
        assert.isFalse(yield* connections.confirmAwaited(website, key, connected))
        assert.deepStrictEqual(
          yield* connections.findAutomation(website),
          Option.some({ status: "disconnected" } as const),
        )
      }),
    )

    it.effect("the mailing connection and the automation state never overwrite each other", () =>
      Effect.gen(function* () {
        const connections = yield* repository
        const website = freshId()
        yield* connections.saveMailing(website, Option.some(newsletter))
        const key = yield* connections.awaitAutomation(website, "2026-11-29T10:00:00.000Z")
        yield* connections.saveMailing(website, Option.some(newsletter))
        assert.isTrue(yield* connections.confirmAwaited(website, key, connected))
        assert.deepStrictEqual(yield* connections.findMailing(website), Option.some(newsletter))
        yield* connections.saveMailing(website, Option.none())
        assert.deepStrictEqual(yield* connections.findAutomation(website), Option.some(connected))
      }),
    )
  })
