import { assert, layer } from "@effect/vitest"
import { AccountRepository, type SessionDraft, Sessions } from "@vitrine/core/account"
import { ContributorRole } from "@vitrine/core/enums"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const HOUR = 3_600_000
const NOW = Date.UTC(2025, 2, 14, 9, 26, 53, 589)

/** A staff account of its own to hang sessions on (a durable store ties a session to its account). */
const anAccount = AccountRepository.use((accounts) =>
  accounts.create({
    websiteId: freshId(),
    kind: "staff",
    email: `${freshId()}@example.com`,
    passwordHash: "$hash",
    roles: [ContributorRole.ADMIN],
  }),
)

const aDraft = (userId: string, overrides: Partial<SessionDraft> = {}): SessionDraft => ({
  userId,
  websiteId: "site-1",
  kind: "staff",
  roles: [ContributorRole.ADMIN, ContributorRole.VIEWER],
  rememberMe: true,
  createdAt: NOW,
  lastSeenAt: NOW + 1,
  idleExpiresAt: NOW + HOUR,
  absoluteExpiresAt: NOW + 12 * HOUR,
  ...overrides,
})

const started = (overrides: Partial<SessionDraft> = {}) =>
  Effect.gen(function* () {
    const account = yield* anAccount
    return yield* Sessions.use((sessions) => sessions.create(aDraft(account.id, overrides)))
  })
const find = (token: string) => Sessions.use((sessions) => sessions.find(token))

// At least 160 bits: 27 base64url characters carry 162.
const BASE64URL = /^[A-Za-z0-9_-]{27,}$/

