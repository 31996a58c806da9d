import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option, Ref } from "effect"
import { TestClock } from "effect/testing"
import { memoryPasswordHasher } from "../memory/password-hasher.ts"
import { SIGN_IN_FAILED_MESSAGE } from "./errors.ts"
import { PasswordHasher, Sessions } from "./port.ts"
import { aMember, memberSignIn, PASSWORD, withAccounts } from "./program.test-support.ts"
import { currentSession, signIn, signOut } from "./program-session.ts"

const MINUTE = 60_000
const MEMBER = { websiteId: "site-1", kind: "member" } as const

// The memory hasher, recording the hash each verify checks against.
const countingHasher = (checked: string[]) =>
  Layer.effect(
    PasswordHasher,
    Effect.map(PasswordHasher, (inner) =>
      PasswordHasher.of({
        ...inner,
        verify: (hash, password) =>
          Effect.andThen(
            Effect.sync(() => checked.push(hash)),
            inner.verify(hash, password),
          ),
      }),
    ),
  ).pipe(Layer.provide(memoryPasswordHasher()))

const opens = (token: string) => Effect.map(currentSession(token, MEMBER), Option.isSome)

describe("signIn", () => {
  it.effect("SESSION-001 a member signs in with their password and gets a new session", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const registered = yield* aMember()
        const signedIn = yield* memberSignIn(" ADA@example.com ")
        assert.strictEqual(signedIn.account.id, registered.account.id)
        assert.strictEqual(signedIn.session.kind, "member")
        assert.strictEqual(signedIn.session.userId, registered.account.id)
        assert.notStrictEqual(signedIn.session.id, registered.session.id)
        assert.notStrictEqual(signedIn.token, registered.token)
        assert.isTrue(yield* opens(signedIn.token))
      }),
    ),
  )

  it.effect(
    "an unknown e-mail and a wrong password fail alike, each after exactly one password check",
    () => {
      const checked: string[] = []
      return withAccounts(
        () =>
          Effect.gen(function* () {
            const { account } = yield* aMember()
            const wrong = yield* Effect.flip(memberSignIn(account.email, "not the password"))
            const unknown = yield* Effect.flip(memberSignIn("nobody@example.com"))
            assert.deepStrictEqual(wrong, unknown)
            assert.strictEqual(wrong._tag, "SignInFailed")
            assert.strictEqual(wrong.message, SIGN_IN_FAILED_MESSAGE)
            assert.strictEqual(checked.length, 2)
            const dummy = yield* PasswordHasher.use((hasher) => hasher.dummyHash)
            assert.strictEqual(checked[1], dummy, "the unknown e-mail was checked against the dummy hash")
            assert.notStrictEqual(checked[0], dummy)
          }),
        countingHasher(checked),
      )
    },
  )

  it.effect("an over-long or empty password fails with the same text without spending a hash", () => {
    const checked: string[] = []
    return withAccounts(
      () =>
        Effect.gen(function* () {
          const { account } = yield* aMember()
          for (const password of ["x".repeat(10_000), ""]) {
            const error = yield* Effect.flip(memberSignIn(account.email, password))
            assert.strictEqual(error.message, SIGN_IN_FAILED_MESSAGE)
          }
          assert.strictEqual(checked.length, 0)
        }),
      countingHasher(checked),
    )
  })

  it.effect("a member's password does not open the staff sign-in", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { account } = yield* aMember()
        const input = { websiteId: "site-1", email: account.email, password: PASSWORD, rememberMe: false }
        const error = yield* Effect.flip(signIn({ ...input, kind: "staff", address: "203.0.113.7" }))
        assert.strictEqual(error._tag, "SignInFailed")
      }),
    ),
  )

  it.effect("signing in ends the session the request carried (no session fixation)", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const registered = yield* aMember()
        const input = {
          ...MEMBER,
          email: "ada@example.com",
          password: PASSWORD,
          rememberMe: true,
          address: "a",
        }
        const signedIn = yield* signIn({ ...input, replacing: registered.token })
        assert.isFalse(yield* opens(registered.token))
        assert.isTrue(yield* opens(signedIn.token))
        assert.isTrue(signedIn.session.rememberMe)
      }),
    ),
  )

  it.effect("a hash made at lower parameters is remade at the current ones when its owner signs in", () =>
    withAccounts((store) =>
      Effect.gen(function* () {
        const { account } = yield* aMember()
        const weak = yield* PasswordHasher.use((hasher) => hasher.hash(PASSWORD)).pipe(
          Effect.provide(memoryPasswordHasher({ cost: 0 })),
        )
        yield* Ref.update(store.accounts, (all) =>
          new Map(all).set(account.id, { account, passwordHash: weak }),
        )
        yield* memberSignIn(account.email)
        const stored = (yield* Ref.get(store.accounts)).get(account.id)?.passwordHash ?? ""
        assert.notStrictEqual(stored, weak)
        assert.isFalse(yield* PasswordHasher.use((hasher) => Effect.succeed(hasher.needsRehash(stored))))
        yield* memberSignIn(account.email)
      }),
    ),
  )
})

describe("signOut", () => {
  it.effect(
    "SESSION-001 a member signs out: the token opens nothing any more; signing out again is harmless",
    () =>
      withAccounts(() =>
        Effect.gen(function* () {
          const { token } = yield* aMember()
          yield* signOut(token)
          assert.isFalse(yield* opens(token))
          yield* signOut(token)
          yield* signOut("never-issued")
        }),
      ),
  )
})

describe("currentSession", () => {
  it.effect("renews a session once a tenth of its idle window has passed, and only then", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { token, session } = yield* aMember()
        yield* TestClock.adjust(11 * MINUTE)
        const early = Option.getOrThrow(yield* currentSession(token, MEMBER))
        assert.isFalse(early.renewed)
        yield* TestClock.adjust(MINUTE)
        const due = Option.getOrThrow(yield* currentSession(token, MEMBER))
        assert.isTrue(due.renewed)
        assert.strictEqual(due.session.lastSeenAt, session.createdAt + 12 * MINUTE)
        assert.strictEqual(due.session.idleExpiresAt, session.createdAt + 12 * MINUTE + 120 * MINUTE)
        const stored = yield* Sessions.use((sessions) => sessions.find(token))
        assert.deepStrictEqual(stored, Option.some(due.session))
      }),
    ),
  )

  it.effect("a session left idle expires, and is then deleted", () =>
    withAccounts((store) =>
      Effect.gen(function* () {
        const { token } = yield* aMember()
        yield* TestClock.adjust(120 * MINUTE)
        assert.isTrue(Option.isNone(yield* currentSession(token, MEMBER)))
        assert.strictEqual((yield* Ref.get(store.sessions)).size, 0)
      }),
    ),
  )

  it.effect("a session used all the time still ends at its absolute expiry", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { token } = yield* aMember()
        for (let hour = 1; hour < 24; hour++) {
          yield* TestClock.adjust(60 * MINUTE)
          assert.isTrue(yield* opens(token), `open at hour ${hour}`)
        }
        yield* TestClock.adjust(60 * MINUTE)
        assert.isFalse(yield* opens(token))
      }),
    ),
  )

  it.effect("a token opens nothing for another kind or website, or when altered by one character", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { token } = yield* aMember()
        assert.isTrue(Option.isNone(yield* currentSession(token, { ...MEMBER, kind: "staff" })))
        assert.isTrue(Option.isNone(yield* currentSession(token, { ...MEMBER, websiteId: "site-2" })))
        const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`
        assert.isTrue(Option.isNone(yield* currentSession(altered, MEMBER)))
      }),
    ),
  )
})
