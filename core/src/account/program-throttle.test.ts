import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { aMember, memberSignIn, PASSWORD, withAccounts } from "./program.test-support.ts"

const SECOND = 1_000
const MINUTE = 60 * SECOND

const failTimes = (email: string, times: number, address?: string) =>
  Effect.forEach(
    Array.from({ length: times }),
    () => Effect.flip(memberSignIn(email, "wrong password", address)),
    { discard: true },
  )

describe("brute-force throttle", () => {
  it.effect("the 5th failure in a row locks the account for 30 s, even against the right password", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { account } = yield* aMember()
        yield* failTimes(account.email, 4)
        yield* memberSignIn(account.email)
        yield* failTimes(account.email, 5)
        const locked = yield* Effect.flip(memberSignIn(account.email))
        assert.strictEqual(locked._tag, "SignInThrottled")
        assert.strictEqual(locked.message, "Too many failed sign-ins. Please try again in 1 minute.")
        yield* TestClock.adjust(30 * SECOND - 1)
        assert.strictEqual((yield* Effect.flip(memberSignIn(account.email)))._tag, "SignInThrottled")
        yield* TestClock.adjust(1)
        yield* memberSignIn(account.email)
      }),
    ),
  )

  it.effect("a successful sign-in clears the account's count", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { account } = yield* aMember()
        yield* failTimes(account.email, 4)
        yield* memberSignIn(account.email)
        yield* failTimes(account.email, 4)
        yield* memberSignIn(account.email)
      }),
    ),
  )

  it.effect("the lock doubles with each further failure and stops at 15 minutes, so it always ends", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { account } = yield* aMember()
        yield* failTimes(account.email, 5)
        const waits: number[] = []
        for (let failure = 6; failure <= 20; failure++) {
          const locked = yield* Effect.flip(memberSignIn(account.email, "wrong password"))
          assert.strictEqual(locked._tag, "SignInThrottled")
          const waitMs = locked._tag === "SignInThrottled" ? locked.waitMs : 0
          waits.push(waitMs)
          yield* TestClock.adjust(waitMs)
          yield* Effect.flip(memberSignIn(account.email, "wrong password"))
        }
        assert.deepStrictEqual(
          waits.slice(0, 6),
          [30, 60, 120, 240, 480, 900].map((s) => s * SECOND),
        )
        assert.isTrue(waits.every((wait) => wait <= 15 * MINUTE))
        yield* TestClock.adjust(15 * MINUTE)
        const signedIn = yield* memberSignIn(account.email, PASSWORD)
        assert.strictEqual(signedIn.account.id, account.id)
      }),
    ),
  )

  it.effect("attempts refused during a lock are not counted and do not extend it", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { account } = yield* aMember()
        yield* failTimes(account.email, 5)
        for (let attempt = 0; attempt < 100; attempt++) {
          yield* TestClock.adjust(SECOND / 5)
          yield* Effect.flip(memberSignIn(account.email, "wrong password"))
        }
        yield* TestClock.adjust(10 * SECOND)
        yield* memberSignIn(account.email)
      }),
    ),
  )

  it.effect("an unknown e-mail is locked exactly as a known one, so the lock tells nothing", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { account } = yield* aMember()
        yield* failTimes(account.email, 5)
        yield* failTimes("nobody@example.com", 5)
        const known = yield* Effect.flip(memberSignIn(account.email, "wrong password"))
        const unknown = yield* Effect.flip(memberSignIn("nobody@example.com", "wrong password"))
        assert.deepStrictEqual(known, unknown)
      }),
    ),
  )

  it.effect(
    "50 failures from one address close it to every account for the hour; other addresses are not affected",
    () =>
      withAccounts(() =>
        Effect.gen(function* () {
          const { account } = yield* aMember()
          for (let n = 0; n < 50; n++) yield* failTimes(`guess-${n}@example.com`, 1, "198.51.100.9")
          const closed = yield* Effect.flip(memberSignIn(account.email, PASSWORD, "198.51.100.9"))
          assert.strictEqual(closed._tag, "SignInThrottled")
          yield* memberSignIn(account.email, PASSWORD, "203.0.113.7")
          yield* TestClock.adjust(60 * MINUTE)
          yield* memberSignIn(account.email, PASSWORD, "198.51.100.9")
        }),
      ),
  )
})
