import { describe, expect, it } from "vitest"
import { isSoldOut } from "../../catalog/display.ts"
import { ProductType } from "../../catalog/product-type.ts"
import { arrayOf, isFlagSet, readProduct, readVariant, textMembers } from "./commerce-data.ts"

describe("TPL commerce plugins read a product from structuredContent", () => {
  it("DISPLAY-001 DISPLAY-002 the fields the display rules read", () => {
    const product = readProduct({
      productType: "3",
      variants: [
        { attributes: { Size: "M", Count: 2, Bad: {} }, onSale: true, qtyInStock: "4", unlimited: "true" },
      ],
      variantOptionOrdering: ["Size", 7],
      onSale: true,
      isSubscribable: "true",
      useCustomAddButtonText: true,
      customAddButtonText: "Book",
      scarcityEnabled: false,
    })
    expect(product).toEqual({
      productType: ProductType.SERVICE,
      variants: [{ attributes: { Size: "M", Count: "2" }, onSale: true, qtyInStock: 4, unlimited: true }],
      variantOptionOrdering: ["Size", "7"],
      onSale: true,
      isSubscribable: true,
      useCustomAddButtonText: true,
      customAddButtonText: "Book",
      scarcityEnabled: false,
    })
  })

  it.each([
    ["missing", undefined],
    ["null", null],
    ["a string", "product"],
    ["an array", [1, 2]],
    ["a number", 4],
  ])(
    "DISPLAY-003 structuredContent that is %s reads as a physical product without stock: sold out",
    (_, content) => {
      const product = readProduct(content)
      expect(product.productType).toBe(ProductType.PHYSICAL)
      expect(product.variants).toEqual([])
      expect(isSoldOut(product)).toBe(true)
    },
  )

  it.each([[-1], [0], [6], ["x"], [1.5], [null], [{}]])(
    "DISPLAY-003 an unknown product type %j reads as physical (its stock decides)",
    (productType) => {
      expect(readProduct({ productType }).productType).toBe(ProductType.PHYSICAL)
    },
  )

  it.each([
    [{}, 0],
    [{ qtyInStock: "abc" }, 0],
    [{ qtyInStock: 2.7 }, 2],
    [{ qtyInStock: [] }, 0],
    [{ qtyInStock: Number.POSITIVE_INFINITY }, 0],
  ])("DISPLAY-002 variant %j has %i in stock", (variant, qty) => {
    expect(readVariant(variant).qtyInStock).toBe(qty)
  })

  it("DISPLAY-002 variants and orderings that are not lists read as empty", () => {
    expect(readProduct({ variants: { a: 1 }, variantOptionOrdering: "Size" })).toMatchObject({
      variants: [],
      variantOptionOrdering: [],
    })
  })

  it.each([
    [true, true],
    ["true", true],
    [false, false],
    ["false", false],
    [1, false],
    ["yes", false],
    [undefined, false],
  ])("DISPLAY-001 the flag %j reads as %s", (value, set) => {
    expect(isFlagSet(value)).toBe(set)
  })

  it("TPL textMembers and arrayOf never throw on odd input", () => {
    expect(textMembers(null)).toEqual({})
    expect(textMembers(["a"])).toEqual({})
    expect(textMembers({ a: null, b: true })).toEqual({ b: "true" })
    expect(arrayOf("abc")).toEqual([])
  })
})
