import { assert, layer } from "@effect/vitest"
import { SpentTokens } from "@vitrine/core/botcheck"
import { Effect, type Layer } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { SuiteOptions } from "./setup/suite.ts"

/** Makes a SpentTokens adapter's layer; each call a separate instance. */
export type MakeSpentTokensLayer = () => Layer.Layer<SpentTokens>

const spend = (id: string, now: number, expiresAt: number) =>
  SpentTokens.use((tokens) => tokens.spend(id, { now, expiresAt }))

/**
 * The SpentTokens contract: a token id is spent once until its record expires, atomically.
 *
 * @example
 * suite("memory", memorySpentTokens)
 */
export const suite = (name: string, makeLayer: MakeSpentTokensLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`SpentTokens contract (${name})`, (it) => {
    it.effect("a token is spent the first time only, while its record lasts", () =>
      Effect.gen(function* () {
        const id = freshId()
        assert.isTrue(yield* spend(id, 1000, 5000))
        assert.isFalse(yield* spend(id, 1001, 9000))
        assert.isFalse(yield* spend(id, 4999, 9000))
        assert.isTrue(yield* spend(freshId(), 1001, 5000), "another token is its own")
      }),
    )

    it.effect("once its record has expired, the id reads as unspent again", () =>
      Effect.gen(function* () {
        const id = freshId()
        assert.isTrue(yield* spend(id, 1000, 5000))
        assert.isTrue(yield* spend(id, 5000, 9000))
        assert.isFalse(yield* spend(id, 5001, 9000))
      }),
    )

    it.effect("of concurrent spends of one id exactly one is first", () =>
      Effect.gen(function* () {
        const id = freshId()
        const firsts = yield* Effect.all(
          Array.from({ length: 8 }, () => spend(id, 1, 10_000)),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(
          firsts.filter(Boolean).length,
          1,
          options.severalConnections ? "on several connections" : "",
        )
      }),
    )

    it.effect("sweeping expired records never loses a live one", () =>
      Effect.gen(function* () {
        const live = freshId()
        assert.isTrue(yield* spend(live, 0, 1_000_000))
        for (let i = 0; i < 150; i++) yield* spend(freshId(), 0, 10)
        yield* spend(freshId(), 500, 1_000_000)
        assert.isFalse(yield* spend(live, 600, 1_000_000))
      }),
    )
  })
