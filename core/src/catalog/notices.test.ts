import { describe, expect, it } from "@effect/vitest"
import { DEFAULT_STORE_SETTINGS } from "../site/defaults.ts"
import { showsQuantityInput } from "./add-button.ts"
import { showsRestockForm, showsScarcity } from "./display.ts"
import { makeOptionProduct, makeProduct, makeVariant } from "./fixtures.test-support.ts"
import { ProductSchema, VariantSchema } from "./model.ts"
import { optionNames } from "./options.ts"
import { ProductType } from "./product-type.ts"

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD } = ProductType
const limited = (qtyInStock: number) => makeVariant({ qtyInStock, unlimited: false })

describe("DISPLAY-011 scarcity", () => {
  it.each([
    ["enabled, limited stock left", true, PHYSICAL, [limited(3)], true],
    ["enabled, a service with limited stock", true, SERVICE, [limited(1)], true],
    ["not enabled", false, PHYSICAL, [limited(3)], false],
    ["enabled but sold out", true, PHYSICAL, [limited(0)], false],
    ["enabled but unlimited", true, PHYSICAL, [makeVariant({ unlimited: true, qtyInStock: 0 })], false],
    ["enabled on a digital product", true, DIGITAL, [limited(3)], false],
    ["enabled on a gift card", true, GIFT_CARD, [limited(3)], false],
  ])("DISPLAY-011 %s: shown = %s", (_, scarcityEnabled, productType, variants, shown) => {
    expect(showsScarcity(makeProduct({ scarcityEnabled, productType, variants }))).toBe(shown)
  })

  it("DISPLAY-011 the chosen variant decides once there is one", () => {
    const low = limited(2)
    const gone = limited(0)
    const product = makeProduct({ scarcityEnabled: true, variants: [low, gone] })
    expect(showsScarcity(product)).toBe(true)
    expect(showsScarcity(product, low)).toBe(true)
    expect(showsScarcity(product, gone)).toBe(false)
    expect(showsScarcity({ ...product, scarcityEnabled: false }, low)).toBe(false)
  })
})

describe("RESTOCK-001 restock form visibility", () => {
  const soldOut = makeProduct({ variants: [limited(0), limited(0)] })
  const mixed = makeProduct({ variants: [limited(0), limited(4)] })

  it.each([
    ["a sold-out product, nothing chosen", soldOut, undefined, false, true],
    ["a sold-out product, nothing chosen, hidden by default", soldOut, undefined, true, false],
    ["a product with stock, nothing chosen", mixed, undefined, false, false],
    ["a sold-out variant chosen, hidden by default", mixed, mixed.variants[0], true, true],
    ["an in-stock variant chosen", mixed, mixed.variants[1], false, false],
  ])("RESTOCK-001 %s: shown = %s", (_, product, variant, hiddenByDefault, shown) => {
    expect(showsRestockForm(product, variant, { hiddenByDefault })).toBe(shown)
  })

  it.each([DIGITAL, GIFT_CARD])("never for product type %s, which cannot sell out", (productType) => {
    const product = makeProduct({ productType, variants: [limited(0)] })
    expect(showsRestockForm(product, undefined, { hiddenByDefault: false })).toBe(false)
    expect(showsRestockForm(product, product.variants[0], { hiddenByDefault: false })).toBe(false)
  })
})

describe("DISPLAY-001 / DISPLAY-017 product fields and store defaults", () => {
  it("DISPLAY-001 a product carries the spec's display fields", () => {
    for (const field of [
      "productType",
      "variants",
      "onSale",
      "isSubscribable",
      "subscriptionPlan",
      "variantOptionOrdering",
      "additionalFieldsFormId",
      "useCustomAddButtonText",
      "customAddButtonText",
    ]) {
      expect(Object.keys(ProductSchema.fields)).toContain(field)
    }
    for (const field of [
      "sku",
      "priceMoney",
      "salePriceMoney",
      "onSale",
      "qtyInStock",
      "unlimited",
      "attributes",
    ]) {
      expect(Object.keys(VariantSchema.fields)).toContain(field)
    }
  })

  it("variantOptionOrdering orders the selects, and a repeated name gives one select", () => {
    const tee = makeOptionProduct({ Size: ["S", "M"], Colour: ["Red"] })
    expect(optionNames({ ...tee, variantOptionOrdering: ["Colour", "Size"] })).toEqual(["Colour", "Size"])
    expect(optionNames({ ...tee, variantOptionOrdering: ["Size", "Colour", "Size"] })).toEqual([
      "Size",
      "Colour",
    ])
  })

  it("DISPLAY-017 multipleQuantityAllowedForServices defaults to true, so a service shows a quantity input", () => {
    expect(DEFAULT_STORE_SETTINGS.storeSettings.multipleQuantityAllowedForServices).toBe(true)
    const service = makeProduct({ productType: SERVICE, variants: [limited(5)] })
    expect(showsQuantityInput(service, DEFAULT_STORE_SETTINGS.storeSettings)).toBe(true)
  })
})
