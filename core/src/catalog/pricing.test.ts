import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { compareMoney } from "../money/arithmetic.ts"
import { type Money, moneyFromMinor } from "../money/rules.ts"
import { makeProduct, makeVariant } from "./fixtures.test-support.ts"
import {
  hasVariedPrices,
  highestPrice,
  lowestPrice,
  lowestSalePrice,
  type PricePoint,
  priceDisplay,
  pricePoints,
  sellingPrice,
  subscriptionPricePoints,
} from "./pricing.ts"
import { ProductType } from "./product-type.ts"

const usd = (minor: number): Money => moneyFromMinor(minor, "USD")
const regular = (minor: number): PricePoint => ({ onSale: false, priceMoney: usd(minor) })
const sale = (minor: number, was: number): PricePoint => ({
  onSale: true,
  priceMoney: usd(was),
  salePriceMoney: usd(minor),
})

describe("the price a variant sells at", () => {
  it.each<[string, PricePoint, Money | undefined]>([
    ["not on sale", { onSale: false, priceMoney: usd(100), salePriceMoney: usd(50) }, usd(100)],
    ["on sale", sale(50, 100), usd(50)],
    ["on sale without a sale price", { onSale: true, priceMoney: usd(100) }, usd(100)],
    ["with no price at all", { onSale: false }, undefined],
  ])("a point %s sells at its price or sale price", (_, point, price) => {
    expect(sellingPrice(point)).toEqual(price)
  })

  it("a catalogue variant is a price point", () => {
    const variant = makeVariant({ onSale: true })
    expect(sellingPrice(variant)).toEqual(variant.salePriceMoney)
  })
})

describe("DISPLAY-005 which points price a product", () => {
  const variants = [sale(50, 100), regular(200)]
  const product = (productType: number, extra: Partial<PricePoint> = {}) => ({
    productType,
    onSale: false,
    variants,
    ...extra,
  })

  it("DISPLAY-005 physical and service products are priced by their variants", () => {
    expect(pricePoints(product(ProductType.PHYSICAL))).toBe(variants)
    expect(pricePoints(product(ProductType.SERVICE))).toBe(variants)
  })

  it("DISPLAY-005 gift cards are priced by their variants but never on sale", () => {
    expect(pricePoints(product(ProductType.GIFT_CARD)).map((point) => point.onSale)).toEqual([false, false])
  })

  it("DISPLAY-005 a digital product is priced by its own price and flag", () => {
    const ebook = product(ProductType.DIGITAL, {
      onSale: true,
      priceMoney: usd(900),
      salePriceMoney: usd(500),
    })
    expect(pricePoints(ebook)).toEqual([{ onSale: true, priceMoney: usd(900), salePriceMoney: usd(500) }])
  })

  it("DISPLAY-005 a digital catalogue product without its own price is priced by its variants, under its flag", () => {
    const ebook = makeProduct({
      productType: ProductType.DIGITAL,
      onSale: false,
      variants: [makeVariant({ onSale: true })],
    })
    expect(pricePoints(ebook).map((point) => point.onSale)).toEqual([false])
  })

  it.each([ProductType.PAYWALL, -1, Number.NaN])("type %s has no price a page shows", (type) => {
    expect(pricePoints(product(type))).toEqual([])
  })
})

describe("lowest, highest and sale prices", () => {
  it("the lowest selling, highest regular and lowest sale price", () => {
    const points = [regular(100), sale(10, 300), regular(75), sale(50, 60)]
    expect(lowestPrice(points)).toEqual(usd(10))
    expect(highestPrice(points)).toEqual(usd(300))
    expect(lowestSalePrice(points)).toEqual(usd(10))
  })

  it("empty variants and missing prices give no price", () => {
    for (const points of [[], [{ onSale: false }], [{ onSale: true }]]) {
      expect(lowestPrice(points)).toBeUndefined()
      expect(highestPrice(points)).toBeUndefined()
      expect(lowestSalePrice(points)).toBeUndefined()
      expect(hasVariedPrices(points)).toBe(false)
      expect(priceDisplay(points)).toEqual({ kind: "none" })
    }
  })

  it("nothing on sale has no sale price, whatever the sale fields say", () => {
    expect(
      lowestSalePrice([{ onSale: false, priceMoney: usd(100), salePriceMoney: usd(10) }]),
    ).toBeUndefined()
  })

  it("a price in another currency than the first is left out, never compared", () => {
    const points = [regular(500), { onSale: false, priceMoney: moneyFromMinor(1, "EUR") }]
    expect(lowestPrice(points)).toEqual(usd(500))
    expect(hasVariedPrices(points)).toBe(false)
  })
})

describe("how a price reads", () => {
  it.each<[string, readonly PricePoint[], ReturnType<typeof priceDisplay>]>([
    ["one price", [regular(200)], { kind: "single", price: usd(200) }],
    ["the same price twice", [regular(200), regular(200)], { kind: "single", price: usd(200) }],
    ["a sale", [sale(50, 100)], { kind: "sale", price: usd(50), original: usd(100) }],
    [
      "a sale with no original",
      [{ onSale: true, salePriceMoney: usd(50) }],
      { kind: "single", price: usd(50) },
    ],
    ["varied prices", [regular(100), regular(200)], { kind: "from", price: usd(100) }],
    ["a sale making prices vary", [regular(100), sale(50, 200)], { kind: "from", price: usd(50) }],
  ])("%s", (_, points, display) => {
    expect(priceDisplay(points)).toEqual(display)
  })

  it("property: 'from' exactly when prices vary, always at the lowest", () => {
    const point = fc.record({ onSale: fc.boolean(), price: fc.nat(1000), salePrice: fc.nat(1000) })
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 6 }), (raw) => {
        const points = raw.map((p) => ({
          onSale: p.onSale,
          priceMoney: usd(p.price),
          salePriceMoney: usd(p.salePrice),
        }))
        const display = priceDisplay(points)
        expect(display.kind === "from").toBe(hasVariedPrices(points))
        const lowest = lowestPrice(points) as Money
        if (display.kind !== "none") expect(compareMoney(display.price, lowest)).toBe(0)
        for (const p of points)
          expect(compareMoney(sellingPrice(p) as Money, lowest)).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe("subscription price points", () => {
  it("each variant's first pricing option prices the subscription; variants without options add none", () => {
    const weekly = regular(950)
    const monthly = regular(500)
    const product = { variants: [{ pricingOptions: [weekly, monthly] }, { pricingOptions: [] }, {}] }
    expect(subscriptionPricePoints(product)).toEqual([weekly])
  })
})
