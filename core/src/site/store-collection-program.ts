import { Effect, Option, Random } from "effect"
import { Catalog } from "../catalog/port.ts"
import { StoreCollectionRefused, StorePageMissing } from "./errors.ts"
import { StorePages } from "./port.ts"
import { mergeCategories, removeCategory } from "./store-categories.ts"
import { moveCategory } from "./store-category-move.ts"
import {
  addCategory,
  type CollectionResult,
  renameCategory,
  type StoreCollection,
  setCategoryProducts,
  setProducts,
} from "./store-collection.ts"

// A save that lost a race reads again and retries; past this many, the page is too busy to change.
const ATTEMPTS = 5

/**
 * Reads a page's collection, applies `change` (a rule of store-collection.ts) and saves it if no other
 * save landed meanwhile, else tries again on what landed. Fails with `StorePageMissing` for a page
 * the website does not have and with `StoreCollectionRefused` (the problems by field) when the rule
 * refuses; answers the collection as saved.
 *
 * @example
 * changeCollection("site-1", pageId, (collection) => renameCategory(collection, "c1", "Tops"))
 */
export const changeCollection = Effect.fn("changeCollection")(function* (
  websiteId: string,
  collectionId: string,
  change: (collection: StoreCollection) => CollectionResult,
) {
  const pages = yield* StorePages
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const kept = yield* pages.collection(websiteId, collectionId)
    if (Option.isNone(kept)) return yield* new StorePageMissing({ collectionId })
    const changed = change(kept.value.collection)
    if (!changed.ok) return yield* new StoreCollectionRefused({ errors: changed.errors })
    const saved = yield* pages.saveCollection(websiteId, collectionId, kept.value.version, changed.collection)
    if (saved === "missing") return yield* new StorePageMissing({ collectionId })
    if (saved === "saved") return changed.collection
  }
  return yield* Effect.die(new Error(`Store page ${collectionId} kept changing: ${ATTEMPTS} saves lost`))
})

/**
 * Sets the products a page lists, in this order: catalogue products only (CONST-005, CONST-006).
 *
 * @example
 * setStorePageProducts("site-1", pageId, ["prod-a", "prod-b"])
 */
export const setStorePageProducts = Effect.fn("setStorePageProducts")(function* (
  websiteId: string,
  collectionId: string,
  productIds: readonly string[],
) {
  const catalogue = new Set((yield* Catalog.use((catalog) => catalog.list)).map((product) => product.id))
  return yield* changeCollection(websiteId, collectionId, (collection) =>
    setProducts(collection, productIds, (id) => catalogue.has(id)),
  )
})

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"

// A category id: 16 characters of Effect's Random, so tests control it.
const categoryId = Effect.gen(function* () {
  let id = "cat-"
  for (let i = 0; i < 16; i++)
    id += ID_ALPHABET[yield* Random.nextIntBetween(0, ID_ALPHABET.length, { halfOpen: true })]
  return id
})

/**
 * Creates a category named `name` under `parentId` (null: top level), answering its id and the
 * collection (CONST-005 for a top-level one, CONST-008).
 *
 * @example
 * createStoreCategory("site-1", pageId, "Shirts", null)
 */
export const createStoreCategory = Effect.fn("createStoreCategory")(function* (
  websiteId: string,
  collectionId: string,
  name: string,
  parentId: string | null,
) {
  const id = yield* categoryId
  const collection = yield* changeCollection(websiteId, collectionId, (current) =>
    addCategory(current, id, name, parentId),
  )
  return { id, collection }
})

/** What the merchant can do to one category. */
export type CategoryChange =
  | { readonly kind: "rename"; readonly name: string }
  | { readonly kind: "products"; readonly productIds: readonly string[] }
  | { readonly kind: "merge"; readonly intoId: string }
  | { readonly kind: "move"; readonly parentId: string | null; readonly index: number }
  | { readonly kind: "remove" }

/**
 * Renames, sets the products of, merges into another, moves (`moveCategory`) or removes one
 * category of a page.
 *
 * @example
 * changeStoreCategory("site-1", pageId, "tees", { kind: "merge", intoId: "shirts" })
 */
export const changeStoreCategory = (
  websiteId: string,
  collectionId: string,
  categoryId: string,
  change: CategoryChange,
) =>
  changeCollection(websiteId, collectionId, (collection) => {
    switch (change.kind) {
      case "rename":
        return renameCategory(collection, categoryId, change.name)
      case "products":
        return setCategoryProducts(collection, categoryId, change.productIds)
      case "merge":
        return mergeCategories(collection, categoryId, change.intoId)
      case "move":
        return moveCategory(collection, categoryId, change.parentId, change.index)
      case "remove":
        return removeCategory(collection, categoryId)
    }
  })
