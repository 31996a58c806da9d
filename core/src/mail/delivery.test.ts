import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Ref } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { makeMemoryStore, memoryMailer, memoryOutbox } from "../memory/index.ts"
import { deliverDue, MailNotRendered, outboxWorker } from "./delivery.ts"
import { MailNotSent } from "./errors.ts"
import { Outbox, type OutboxMessage } from "./outbox.ts"
import { DEFAULT_RETRY_POLICY, failedOutcome, retryDelayMs } from "./retry.ts"

const render = (message: OutboxMessage) =>
  Effect.succeed({ to: message.to, subject: `About ${message.key}`, html: "<p>Hi</p>", text: "Hi" })

const drafts = (n: number, to = (i: number) => `r${i}@example.com`) =>
  Array.from({ length: n }, (_, i) => ({ key: `k${i}`, kind: "restock", to: to(i), data: {} }))

const setUp = (reachable = true) => {
  const store = makeMemoryStore()
  const mailer = memoryMailer({ reachable })
  return { store, mailer, layer: Layer.merge(memoryOutbox(store), mailer.layer) }
}

const states = (store: ReturnType<typeof makeMemoryStore>) =>
  Effect.map(Ref.get(store.state), (state) => [...state.outbox.values()].map((message) => message.state))

describe("the outbox's delivery", () => {
  it.effect("each due message is sent once, with its key as idempotency key, and marked sent", () => {
    const { store, mailer, layer } = setUp()
    return Effect.gen(function* () {
      yield* Outbox.use((outbox) => outbox.enqueue(drafts(3)))
      yield* Outbox.use((outbox) => outbox.enqueue(drafts(3)))
      const report = yield* deliverDue({ render })
      assert.deepStrictEqual(report, { claimed: 3, sent: 3, retried: 0, dead: 0 })
      assert.deepStrictEqual(
        mailer.outbox().map((mail) => mail.to),
        ["r0@example.com", "r1@example.com", "r2@example.com"],
      )
      assert.deepStrictEqual(yield* states(store), ["sent", "sent", "sent"])
      assert.strictEqual((yield* deliverDue({ render })).claimed, 0, "nothing is sent twice")
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "whatever the lease size, concurrency and settle groups, each message goes out once and is settled sent",
    () =>
      Effect.promise(() =>
        fc.assert(
          fc.asyncProperty(
            fc.integer({ min: 0, max: 40 }),
            fc.integer({ min: 1, max: 50 }),
            fc.integer({ min: 1, max: 20 }),
            fc.integer({ min: 1, max: 20 }),
            async (n, batch, concurrency, settleEvery) => {
              const { store, mailer, layer } = setUp()
              const rounds = await Effect.runPromise(
                Effect.gen(function* () {
                  yield* Outbox.use((outbox) => outbox.enqueue(drafts(n)))
                  let claimed = 0
                  let rounds = 0
                  do {
                    claimed = (yield* deliverDue({ render, batch, concurrency, settleEvery })).claimed
                    rounds++
                  } while (claimed > 0)
                  return { rounds, states: yield* states(store) }
                }).pipe(Effect.provide(layer)),
              )
              const sent = mailer.outbox().map((mail) => mail.to)
              return (
                sent.length === n &&
                new Set(sent).size === n &&
                rounds.states.every((state) => state === "sent") &&
                rounds.rounds === Math.ceil(n / batch) + 1
              )
            },
          ),
          { numRuns: 100 },
        ),
      ),
  )

  it.effect("the worker outlives a round that dies (the database gone): after a pause it delivers", () => {
    const { store, mailer } = setUp()
    let claims = 0
    const flaky = Layer.effect(
      Outbox,
      Effect.gen(function* () {
        const outbox = yield* Outbox
        return Outbox.of({
          ...outbox,
          claim: (options) =>
            claims++ === 0 ? Effect.die(new Error("connection lost")) : outbox.claim(options),
        })
      }),
    ).pipe(Layer.provide(memoryOutbox(store)))
    return Effect.gen(function* () {
      yield* Outbox.use((outbox) => outbox.enqueue(drafts(2)))
      const worker = yield* Effect.forkChild(outboxWorker({ render, idleMs: 1000 }))
      yield* TestClock.adjust(1000)
      yield* Effect.yieldNow
      assert.deepStrictEqual(yield* states(store), ["sent", "sent"])
      assert.lengthOf(mailer.outbox(), 2)
      yield* Fiber.interrupt(worker)
    }).pipe(Effect.provide(Layer.merge(flaky, mailer.layer)))
  })

  it.effect(
    "a worker that dies between sending and settling: only what it had sent and not settled goes again, at most `concurrency` messages",
    () => {
      const { store, mailer } = setUp()
      let settles = 0
      const crashing = Layer.effect(
        Outbox,
        Effect.gen(function* () {
          const outbox = yield* Outbox
          return Outbox.of({
            ...outbox,
            // The second group's settle never happens: the process died with its sends accepted.
            settleAll: (settlements) =>
              settles++ === 1 ? Effect.die(new Error("process killed")) : outbox.settleAll(settlements),
          })
        }),
      ).pipe(Layer.provide(memoryOutbox(store)))
      const pace = { render, batch: 20, concurrency: 4, settleEvery: 2, leaseMs: 60_000 }
      return Effect.gen(function* () {
        yield* Outbox.use((outbox) => outbox.enqueue(drafts(20))).pipe(Effect.provide(memoryOutbox(store)))
        yield* Effect.exit(deliverDue(pace).pipe(Effect.provide(Layer.merge(crashing, mailer.layer))))
        const beforeCrash = mailer.outbox().length
        yield* TestClock.adjust(60_000)
        yield* deliverDue(pace).pipe(
          Effect.repeat({ while: (report) => report.claimed > 0 }),
          Effect.provide(Layer.merge(memoryOutbox(store), mailer.layer)),
        )
        const sends = mailer.outbox().map((mail) => mail.to)
        const twice = sends.filter((to, i) => sends.indexOf(to) !== i)
        assert.strictEqual(new Set(sends).size, 20, "nothing is lost")
        assert.isAtMost(twice.length, pace.concurrency, "at most the unsettled sends go again")
        assert.isAtLeast(twice.length, 1, "the group whose settle was lost goes again")
        assert.isAtMost(beforeCrash, 20)
        assert.deepStrictEqual(new Set(yield* states(store)), new Set(["sent"]))
      })
    },
  )

  it.effect("a mail server that is down: messages wait with backoff and go out when it is back", () => {
    const store = makeMemoryStore()
    const down = memoryMailer({ reachable: false })
    const up = memoryMailer()
    return Effect.gen(function* () {
      yield* Outbox.use((outbox) => outbox.enqueue(drafts(2))).pipe(Effect.provide(memoryOutbox(store)))
      const first = yield* deliverDue({ render }).pipe(
        Effect.provide(Layer.merge(memoryOutbox(store), down.layer)),
      )
      assert.strictEqual(first.retried, 2)
      assert.strictEqual(
        (yield* deliverDue({ render }).pipe(Effect.provide(Layer.merge(memoryOutbox(store), up.layer))))
          .claimed,
        0,
        "not due yet",
      )
      yield* TestClock.adjust(DEFAULT_RETRY_POLICY.baseMs)
      const second = yield* deliverDue({ render }).pipe(
        Effect.provide(Layer.merge(memoryOutbox(store), up.layer)),
      )
      assert.strictEqual(second.sent, 2)
      assert.strictEqual(up.outbox().length, 2)
    })
  })

  it.effect("after the last attempt a message is dead; the merchant's retry makes it pending again", () => {
    const { store, layer } = setUp(false)
    const policy = { baseMs: 10, maxMs: 10, maxAttempts: 3 }
    return Effect.gen(function* () {
      yield* Outbox.use((outbox) => outbox.enqueue(drafts(1)))
      for (let i = 0; i < 3; i++) {
        yield* deliverDue({ render, retry: policy })
        yield* TestClock.adjust(10)
      }
      assert.deepStrictEqual(yield* states(store), ["dead"])
      const dead = yield* Outbox.use((outbox) => outbox.list({ states: ["dead"], after: null, limit: 10 }))
      assert.strictEqual(dead[0]?.attempts, 3)
      assert.include(dead[0]?.lastError ?? "", "unreachable")
      assert.isTrue(yield* Outbox.use((outbox) => outbox.retry("k0", 30)))
      assert.isFalse(yield* Outbox.use((outbox) => outbox.retry("k0", 30)), "only a dead message is retried")
      assert.deepStrictEqual(yield* states(store), ["pending"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a rejected recipient or a message that cannot be rendered is dead at once", () => {
    const { store, mailer, layer } = setUp()
    return Effect.gen(function* () {
      yield* Outbox.use((outbox) =>
        outbox.enqueue(drafts(2, (i) => (i === 0 ? "not an address" : "ok@example.com"))),
      )
      const report = yield* deliverDue({
        render: (message) =>
          message.key === "k1"
            ? Effect.fail(new MailNotRendered({ key: "k1", detail: "product gone" }))
            : render(message),
      })
      assert.strictEqual(report.dead, 2)
      assert.deepStrictEqual(yield* states(store), ["dead", "dead"])
      assert.strictEqual(mailer.outbox().length, 0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a claim whose worker died is taken over once its lease runs out, and sent once", () => {
    const { mailer, layer } = setUp()
    return Effect.gen(function* () {
      yield* Outbox.use((outbox) => outbox.enqueue(drafts(2)))
      const abandoned = yield* Outbox.use((outbox) => outbox.claim({ now: 0, limit: 10, leaseMs: 1000 }))
      assert.strictEqual(abandoned.length, 2)
      assert.strictEqual((yield* deliverDue({ render })).claimed, 0, "claimed messages are nobody else's")
      yield* TestClock.adjust(1000)
      assert.strictEqual((yield* deliverDue({ render })).sent, 2)
      assert.strictEqual(mailer.outbox().length, 2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("concurrent workers send each message once", () => {
    const { mailer, layer } = setUp()
    return Effect.gen(function* () {
      yield* Outbox.use((outbox) => outbox.enqueue(drafts(200)))
      yield* Effect.all(
        Array.from({ length: 6 }, () => deliverDue({ render, batch: 40 }).pipe(Effect.repeat({ times: 5 }))),
        { concurrency: "unbounded" },
      )
      const sent = mailer.outbox().map((mail) => mail.to)
      assert.strictEqual(sent.length, 200)
      assert.strictEqual(new Set(sent).size, 200)
    }).pipe(Effect.provide(layer))
  })
})

describe("the retry policy", () => {
  it("waits twice as long after each failure, never longer than the maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (attempt) => {
        const delay = retryDelayMs(attempt, DEFAULT_RETRY_POLICY)
        assert.isAtMost(delay, DEFAULT_RETRY_POLICY.maxMs)
        assert.isAtLeast(delay, DEFAULT_RETRY_POLICY.baseMs)
        assert.isAtLeast(retryDelayMs(attempt + 1, DEFAULT_RETRY_POLICY), delay)
      }),
    )
    assert.strictEqual(retryDelayMs(1, DEFAULT_RETRY_POLICY), 30_000)
    assert.strictEqual(retryDelayMs(3, DEFAULT_RETRY_POLICY), 120_000)
  })

  it("a rejection is dead at once; unavailability retries until the attempts run out", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (attempts, now) => {
        const rejected = failedOutcome(
          new MailNotSent({ reason: "rejected", detail: "550" }),
          attempts,
          now,
          DEFAULT_RETRY_POLICY,
        )
        assert.strictEqual(rejected._tag, "dead")
        const down = failedOutcome(
          new MailNotSent({ reason: "unavailable", detail: "" }),
          attempts,
          now,
          DEFAULT_RETRY_POLICY,
        )
        assert.strictEqual(down._tag, attempts >= DEFAULT_RETRY_POLICY.maxAttempts ? "dead" : "retry")
        if (down._tag === "retry") assert.isAbove(down.at, now)
      }),
    )
  })
})
