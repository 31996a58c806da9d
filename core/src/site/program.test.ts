import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { memoryLayer } from "../memory/index.ts"
import { DEFAULT_STORE_SETTINGS } from "./defaults.ts"
import { changeStoreCurrency, storeSettings } from "./program.ts"

describe("store settings programs", () => {
  it.effect("MONEY-003 CHECKOUT-003 a store nobody has configured has the default settings", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* storeSettings("site-1"), DEFAULT_STORE_SETTINGS)
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("CHECKOUT-003 changing the currency keeps the other settings, for that website only", () =>
    Effect.gen(function* () {
      const changed = yield* changeStoreCurrency("site-1", "JPY")
      assert.deepStrictEqual(changed, { ...DEFAULT_STORE_SETTINGS, selectedCurrency: "JPY" })
      assert.deepStrictEqual(yield* storeSettings("site-1"), changed)
      assert.deepStrictEqual(yield* storeSettings("site-2"), DEFAULT_STORE_SETTINGS)
      yield* changeStoreCurrency("site-1", "EUR")
      assert.strictEqual((yield* storeSettings("site-1")).selectedCurrency, "EUR")
    }).pipe(Effect.provide(memoryLayer())),
  )
})
