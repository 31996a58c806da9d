import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { moneyFromMinor } from "../money/rules.ts"
import {
  currentPrice,
  isSoldOut,
  isVariantInStock,
  LABELS,
  selectPrompt,
  tracksStock,
  variantImage,
} from "./display.ts"
import { makeProduct, makeVariant } from "./fixtures.test-support.ts"
import type { Variant } from "./model.ts"
import { ProductType } from "./product-type.ts"
import { displayState, isOnSale, STATUS_LABEL } from "./status-label.ts"

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType
const out = (overrides: Partial<Variant> = {}) =>
  makeVariant({ qtyInStock: 0, unlimited: false, ...overrides })

describe("DISPLAY-003 / DISPLAY-004 sold out", () => {
  it.each([
    ["every variant at zero", [out(), out()], true],
    ["the only variant at zero", [out()], true],
    ["one variant in stock", [out(), makeVariant({ qtyInStock: 1 })], false],
    ["one variant unlimited at zero", [out(), out({ unlimited: true })], false],
    ["negative stock counts as none", [out({ qtyInStock: -3 })], true],
    ["no variants at all", [], true],
  ])("DISPLAY-003 a physical product with %s: sold out = %s", (_, variants, soldOut) => {
    expect(isSoldOut(makeProduct({ productType: PHYSICAL, variants }))).toBe(soldOut)
    expect(isSoldOut(makeProduct({ productType: SERVICE, variants }))).toBe(soldOut)
  })

  it.each([DIGITAL, GIFT_CARD])(
    "DISPLAY-004 product type %s is never sold out, even with no stock",
    (productType) => {
      expect(isSoldOut(makeProduct({ productType, variants: [out(), out()] }))).toBe(false)
      expect(isSoldOut(makeProduct({ productType, variants: [] }))).toBe(false)
    },
  )

  it.each([
    [PHYSICAL, true],
    [SERVICE, true],
    [DIGITAL, false],
    [GIFT_CARD, false],
    [PAYWALL, false],
  ])("DISPLAY-003 product type %s tracks stock: %s", (productType, tracked) => {
    expect(tracksStock(makeProduct({ productType }))).toBe(tracked)
  })

  it.each([
    [{ qtyInStock: 1, unlimited: false }, true],
    [{ qtyInStock: 0, unlimited: false }, false],
    [{ qtyInStock: 0, unlimited: true }, true],
    [{ qtyInStock: -1, unlimited: false }, false],
  ])("DISPLAY-003 a variant with %j is in stock: %s", (stock, inStock) => {
    expect(isVariantInStock(makeVariant(stock))).toBe(inStock)
  })
})

describe("DISPLAY-005 on sale", () => {
  it.each([
    [PHYSICAL, [makeVariant(), makeVariant({ onSale: true })], false, true],
    [PHYSICAL, [makeVariant(), makeVariant()], true, false],
    [SERVICE, [makeVariant({ onSale: true })], false, true],
    [SERVICE, [makeVariant()], false, false],
    [DIGITAL, [makeVariant()], true, true],
    [DIGITAL, [makeVariant({ onSale: true })], false, false],
    [GIFT_CARD, [makeVariant({ onSale: true })], true, false],
  ])(
    "DISPLAY-005 type %s, variants %#, product flag %s: on sale = %s",
    (productType, variants, onSale, sale) => {
      expect(isOnSale(makeProduct({ productType, variants, onSale }))).toBe(sale)
    },
  )
})

describe("DISPLAY-006 / DISPLAY-007 display state and labels", () => {
  it.each([
    ["sold out and on sale", PHYSICAL, [out({ onSale: true })], "sold-out"],
    ["on sale", PHYSICAL, [makeVariant({ onSale: true })], "sale"],
    ["neither", PHYSICAL, [makeVariant()], "none"],
    ["sold-out service", SERVICE, [out()], "sold-out"],
    ["digital without stock", DIGITAL, [out()], "none"],
  ] as const)("DISPLAY-006 %s shows %s", (_, productType, variants, state) => {
    expect(displayState(makeProduct({ productType, variants: [...variants] }))).toBe(state)
  })

  it("DISPLAY-006 sold out wins over sale for every product", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL),
        fc.array(
          fc.record({
            qtyInStock: fc.integer({ min: -2, max: 3 }),
            unlimited: fc.boolean(),
            onSale: fc.boolean(),
          }),
        ),
        fc.boolean(),
        (productType, stock, onSale) => {
          const product = makeProduct({ productType, onSale, variants: stock.map((s) => makeVariant(s)) })
          const state = displayState(product)
          expect(state).toBe(isSoldOut(product) ? "sold-out" : isOnSale(product) ? "sale" : "none")
        },
      ),
    )
  })

  it("DISPLAY-007 status labels read 'sold out' and 'sale'", () => {
    expect(STATUS_LABEL).toEqual({ "sold-out": "sold out", sale: "sale" })
  })
})

describe("DISPLAY-008 to DISPLAY-010 labels", () => {
  it("DISPLAY-008 the quick view label is 'Quick View'", () => {
    expect(LABELS.quickView).toBe("Quick View")
  })

  it("DISPLAY-009 the quantity label is 'Quantity'", () => {
    expect(LABELS.quantity).toBe("Quantity")
  })

  it.each([
    ["Size", "Select Size"],
    ["Colour", "Select Colour"],
    [undefined, "Select Value"],
    ["", "Select Value"],
  ])("DISPLAY-010 the select text for %j is %j", (name, text) => {
    expect(selectPrompt(name)).toBe(text)
  })

  it.each([
    ["Size", "Choisir {variantName}", "Choisir Size"],
    ["Size", "{variantName} / {variantName}", "Size / Size"],
    ["Size", "Get foobar", "Get foobar"],
    [undefined, "Choisir {variantName}", "Select Value"],
  ])("DISPLAY-010 the select text for %j in the store's wording %j is %j", (name, wording, text) => {
    expect(selectPrompt(name, wording)).toBe(text)
  })

  it("DISPLAY-003 DISPLAY-005 the rules take partial data: stock and sale flags are enough", () => {
    const variant = (qtyInStock: number) => ({ qtyInStock, unlimited: false, onSale: true })
    expect(displayState({ productType: PHYSICAL, onSale: false, variants: [variant(0)] })).toBe("sold-out")
    expect(displayState({ productType: PHYSICAL, onSale: false, variants: [variant(1)] })).toBe("sale")
  })
})

describe("prices and images", () => {
  it.each([
    [false, "1000"],
    [true, "800"],
  ])("a variant on sale = %s sells at %s", (onSale, value) => {
    expect(
      currentPrice(
        makeVariant({ onSale, priceMoney: moneyFromMinor(1000), salePriceMoney: moneyFromMinor(800) }),
      ).value,
    ).toBe(value)
  })

  const images = [
    { id: "a", url: "/a.jpg", altText: "" },
    { id: "b", url: "/b.jpg", altText: "" },
  ]
  it.each([
    ["b", "/b.jpg"],
    [null, "/a.jpg"],
    ["missing", "/a.jpg"],
  ])("DISPLAY-012 a variant whose main image is %j shows %s", (mainImageId, url) => {
    expect(variantImage(makeProduct({ images }), makeVariant({ mainImageId }))?.url).toBe(url)
  })

  it("DISPLAY-012 a product without images shows none", () => {
    expect(variantImage(makeProduct({ images: [] }), undefined)).toBeUndefined()
  })
})
