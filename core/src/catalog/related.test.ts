import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { isSoldOut } from "./display.ts"
import { makeProduct, makeVariant } from "./fixtures.test-support.ts"
import type { Product } from "./model.ts"
import { ProductType } from "./product-type.ts"
import { RELATED_PRODUCTS_SHOWN, relatedProducts } from "./related.ts"

const { PHYSICAL, DIGITAL, SERVICE } = ProductType

// A catalogue of a few ids (so ids repeat and the page's product is often in it), each product of
// one of three types, in stock or not.
const productArb = fc
  .record({
    id: fc.constantFrom("a", "b", "c", "d", "e", "f", "g"),
    productType: fc.constantFrom(PHYSICAL, DIGITAL, SERVICE),
    inStock: fc.boolean(),
  })
  .map(({ id, productType, inStock }) =>
    makeProduct({ id, productType, variants: [makeVariant({ qtyInStock: inStock ? 3 : 0 })] }),
  )
const catalogueArb = fc.array(productArb, { maxLength: 12 })
const limitArb = fc.integer({ min: 0, max: 6 })

const ids = (products: readonly Product[]) => products.map((product) => product.id)
const addable = (product: Product, catalogue: readonly Product[]) => {
  const first = new Map<string, Product>()
  for (const candidate of catalogue) if (!first.has(candidate.id)) first.set(candidate.id, candidate)
  return [...first.values()].filter((candidate) => candidate.id !== product.id && !isSoldOut(candidate))
}

describe("relatedProducts", () => {
  it("never suggests the product itself, nor a product twice, nor a sold-out one", () => {
    fc.assert(
      fc.property(productArb, catalogueArb, limitArb, (product, catalogue, limit) => {
        const related = relatedProducts(product, catalogue, limit)
        expect(ids(related)).not.toContain(product.id)
        expect(new Set(ids(related)).size).toBe(related.length)
        expect(related.filter(isSoldOut)).toEqual([])
        for (const suggested of related) expect(catalogue).toContain(suggested)
      }),
    )
  })

  it("fills up to the limit whenever the catalogue has that many other addable products", () => {
    fc.assert(
      fc.property(productArb, catalogueArb, limitArb, (product, catalogue, limit) => {
        const related = relatedProducts(product, catalogue, limit)
        expect(related.length).toBe(Math.min(limit, addable(product, catalogue).length))
      }),
    )
  })

  it("puts every product of the page's type before any product of another type", () => {
    fc.assert(
      fc.property(productArb, catalogueArb, (product, catalogue) => {
        const related = relatedProducts(product, catalogue, catalogue.length)
        const types = related.map((suggested) => suggested.productType === product.productType)
        expect(types).toEqual([...types].sort((a, b) => Number(b) - Number(a)))
      }),
    )
  })

  it("shows four by default, starting after the product in catalogue order and wrapping round", () => {
    const catalogue = ["p1", "p2", "p3", "p4", "p5", "p6"].map((id) => makeProduct({ id }))
    const page = catalogue[3] as Product
    expect(RELATED_PRODUCTS_SHOWN).toBe(4)
    expect(ids(relatedProducts(page, catalogue))).toEqual(["p5", "p6", "p1", "p2"])
  })

  it("leaves out sold-out products and takes the other types after the page's own", () => {
    const soldOut = makeProduct({ id: "gone", variants: [makeVariant({ qtyInStock: 0 })] })
    const download = makeProduct({ id: "ebook", productType: DIGITAL })
    const mug = makeProduct({ id: "mug" })
    const page = makeProduct({ id: "shirt" })
    expect(ids(relatedProducts(page, [download, page, soldOut, mug]))).toEqual(["mug", "ebook"])
  })

  it("suggests nothing from an empty catalogue or one holding only the product", () => {
    const page = makeProduct({ id: "shirt" })
    expect(relatedProducts(page, [])).toEqual([])
    expect(relatedProducts(page, [page])).toEqual([])
  })
})
