import { assert, layer } from "@effect/vitest"
import { type StoreSettings, StoreSettingsRepository } from "@vitrine/core/site"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const found = (websiteId: string) => StoreSettingsRepository.use((settings) => settings.find(websiteId))
const saved = (websiteId: string, settings: StoreSettings) =>
  StoreSettingsRepository.use((repository) => repository.save(websiteId, settings))

const euros: StoreSettings = {
  selectedCurrency: "EUR",
  expressCheckout: true,
  storeSettings: { multipleQuantityAllowedForServices: false },
}

/**
 * The StoreSettingsRepository contract: each website's settings, saved whole and read back exactly.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`StoreSettingsRepository contract (${name})`, (it) => {
    it.effect("find returns none for a website whose merchant saved nothing", () =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* found(freshId())))
        assert.isTrue(Option.isNone(yield* found("")))
      }),
    )

    it.effect("CHECKOUT-003 save then find gives back every field exactly, for that website only", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, euros)
        assert.deepStrictEqual(yield* found(website), Option.some(euros))
        assert.isTrue(Option.isNone(yield* found(freshId())))
      }),
    )

    it.effect("CHECKOUT-003 a second save replaces the first, whichever fields changed", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, euros)
        const yen: StoreSettings = {
          selectedCurrency: "JPY",
          expressCheckout: false,
          storeSettings: { multipleQuantityAllowedForServices: true },
        }
        yield* saved(website, yen)
        assert.deepStrictEqual(yield* found(website), Option.some(yen))
      }),
    )
  })
