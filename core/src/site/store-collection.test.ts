import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { SITE_LIMITS } from "./limits.ts"
import { mergeCategories, removeCategory, storePageShown, subtree } from "./store-categories.ts"
import {
  addCategory,
  type CollectionResult,
  EMPTY_COLLECTION,
  orderableItemCount,
  renameCategory,
  STORE_COLLECTION_MESSAGE,
  type StoreCategory,
  type StoreCollection,
  setCategoryProducts,
  setProducts,
} from "./store-collection.ts"
import { TAG_MESSAGE } from "./tags.ts"

const ids = (count: number, prefix = "p") => Array.from({ length: count }, (_, i) => `${prefix}${i}`)
const category = (id: string, parentId: string | null = null, productIds: string[] = []): StoreCategory => ({
  id,
  name: id,
  parentId,
  productIds,
})
const ok = (result: CollectionResult): StoreCollection => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.collection
}
const anyProduct = () => true

// Random trees: each category's parent is an earlier one or the root.
const trees = fc
  .array(fc.tuple(fc.nat(), fc.subarray(["a", "b", "c", "d"])), { minLength: 2, maxLength: 12 })
  .map(
    (shape): StoreCollection => ({
      productIds: ["a", "b", "c", "d"],
      categories: shape.map(([parent, productIds], i) =>
        category(`c${i}`, i === 0 || parent % (i + 1) === i ? null : `c${parent % i}`, productIds),
      ),
    }),
  )

describe("a store page's products", () => {
  it("CONST-006 property: up to 200 distinct products are kept in the order given, more are refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 260 }), fc.integer(), (count, seed) => {
        const order = ids(count).sort((a, b) => ((a.length * seed) % 7) - ((b.length * seed) % 7))
        const result = setProducts(EMPTY_COLLECTION, order, anyProduct)
        if (count <= SITE_LIMITS.maxProductsPerCollection) expect(ok(result).productIds).toEqual(order)
        else
          expect(result).toEqual({
            ok: false,
            errors: { productIds: STORE_COLLECTION_MESSAGE.tooManyProducts },
          })
      }),
    )
  })

  it("CONST-005 property: products and top-level categories together are at most 250", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 120 }), (products, tops) => {
        const collection = { productIds: [], categories: ids(tops, "c").map((id) => category(id)) }
        const result = setProducts(collection, ids(products), anyProduct)
        expect(result.ok).toBe(products + tops <= SITE_LIMITS.maxOrderableCollectionItems)
        if (!result.ok) expect(result.errors).toEqual({ productIds: STORE_COLLECTION_MESSAGE.tooManyItems })
      }),
    )
  })

  it("CONST-005 a top-level category is refused once the page orders 250 items; a nested one is not", () => {
    const full = ok(setProducts(EMPTY_COLLECTION, ids(200), anyProduct))
    const fifty = ids(50, "c").reduce((collection, id) => ok(addCategory(collection, id, id, null)), full)
    expect(orderableItemCount(fifty)).toBe(250)
    expect(addCategory(fifty, "x", "More", null)).toEqual({
      ok: false,
      errors: { parentId: STORE_COLLECTION_MESSAGE.tooManyItems },
    })
    expect(ok(addCategory(fifty, "x", "Nested", "c0")).categories).toHaveLength(51)
  })

  it("duplicates and products outside the catalogue are refused; categories drop products no longer listed", () => {
    expect(setProducts(EMPTY_COLLECTION, ["a", "a"], anyProduct)).toEqual({
      ok: false,
      errors: { productIds: STORE_COLLECTION_MESSAGE.duplicateProduct },
    })
    expect(setProducts(EMPTY_COLLECTION, ["a", "z"], (id) => id !== "z")).toEqual({
      ok: false,
      errors: { productIds: STORE_COLLECTION_MESSAGE.unknownProduct },
    })
    const collection = { productIds: ["a", "b"], categories: [category("c", null, ["a", "b"])] }
    expect(ok(setProducts(collection, ["b"], anyProduct)).categories[0]?.productIds).toEqual(["b"])
  })
})