/**
 * The Sessions contract: a token handed out once and only ever looked up, sessions found, renewed,
 * rotated, ended one by one or all of a user's, and swept when expired.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`Sessions contract (${name})`, (it) => {
    it.effect("create stores the session as drafted with a fresh id, and its token finds it", () =>
      Effect.gen(function* () {
        const account = yield* anAccount
        const draft = aDraft(account.id)
        const issued = yield* Sessions.use((sessions) => sessions.create(draft))
        assert.deepStrictEqual(issued.session, { ...draft, id: issued.session.id })
        assert.match(issued.token, BASE64URL)
        assert.notStrictEqual(issued.token, issued.session.id)
        assert.deepStrictEqual(yield* find(issued.token), Option.some(issued.session))
      }),
    )

    it.effect("tokens and ids are never repeated", () =>
      Effect.gen(function* () {
        const account = yield* anAccount
        const issued = yield* Effect.forEach(Array.from({ length: 50 }), () =>
          Sessions.use((sessions) => sessions.create(aDraft(account.id))),
        )
        assert.strictEqual(new Set(issued.map((one) => one.token)).size, 50)
        assert.strictEqual(new Set(issued.map((one) => one.session.id)).size, 50)
      }),
    )

    it.effect(
      "find returns none for an unknown token, the session id, or a token altered by one character",
      () =>
        Effect.gen(function* () {
          const { token, session } = yield* started()
          const flipped = (at: number) =>
            `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`
          for (const wrong of [
            "",
            "x",
            session.id,
            flipped(0),
            flipped(token.length - 1),
            `${token}A`,
            token.slice(1),
          ]) {
            assert.isTrue(Option.isNone(yield* find(wrong)), `found with ${JSON.stringify(wrong)}`)
          }
        }),
    )

    it.effect("touch records a renewal; touching an ended session does nothing", () =>
      Effect.gen(function* () {
        const { token, session } = yield* started()
        const times = { lastSeenAt: NOW + HOUR / 2, idleExpiresAt: NOW + HOUR + HOUR / 2 }
        yield* Sessions.use((sessions) => sessions.touch(session.id, times))
        assert.deepStrictEqual(yield* find(token), Option.some({ ...session, ...times }))
        yield* Sessions.use((sessions) => sessions.remove(session.id))
        yield* Sessions.use((sessions) => sessions.touch(session.id, times))
        assert.isTrue(Option.isNone(yield* find(token)))
      }),
    )

    it.effect(
      "rotate gives a new id and token with the new roles and the same times; the old token opens nothing",
      () =>
        Effect.gen(function* () {
          const { token, session } = yield* started()
          const roles = [ContributorRole.STORE_MANAGER]
          const rotated = Option.getOrThrow(
            yield* Sessions.use((sessions) => sessions.rotate(session.id, roles)),
          )
          assert.notStrictEqual(rotated.token, token)
          assert.notStrictEqual(rotated.session.id, session.id)
          assert.deepStrictEqual(rotated.session, { ...session, id: rotated.session.id, roles })
          assert.isTrue(Option.isNone(yield* find(token)))
          assert.deepStrictEqual(yield* find(rotated.token), Option.some(rotated.session))
          assert.isTrue(Option.isNone(yield* Sessions.use((sessions) => sessions.rotate(session.id, roles))))
        }),
    )

    it.effect("remove ends one session and is idempotent", () =>
      Effect.gen(function* () {
        const { token, session } = yield* started()
        const other = yield* started()
        yield* Sessions.use((sessions) => sessions.remove(session.id))
        yield* Sessions.use((sessions) => sessions.remove(session.id))
        assert.isTrue(Option.isNone(yield* find(token)))
        assert.isTrue(Option.isSome(yield* find(other.token)))
      }),
    )

    it.effect("removeAllOf ends every session of a user but the one kept, and counts them", () =>
      Effect.gen(function* () {
        const account = yield* anAccount
        const create = () => Sessions.use((sessions) => sessions.create(aDraft(account.id)))
        const [one, two, kept] = [yield* create(), yield* create(), yield* create()]
        const someoneElse = yield* started()
        const removed = yield* Sessions.use((sessions) => sessions.removeAllOf(account.id, kept.session.id))
        assert.strictEqual(removed, 2)
        assert.isTrue(Option.isNone(yield* find(one.token)))
        assert.isTrue(Option.isNone(yield* find(two.token)))
        assert.isTrue(Option.isSome(yield* find(kept.token)))
        assert.isTrue(Option.isSome(yield* find(someoneElse.token)))
        assert.strictEqual(yield* Sessions.use((sessions) => sessions.removeAllOf(account.id)), 1)
        assert.strictEqual(yield* Sessions.use((sessions) => sessions.removeAllOf(account.id)), 0)
      }),
    )

    it.effect("removing an account ends its sessions and only its", () =>
      Effect.gen(function* () {
        const account = yield* anAccount
        const own = yield* Sessions.use((sessions) => sessions.create(aDraft(account.id)))
        const someoneElse = yield* started()
        assert.isTrue(yield* AccountRepository.use((accounts) => accounts.remove(account.id)))
        assert.isTrue(Option.isNone(yield* find(own.token)))
        assert.isTrue(Option.isSome(yield* find(someoneElse.token)))
      }),
    )

    it.effect("sweep deletes the sessions expired at the time given, idle or absolute, and only those", () =>
      Effect.gen(function* () {
        // Far in the past, so no other test's session (suites may share a database) is swept here.
        const past = Date.UTC(2001, 0, 1)
        const idle = yield* started({
          createdAt: past,
          lastSeenAt: past,
          idleExpiresAt: past + 10,
          absoluteExpiresAt: past + HOUR,
        })
        const absolute = yield* started({
          createdAt: past,
          lastSeenAt: past,
          idleExpiresAt: past + 30,
          absoluteExpiresAt: past + 20,
        })
        const alive = yield* started({
          createdAt: past,
          lastSeenAt: past,
          idleExpiresAt: past + 40,
          absoluteExpiresAt: past + HOUR,
        })
        const swept = yield* Sessions.use((sessions) => sessions.sweep(past + 20))
        if (options.sharedDatabase === true) assert.isAtLeast(swept, 2)
        else assert.strictEqual(swept, 2)
        assert.isTrue(Option.isNone(yield* find(idle.token)))
        assert.isTrue(Option.isNone(yield* find(absolute.token)))
        assert.isTrue(Option.isSome(yield* find(alive.token)))
      }),
    )
  })
