import { assert, layer } from "@effect/vitest"
import { Outbox, type OutboxDraft } from "@vitrine/core/mail"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const draft = (i: number): OutboxDraft => ({
  key: `contract:${freshId()}`,
  kind: "restock",
  to: `r${i}@example.com`,
  data: { n: i, nested: { list: [1, "two"] } },
})
const drafts = (n: number): OutboxDraft[] => Array.from({ length: n }, (_, i) => draft(i))

const enqueue = (queued: readonly OutboxDraft[]) => Outbox.use((outbox) => outbox.enqueue(queued))
const claim = (now: number, limit = 1000, leaseMs = 1000) =>
  Outbox.use((outbox) => outbox.claim({ now, limit, leaseMs }))
const ofKeys = (keys: readonly string[]) =>
  Outbox.use((outbox) => outbox.list({ states: null, after: null, limit: 100_000 })).pipe(
    Effect.map((all) => all.filter((message) => keys.includes(message.key))),
  )

/**
 * The Outbox contract: idempotent enqueue per key, claims that never hand one message to two
 * claimers, leases that run out, settles, the viewer's list and the merchant's retry. Times come
 * from the TestClock (each test its own far-apart moment), so on a shared database a test claims
 * only what it queued.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`Outbox contract (${name})`, (it) => {
    // Every test starts at its own hour, later than every earlier test's, far from any real clock,
    // with nothing left due from the tests before it (what they left is claimed and settled sent).
    let hour = 0
    const startAt = () =>
      Effect.gen(function* () {
        const now = ++hour * 3_600_000
        yield* TestClock.setTime(now)
        const outbox = yield* Outbox
        const left = yield* outbox.claim({ now, limit: 100_000, leaseMs: 1 })
        yield* Effect.forEach(left, (one) => outbox.settle(one.key, { _tag: "sent", at: now }), {
          discard: true,
        })
      })

    it.effect("queued messages are stored once per key, pending, due at once, data kept whole", () =>
      Effect.gen(function* () {
        yield* startAt()
        const first = draft(0)
        const queued = [first, draft(1), draft(2)]
        yield* enqueue(queued)
        yield* enqueue([{ ...first, to: "other@example.com" }])
        const stored = yield* ofKeys(queued.map((one) => one.key))
        assert.strictEqual(stored.length, 3)
        const stored0 = stored.find((one) => one.key === first.key)
        assert.deepInclude(stored0, {
          to: "r0@example.com",
          state: "pending",
          attempts: 0,
          sentAt: null,
          lastError: null,
        })
        assert.deepStrictEqual(stored0?.data, first.data)
        assert.deepStrictEqual(
          stored.map((one) => one.key),
          queued.map((one) => one.key).reverse(),
          "the viewer lists the newest first",
        )
      }),
    )

    it.effect("a claim takes due messages once; concurrent claims never share one", () =>
      Effect.gen(function* () {
        yield* startAt()
        const now = hour * 3_600_000
        const queued = drafts(40)
        yield* enqueue(queued)
        const claims = yield* Effect.all(
          Array.from({ length: 5 }, () => claim(now, 10)),
          { concurrency: "unbounded" },
        )
        const keys = claims.flat().map((one) => one.key)
        assert.strictEqual(
          new Set(keys).size,
          keys.length,
          options.severalConnections ? "on several connections" : "",
        )
        assert.isTrue(claims.flat().every((one) => one.state === "sending" && one.attempts === 1))
        const rest = yield* claim(now)
        assert.strictEqual(keys.length + rest.filter((one) => keys.includes(one.key)).length, keys.length)
        assert.strictEqual(new Set([...keys, ...rest.map((one) => one.key)]).size, 40)
        assert.strictEqual((yield* claim(now)).length, 0, "nothing is due while its lease lasts")
      }),
    )

    it.effect("a lease that runs out makes the message claimable again, attempts counted", () =>
      Effect.gen(function* () {
        yield* startAt()
        const now = hour * 3_600_000
        const only = draft(0)
        yield* enqueue([only])
        assert.strictEqual((yield* claim(now, 10, 500)).length, 1)
        assert.strictEqual((yield* claim(now + 499)).length, 0)
        const again = yield* claim(now + 500)
        assert.deepStrictEqual(
          again.map((one) => [one.key, one.attempts]),
          [[only.key, 2]],
        )
      }),
    )

    it.effect("settling: sent, retried later, dead; only a claimed message changes", () =>
      Effect.gen(function* () {
        yield* startAt()
        const now = hour * 3_600_000
        const [a, b, c] = [draft(0), draft(1), draft(2)]
        yield* enqueue([a, b, c])
        yield* claim(now)
        const outbox = yield* Outbox
        yield* outbox.settle(a.key, { _tag: "sent", at: now + 1 })
        yield* outbox.settle(b.key, { _tag: "retry", at: now + 60_000, error: "421 try later" })
        yield* outbox.settle(c.key, { _tag: "dead", error: "550 no such user" })
        yield* outbox.settle(a.key, { _tag: "dead", error: "late" })
        const stored = yield* ofKeys([a.key, b.key, c.key])
        const byKey = new Map(stored.map((one) => [one.key, one]))
        assert.deepInclude(byKey.get(a.key), { state: "sent", sentAt: now + 1, lastError: null })
        assert.deepInclude(byKey.get(b.key), {
          state: "pending",
          dueAt: now + 60_000,
          lastError: "421 try later",
        })
        assert.deepInclude(byKey.get(c.key), { state: "dead", lastError: "550 no such user" })
        assert.strictEqual((yield* claim(now + 59_999)).length, 0)
        assert.deepStrictEqual(
          (yield* claim(now + 60_000)).map((one) => one.key),
          [b.key],
        )
        const dead = yield* outbox.list({ states: ["dead"], after: null, limit: 100_000 })
        assert.isTrue(dead.some((one) => one.key === c.key))
        assert.isTrue(dead.every((one) => one.state === "dead"))
        assert.isTrue(yield* outbox.retry(c.key, now + 70_000))
        assert.isFalse(yield* outbox.retry(a.key, now + 70_000), "a sent message is not retried")
        assert.deepInclude((yield* ofKeys([c.key]))[0], {
          state: "pending",
          attempts: 0,
          dueAt: now + 70_000,
        })
      }),
    )

    it.effect("settling many in one step: each as settle would, a key listed twice by its first entry", () =>
      Effect.gen(function* () {
        yield* startAt()
        const now = hour * 3_600_000
        const [a, b, c, d] = [draft(0), draft(1), draft(2), draft(3)]
        yield* enqueue([a, b, c, d])
        yield* claim(now)
        const outbox = yield* Outbox
        yield* outbox.settle(d.key, { _tag: "sent", at: now + 1 })
        yield* outbox.settleAll([
          { key: a.key, outcome: { _tag: "sent", at: now + 2 } },
          { key: b.key, outcome: { _tag: "retry", at: now + 60_000, error: "421 try later" } },
          { key: c.key, outcome: { _tag: "dead", error: "550 no such user" } },
          { key: a.key, outcome: { _tag: "dead", error: "listed twice" } },
          { key: d.key, outcome: { _tag: "dead", error: "settled already" } },
        ])
        yield* outbox.settleAll([])
        const byKey = new Map((yield* ofKeys([a.key, b.key, c.key, d.key])).map((one) => [one.key, one]))
        assert.deepInclude(byKey.get(a.key), { state: "sent", sentAt: now + 2, leaseUntil: null })
        assert.deepInclude(byKey.get(b.key), {
          state: "pending",
          dueAt: now + 60_000,
          lastError: "421 try later",
        })
        assert.deepInclude(byKey.get(c.key), { state: "dead", lastError: "550 no such user" })
        assert.deepInclude(byKey.get(d.key), { state: "sent", sentAt: now + 1, lastError: null })
      }),
    )

    it.effect("the viewer pages after a key", () =>
      Effect.gen(function* () {
        yield* startAt()
        const queued = drafts(5)
        yield* enqueue(queued)
        const outbox = yield* Outbox
        const newest = queued.map((one) => one.key).reverse()
        const page = yield* outbox.list({ states: ["pending"], after: newest[1] ?? null, limit: 2 })
        assert.deepStrictEqual(
          page.map((one) => one.key),
          newest.slice(2, 4),
        )
        assert.deepStrictEqual(
          yield* outbox.list({ states: null, after: `missing:${freshId()}`, limit: 5 }),
          [],
        )
      }),
    )
  })
