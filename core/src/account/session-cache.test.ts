import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { ChangeNotices } from "../changes/port.ts"
import { ContributorRole } from "../enums/site-codes.ts"
import { makeMemoryAccounts } from "../memory/accounts-store.ts"
import { memoryChangeNotices } from "../memory/change-notices.ts"
import { memorySessions } from "../memory/sessions.ts"
import type { SessionDraft } from "./model.ts"
import { Sessions } from "./port.ts"
import { cachedSessions, sessionCache } from "./session-cache.ts"

const OPTIONS = { ttlMs: 5_000, maxEntries: 3 }

const draft = (userId: string): SessionDraft => ({
  userId,
  websiteId: "site-1",
  kind: "staff",
  roles: [ContributorRole.ADMIN],
  rememberMe: false,
  createdAt: 0,
  lastSeenAt: 0,
  idleExpiresAt: 3_600_000,
  absoluteExpiresAt: 7_200_000,
})

/** The memory store, a counter of its `find` calls, and the cache in front of it. */
const withCache = <A, E>(
  body: (cache: Sessions["Service"], store: Sessions["Service"], finds: () => number) => Effect.Effect<A, E>,
) =>
  Effect.gen(function* () {
    const store = yield* Sessions
    let calls = 0
    const counted = Sessions.of({
      ...store,
      find: (token) =>
        Effect.suspend(() => {
          calls++
          return store.find(token)
        }),
    })
    return yield* body(cachedSessions(counted, OPTIONS), store, () => calls)
  }).pipe(Effect.provide(Layer.fresh(memorySessions(makeMemoryAccounts()))))