describe("a store page's categories", () => {
  it("CONST-008 at most 10000 categories under the root", () => {
    const categories = [
      category("top"),
      ...ids(SITE_LIMITS.maxNestedCategories - 1, "c").map((id) => category(id, "top")),
    ]
    const full = { productIds: [], categories }
    expect(addCategory(full, "x", "One more", "top")).toEqual({
      ok: false,
      errors: { parentId: STORE_COLLECTION_MESSAGE.tooManyCategories },
    })
    expect(addCategory({ ...full, categories: categories.slice(1) }, "x", "One more", null).ok).toBe(true)
  })

  it.each([
    ["", TAG_MESSAGE.empty("category")],
    ["x".repeat(26), TAG_MESSAGE.tooLong("category")],
    ["SHIRTS", TAG_MESSAGE.alreadyExists("category")],
  ])("a name %j is refused by field", (name, message) => {
    const collection = { productIds: [], categories: [{ ...category("c"), name: "Shirts" }] }
    expect(addCategory(collection, "x", name, null)).toEqual({ ok: false, errors: { name: message } })
  })

  it("a category under no category of the page, or renaming one that is not there, is refused", () => {
    expect(addCategory(EMPTY_COLLECTION, "x", "Tops", "nope")).toEqual({
      ok: false,
      errors: { parentId: STORE_COLLECTION_MESSAGE.noCategory },
    })
    expect(renameCategory(EMPTY_COLLECTION, "nope", "Tops")).toEqual({
      ok: false,
      errors: { categoryId: STORE_COLLECTION_MESSAGE.noCategory },
    })
  })

  it("a rename keeps its own name in another case and trims it", () => {
    const collection = { productIds: [], categories: [{ ...category("c"), name: "Shirts" }] }
    expect(ok(renameCategory(collection, "c", " SHIRTS ")).categories[0]?.name).toBe("SHIRTS")
  })

  it("a category lists products of its page only, each once", () => {
    const collection = { productIds: ["a"], categories: [category("c")] }
    expect(setCategoryProducts(collection, "c", ["b"])).toEqual({
      ok: false,
      errors: { productIds: STORE_COLLECTION_MESSAGE.notOnPage },
    })
    expect(ok(setCategoryProducts(collection, "c", ["a"])).categories[0]?.productIds).toEqual(["a"])
  })

  it("removing a category removes its subcategories; the products stay", () => {
    const collection = {
      productIds: ["a"],
      categories: [category("t", null, ["a"]), category("n", "t"), category("d", "n"), category("o")],
    }
    const removed = ok(removeCategory(collection, "t"))
    expect(removed.categories.map((kept) => kept.id)).toEqual(["o"])
    expect(removed.productIds).toEqual(["a"])
  })

  it("merging moves products and subcategories to the kept one and removes the merged one", () => {
    const collection = {
      productIds: ["a", "b", "c"],
      categories: [
        category("tees", null, ["a", "b"]),
        category("v", "tees"),
        category("shirts", null, ["b", "c"]),
      ],
    }
    const merged = ok(mergeCategories(collection, "tees", "shirts"))
    expect(merged.categories).toEqual([category("v", "shirts"), category("shirts", null, ["b", "c", "a"])])
    expect(mergeCategories(collection, "tees", "tees")).toEqual({
      ok: false,
      errors: { intoId: STORE_COLLECTION_MESSAGE.sameCategory },
    })
  })

  it("property: a merge leaves one category fewer, no top-level one more, every parent present, no product lost", () => {
    fc.assert(
      fc.property(trees, fc.nat(), fc.nat(), (collection, from, to) => {
        const n = collection.categories.length
        const id = `c${from % n}`
        const intoId = `c${to % n}`
        const result = mergeCategories(collection, id, intoId)
        if (id === intoId) {
          expect(result.ok).toBe(false)
          return
        }
        const merged = ok(result)
        expect(merged.categories).toHaveLength(n - 1)
        expect(orderableItemCount(merged)).toBeLessThanOrEqual(orderableItemCount(collection))
        const present = new Set(merged.categories.map((kept) => kept.id))
        for (const kept of merged.categories)
          if (kept.parentId !== null) expect(present.has(kept.parentId)).toBe(true)
        const before = collection.categories
          .filter((c) => c.id === id || c.id === intoId)
          .flatMap((c) => c.productIds)
        const after = merged.categories.find((kept) => kept.id === intoId)?.productIds ?? []
        expect(new Set(after)).toEqual(new Set(before))
        expect(subtree(merged, intoId).has(intoId)).toBe(true)
      }),
    )
  })

  it("property: removing leaves exactly the categories outside the removed subtree", () => {
    fc.assert(
      fc.property(trees, fc.nat(), (collection, pick) => {
        const id = `c${pick % collection.categories.length}`
        const gone = subtree(collection, id)
        const left = ok(removeCategory(collection, id)).categories.map((kept) => kept.id)
        expect(left).toEqual(collection.categories.map((c) => c.id).filter((kept) => !gone.has(kept)))
      }),
    )
  })
})

describe("a store page on the storefront", () => {
  const collection: StoreCollection = {
    productIds: ["a", "b", "c"],
    categories: [
      category("tops", null, ["c"]),
      category("tees", "tops", ["a"]),
      category("mugs", null, ["b"]),
    ],
  }

  it("shows every product in the merchant's order with the top-level categories as filters", () => {
    expect(storePageShown(collection, null)).toEqual({
      productIds: ["a", "b", "c"],
      filters: [
        { id: "tops", name: "tops" },
        { id: "mugs", name: "mugs" },
      ],
      category: null,
    })
  })

  it("a category shows its products and those of the categories inside it, in the page's order; an unknown one all", () => {
    expect(storePageShown(collection, "tops").productIds).toEqual(["a", "c"])
    expect(storePageShown(collection, "nope")).toMatchObject({ productIds: ["a", "b", "c"], category: null })
  })

  it("property: a filter shows a subsequence of the page's products", () => {
    fc.assert(
      fc.property(trees, fc.nat(), (tree, pick) => {
        const shown = storePageShown(tree, `c${pick % tree.categories.length}`).productIds
        const order = shown.map((id) => tree.productIds.indexOf(id))
        expect(order.every((index, i) => index >= 0 && (i === 0 || index > (order[i - 1] ?? -1)))).toBe(true)
      }),
    )
  })
})
