import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { DEFAULT_STORE_SETTINGS } from "../site/defaults.ts"
import { StoreSettingsSchema } from "../site/model.ts"

describe("CHECKOUT-003 store settings", () => {
  it("CHECKOUT-003 store settings carry selectedCurrency (USD), expressCheckout and multipleQuantityAllowedForServices (true)", () => {
    expect(Schema.decodeUnknownSync(StoreSettingsSchema)(DEFAULT_STORE_SETTINGS)).toMatchObject({
      selectedCurrency: "USD",
      expressCheckout: false,
      storeSettings: { multipleQuantityAllowedForServices: true },
    })
  })

  it.each([
    { ...DEFAULT_STORE_SETTINGS, selectedCurrency: "XYZ" },
    { ...DEFAULT_STORE_SETTINGS, expressCheckout: "no" },
    { ...DEFAULT_STORE_SETTINGS, storeSettings: {} },
    { selectedCurrency: "USD" },
  ])("CHECKOUT-003 %j is refused", (settings) => {
    expect(Schema.decodeUnknownResult(StoreSettingsSchema)(settings)._tag).toBe("Failure")
  })
})
