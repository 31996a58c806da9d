import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { SITE_LIMITS } from "./limits.ts"
import { CATEGORY_MOVE_MESSAGE, moveCategory } from "./store-category-move.ts"
import {
  type CollectionResult,
  STORE_COLLECTION_MESSAGE,
  type StoreCategory,
  type StoreCollection,
} from "./store-collection.ts"

const category = (id: string, parentId: string | null = null): StoreCategory => ({
  id,
  name: id,
  parentId,
  productIds: [],
})
const ok = (result: CollectionResult): StoreCollection => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.collection
}
const childrenOf = (collection: StoreCollection, parentId: string | null) =>
  collection.categories.filter((one) => one.parentId === parentId).map((one) => one.id)

// Every category reaches the root by its parents, without meeting itself.
const acyclic = (collection: StoreCollection): boolean => {
  const parentOf = new Map(collection.categories.map((one) => [one.id, one.parentId]))
  return collection.categories.every((one) => {
    const seen = new Set<string>()
    for (let at: string | null = one.id; at !== null; at = parentOf.get(at) ?? null) {
      if (seen.has(at) || !parentOf.has(at)) return false
      seen.add(at)
    }
    return true
  })
}

// Random trees: each category's parent is an earlier one or the root.
const trees = fc.array(fc.nat(), { minLength: 2, maxLength: 12 }).map(
  (shape): StoreCollection => ({
    productIds: [],
    categories: shape.map((parent, i) =>
      category(`c${i}`, i === 0 || parent % (i + 1) === i ? null : `c${parent % i}`),
    ),
  }),
)

// A page: shirts (tees, polos (piqué)), hats, bags.
const PAGE: StoreCollection = {
  productIds: [],
  categories: [
    category("shirts"),
    category("tees", "shirts"),
    category("hats"),
    category("polos", "shirts"),
    category("pique", "polos"),
    category("bags"),
  ],
}

describe("moving a store page's category", () => {
  it.each([
    ["to the top, first", "bags", null, 0, [null, ["bags", "shirts", "hats"]]],
    ["to the top, past the end: last", "shirts", null, 9, [null, ["hats", "bags", "shirts"]]],
    ["among its siblings", "polos", "shirts", 0, ["shirts", ["polos", "tees"]]],
    ["under another parent, between two", "hats", "shirts", 1, ["shirts", ["tees", "hats", "polos"]]],
    ["under a leaf", "bags", "tees", 0, ["tees", ["bags"]]],
  ] as const)("%s", (_, id, parentId, index, [parent, order]) => {
    const moved = ok(moveCategory(PAGE, id, parentId, index))
    expect(childrenOf(moved, parent)).toEqual(order)
    expect(moved.categories).toHaveLength(PAGE.categories.length)
  })

  it("a category takes its subcategories along", () => {
    const moved = ok(moveCategory(PAGE, "polos", "hats", 0))
    expect(childrenOf(moved, "hats")).toEqual(["polos"])
    expect(childrenOf(moved, "polos")).toEqual(["pique"])
  })

  it.each([
    ["into itself", "shirts", "shirts", 0, { parentId: CATEGORY_MOVE_MESSAGE.intoItself }],
    ["into its own child", "shirts", "polos", 0, { parentId: CATEGORY_MOVE_MESSAGE.intoItself }],
    ["into its grandchild", "shirts", "pique", 0, { parentId: CATEGORY_MOVE_MESSAGE.intoItself }],
    ["under no such parent", "hats", "nope", 0, { parentId: STORE_COLLECTION_MESSAGE.noCategory }],
    ["an unknown category", "nope", null, 0, { categoryId: STORE_COLLECTION_MESSAGE.noCategory }],
    ["to a fractional place", "hats", null, 1.5, { index: CATEGORY_MOVE_MESSAGE.index }],
    ["to a negative place", "hats", null, -1, { index: CATEGORY_MOVE_MESSAGE.index }],
  ] as const)("refuses a move %s", (_, id, parentId, index, errors) => {
    expect(moveCategory(PAGE, id, parentId, index)).toEqual({ ok: false, errors })
  })

  it("CONST-005 a move to the top level that the orderable collection cannot hold is refused; one among the top level is not", () => {
    const products = Array.from({ length: SITE_LIMITS.maxOrderableCollectionItems - 2 }, (_, i) => `p${i}`)
    const full = { ...PAGE, productIds: products }
    expect(moveCategory(full, "tees", null, 0)).toEqual({
      ok: false,
      errors: { parentId: STORE_COLLECTION_MESSAGE.tooManyItems },
    })
    expect(moveCategory(full, "bags", null, 0).ok).toBe(true)
  })

  it("property: no move makes a cycle; an accepted one keeps every category, puts it at its place, and changes no other's parent", () => {
    fc.assert(
      fc.property(trees, fc.nat(), fc.nat(), fc.nat({ max: 14 }), (collection, pick, parentPick, index) => {
        const ids = collection.categories.map((one) => one.id)
        const id = ids[pick % ids.length] ?? ""
        const parents = [null, ...ids]
        const parentId = parents[parentPick % parents.length] ?? null
        const result = moveCategory(collection, id, parentId, index)
        if (!result.ok) {
          expect(result.errors).toEqual({ parentId: CATEGORY_MOVE_MESSAGE.intoItself })
          return
        }
        const moved = result.collection
        expect(acyclic(moved)).toBe(true)
        expect(moved.categories.map((one) => one.id).sort()).toEqual([...ids].sort())
        const siblings = childrenOf(moved, parentId)
        expect(siblings.indexOf(id)).toBe(Math.min(index, siblings.length - 1))
        for (const one of moved.categories)
          if (one.id !== id)
            expect(one.parentId).toBe(collection.categories.find((c) => c.id === one.id)?.parentId)
      }),
    )
  })
})