describe("per-process session cache", () => {
  it.effect("a session read once answers from memory for its lifetime in the cache, then is read again", () =>
    withCache((cache, _, finds) =>
      Effect.gen(function* () {
        const { token, session } = yield* cache.create(draft("u1"))
        for (let i = 0; i < 5; i++) assert.deepStrictEqual(yield* cache.find(token), Option.some(session))
        assert.strictEqual(finds(), 1)
        yield* TestClock.adjust(OPTIONS.ttlMs)
        yield* cache.find(token)
        assert.strictEqual(finds(), 2)
      }),
    ),
  )

  it.effect("a session ended in another process opens requests here for at most the cache's lifetime", () =>
    withCache((cache, store) =>
      Effect.gen(function* () {
        const { token, session } = yield* cache.create(draft("u1"))
        yield* cache.find(token)
        yield* store.remove(session.id) // the other process: straight at the store
        yield* TestClock.adjust(OPTIONS.ttlMs - 1)
        assert.isTrue(Option.isSome(yield* cache.find(token)))
        yield* TestClock.adjust(1)
        assert.isTrue(Option.isNone(yield* cache.find(token)))
      }),
    ),
  )

  it.effect("sign-out, role change and removal through this process close the session at once", () =>
    withCache((cache) =>
      Effect.gen(function* () {
        const one = yield* cache.create(draft("u1"))
        const two = yield* cache.create(draft("u2"))
        const kept = yield* cache.create(draft("u2"))
        const rotated = yield* cache.create(draft("u3"))
        for (const issued of [one, two, kept, rotated]) yield* cache.find(issued.token)
        yield* cache.remove(one.session.id)
        yield* cache.removeAllOf("u2", kept.session.id)
        const next = yield* cache.rotate(rotated.session.id, [ContributorRole.VIEWER])
        assert.isTrue(Option.isNone(yield* cache.find(one.token)))
        assert.isTrue(Option.isNone(yield* cache.find(two.token)))
        assert.isTrue(Option.isSome(yield* cache.find(kept.token)))
        assert.isTrue(Option.isNone(yield* cache.find(rotated.token)))
        const newToken = Option.getOrThrow(next).token
        assert.deepStrictEqual(
          Option.map(yield* cache.find(newToken), (session) => session.roles),
          Option.some([ContributorRole.VIEWER]),
        )
      }),
    ),
  )

  it.effect("a renewal updates the cached times, so it is not made again on the next request", () =>
    withCache((cache, _, finds) =>
      Effect.gen(function* () {
        const { token, session } = yield* cache.create(draft("u1"))
        yield* cache.find(token)
        yield* cache.touch(session.id, { lastSeenAt: 10, idleExpiresAt: 9_999_999 })
        const found = Option.getOrThrow(yield* cache.find(token))
        assert.deepStrictEqual([found.lastSeenAt, found.idleExpiresAt], [10, 9_999_999])
        assert.strictEqual(finds(), 1)
      }),
    ),
  )

  it.effect("unknown tokens are never cached, and past maxEntries the oldest entry goes", () =>
    withCache((cache, _, finds) =>
      Effect.gen(function* () {
        yield* cache.find("nobody")
        yield* cache.find("nobody")
        assert.strictEqual(finds(), 2)
        const issued = []
        for (const user of ["a", "b", "c", "d"]) issued.push(yield* cache.create(draft(user)))
        for (const { token } of issued) yield* cache.find(token)
        assert.strictEqual(finds(), 6)
        yield* cache.find(issued[3]?.token ?? "")
        assert.strictEqual(finds(), 6)
        yield* cache.find(issued[0]?.token ?? "")
        assert.strictEqual(finds(), 7)
      }),
    ),
  )

  describe("across processes (ChangeNotices)", () => {
    // Two processes' caches over one store and one set of notices.
    const twoProcesses = <A, E>(
      body: (
        a: Sessions["Service"],
        b: Sessions["Service"],
        finds: () => number,
        heard: { readonly notices: ChangeNotices["Service"]; readonly missedInB: () => void },
      ) => Effect.Effect<A, E>,
    ) =>
      Effect.gen(function* () {
        const store = yield* Sessions
        const notices = yield* ChangeNotices
        let calls = 0
        const counted = Sessions.of({
          ...store,
          find: (token) =>
            Effect.suspend(() => {
              calls++
              return store.find(token)
            }),
        })
        const a = sessionCache(counted, OPTIONS, Option.some(notices))
        const b = sessionCache(counted, OPTIONS, Option.some(notices))
        yield* notices.subscribe("sessions", a.listener)
        yield* notices.subscribe("sessions", b.listener)
        return yield* body(a.sessions, b.sessions, () => calls, { notices, missedInB: b.listener.missed })
      }).pipe(
        Effect.provide(
          Layer.mergeAll(Layer.fresh(memorySessions(makeMemoryAccounts())), memoryChangeNotices()),
        ),
      )

    it.effect(
      "a sign-out, role change or removal through one process closes the session in the other at once",
      () =>
        twoProcesses((a, b) =>
          Effect.gen(function* () {
            const signedOut = yield* a.create(draft("u1"))
            const rotated = yield* a.create(draft("u2"))
            const removed = yield* a.create(draft("u3"))
            const kept = yield* a.create(draft("u3"))
            for (const issued of [signedOut, rotated, removed, kept]) yield* b.find(issued.token)
            yield* a.remove(signedOut.session.id)
            yield* a.rotate(rotated.session.id, [ContributorRole.VIEWER])
            yield* a.removeAllOf("u3", kept.session.id)
            // B read each of them just now, well within its 5 s: only the notices closed them.
            for (const ended of [signedOut, rotated, removed])
              assert.isTrue(Option.isNone(yield* b.find(ended.token)))
            assert.isTrue(Option.isSome(yield* b.find(kept.token)))
          }),
        ),
    )

    it.effect("missed notices, or one this version cannot read, drop every cached session", () =>
      twoProcesses((_, b, finds, { notices, missedInB }) =>
        Effect.gen(function* () {
          const one = yield* b.create(draft("u1"))
          yield* b.find(one.token)
          yield* b.find(one.token)
          assert.strictEqual(finds(), 1)
          missedInB()
          yield* b.find(one.token)
          assert.strictEqual(finds(), 2)
          yield* notices.announce("sessions", "not what this version writes")
          yield* b.find(one.token)
          assert.strictEqual(finds(), 3)
        }),
      ),
    )
  })
})
