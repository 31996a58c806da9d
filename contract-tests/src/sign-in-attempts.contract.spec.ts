import { assert, layer } from "@effect/vitest"
import { SignInAttempts } from "@vitrine/core/account"
import { Effect } from "effect"
import type { MakeAccountLayer } from "./setup/accounts.ts"
import { freshId } from "./setup/fixtures.ts"
import type { SuiteOptions } from "./setup/suite.ts"

const WINDOW = 60_000
const T = Date.UTC(2025, 2, 14, 9, 26, 53, 589)
const record = (key: string, at: number) =>
  SignInAttempts.use((attempts) => attempts.recordFailure(key, at, WINDOW))
const failuresOf = (...keys: string[]) => SignInAttempts.use((attempts) => attempts.failures(keys))

/**
 * The SignInAttempts contract: failures counted per key, atomically, starting over once the window
 * of the first has passed; cleared, and swept.
 *
 * @example
 * suite("memory", memoryAccountPorts)
 */
export const suite = (name: string, makeLayer: MakeAccountLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`SignInAttempts contract (${name})`, (it) => {
    it.effect("counts failures per key, from the first failure's time to the last's", () =>
      Effect.gen(function* () {
        const [key, other] = [`account:${freshId()}`, `address:${freshId()}`]
        assert.deepStrictEqual(yield* record(key, T), { count: 1, firstAt: T, lastAt: T })
        assert.deepStrictEqual(yield* record(key, T + 5), { count: 2, firstAt: T, lastAt: T + 5 })
        yield* record(other, T + 7)
        const found = yield* failuresOf(key, other, `account:${freshId()}`)
        assert.deepStrictEqual(
          [...found.entries()].sort(),
          [
            [key, { count: 2, firstAt: T, lastAt: T + 5 }],
            [other, { count: 1, firstAt: T + 7, lastAt: T + 7 }],
          ].sort(),
        )
      }),
    )

    it.effect("starts over from 1 once the window since the first failure has passed", () =>
      Effect.gen(function* () {
        const key = freshId()
        yield* record(key, T)
        yield* record(key, T + WINDOW - 1)
        assert.deepStrictEqual(yield* record(key, T + WINDOW), {
          count: 1,
          firstAt: T + WINDOW,
          lastAt: T + WINDOW,
        })
      }),
    )

    it.effect("failures at the same moment each count", () =>
      Effect.gen(function* () {
        const key = freshId()
        yield* Effect.all(
          Array.from({ length: 20 }, () => record(key, T)),
          { concurrency: "unbounded" },
        )
        assert.strictEqual((yield* failuresOf(key)).get(key)?.count, 20)
      }),
    )

    it.effect("clear forgets one key and is idempotent", () =>
      Effect.gen(function* () {
        const [key, other] = [freshId(), freshId()]
        yield* record(key, T)
        yield* record(other, T)
        yield* SignInAttempts.use((attempts) => attempts.clear(key))
        yield* SignInAttempts.use((attempts) => attempts.clear(key))
        const found = yield* failuresOf(key, other)
        assert.isFalse(found.has(key))
        assert.isTrue(found.has(other))
      }),
    )

    it.effect("sweep forgets the counts that began before the time given", () =>
      Effect.gen(function* () {
        const past = Date.UTC(2001, 0, 1)
        const [old, recent] = [freshId(), freshId()]
        yield* record(old, past)
        yield* record(recent, past + 10)
        const swept = yield* SignInAttempts.use((attempts) => attempts.sweep(past + 10))
        if (options.sharedDatabase === true) assert.isAtLeast(swept, 1)
        else assert.strictEqual(swept, 1)
        const found = yield* failuresOf(old, recent)
        assert.deepStrictEqual([...found.keys()], [recent])
      }),
    )
  })
