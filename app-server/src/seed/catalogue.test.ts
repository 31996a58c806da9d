import {
  displayState,
  isOnSale,
  isSoldOut,
  optionNames,
  ProductSchema,
  ProductType,
} from "@vitrine/core/catalog"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { demoCatalogue, demoImages } from "./catalogue.ts"
import { productSvg } from "./images.ts"

const bySlug = (slug: string) => {
  const product = demoCatalogue.find((candidate) => candidate.urlSlug === slug)
  if (!product) throw new Error(`No demo product ${slug}`)
  return product
}

describe("the demo catalogue", () => {
  it("has at least 12 valid products with unique ids, slugs and SKUs (DISPLAY-001, DISPLAY-002)", () => {
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(12)
    for (const product of demoCatalogue) Schema.decodeUnknownSync(ProductSchema)(product)
    const skus = demoCatalogue.flatMap((product) => product.variants.map((variant) => variant.sku))
    expect(new Set(skus).size).toBe(skus.length)
    expect(new Set(demoCatalogue.map((product) => product.urlSlug)).size).toBe(demoCatalogue.length)
  })

  it("covers the five product types", () => {
    const types = new Set(demoCatalogue.map((product) => product.productType))
    expect(types).toEqual(new Set(Object.values(ProductType)))
  })

  it("has products with no option, and with one, two and three option axes", () => {
    const axes = new Set(demoCatalogue.map((product) => optionNames(product).length))
    expect([...axes].sort()).toEqual([0, 1, 2, 3])
  })

  it("has a sold-out product and products on sale", () => {
    expect(demoCatalogue.filter(isSoldOut).map((product) => product.urlSlug)).toEqual(["merino-beanie"])
    expect(demoCatalogue.filter(isOnSale).map((product) => product.urlSlug)).toEqual([
      "pour-over-set",
      "sourdough-field-guide",
    ])
    expect(displayState(bySlug("pour-over-set"))).toBe("sale")
  })

  it("has unlimited stock, a subscribable product with a monthly plan and a gift card with denominations", () => {
    expect(bySlug("canvas-tote").variants[0]?.unlimited).toBe(true)
    expect(bySlug("coffee-subscription")).toMatchObject({
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 },
    })
    const gift = bySlug("gift-card")
    expect(gift.productType).toBe(ProductType.GIFT_CARD)
    expect(gift.variants.map((variant) => variant.priceMoney.value)).toEqual(["2500", "5000", "10000"])
  })

  it("draws an SVG for every image a product or variant points at", () => {
    for (const product of demoCatalogue) {
      for (const image of product.images) {
        const spec = demoImages.get(image.id)
        expect(spec, image.id).toBeDefined()
        expect(image.url).toBe(`/images/products/${image.id}.svg`)
      }
      for (const variant of product.variants) {
        if (variant.mainImageId)
          expect(product.images.map((image) => image.id)).toContain(variant.mainImageId)
      }
    }
    const svg = productSvg({ title: "Tom & Jerry's <Mug>", background: "#ffffff", accent: "#000000" })
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).not.toContain("<Mug>")
    expect(svg).toContain(">TJ<")
  })
})
