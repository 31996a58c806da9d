// A store page's collection (spec 001 §3, §9): the products it lists in the merchant's order and
// the categories nested under its root category (STORE-004), which can be created, renamed, merged
// and removed ("Tags and categories can be created, edited, merged, removed"). Plain functions over
// plain data; each answers the new contents or the problems by field. Choices where the spec is
// silent:
// - The page's orderable collection (CONST-005, at most 250 items) is what the storefront shows in
//   the merchant's order: its products (at most 200, CONST-006) and its top-level categories (the
//   root's children, shown as filter links). Deeper categories count only towards CONST-008: at most
//   10000 categories in all under the root.
// - A category name follows the category editor (`validateTagName`, 1 to 25 characters, unique in
//   the page without regard to case).
// - A category lists products of the page only; dropping a product from the page drops it from its
//   categories.
// - Merging moves the merged category's products and subcategories to the kept one, then removes
//   it; a kept category inside the merged one first moves up to the merged one's parent.
// - Removing a category removes its subcategories too; the products stay on the page.
import { SITE_LIMITS } from "./limits.ts"
import { validateTagName } from "./tags.ts"

/** A category under a store page's root: `parentId` null is the root's child (top level). */
export interface StoreCategory {
  readonly id: string
  readonly name: string
  readonly parentId: string | null
  readonly productIds: readonly string[]
}

/** What a store page lists: its products in the merchant's order and its categories. */
export interface StoreCollection {
  readonly productIds: readonly string[]
  readonly categories: readonly StoreCategory[]
}

/** An empty collection: a new store page's. */
export const EMPTY_COLLECTION: StoreCollection = { productIds: [], categories: [] }

/**
 * The collection's messages (ours), by what went wrong; the limits are SITE_LIMITS'.
 *
 * @example
 * STORE_COLLECTION_MESSAGE.tooManyProducts // "A store page lists at most 200 products."
 */
export const STORE_COLLECTION_MESSAGE = {
  tooManyProducts: `A store page lists at most ${SITE_LIMITS.maxProductsPerCollection} products.`,
  tooManyItems: `A store page orders at most ${SITE_LIMITS.maxOrderableCollectionItems} items: its products and top-level categories together.`,
  tooManyCategories: `A store page has at most ${SITE_LIMITS.maxNestedCategories} categories.`,
  duplicateProduct: "Each product is listed once.",
  unknownProduct: "Pick products of the catalogue.",
  noCategory: "There is no such category.",
  sameCategory: "Choose another category to merge into.",
  notOnPage: "A category lists products of its store page only.",
} as const

/** The collection as changed, or the problems by field name. */
export type CollectionResult =
  | { readonly ok: true; readonly collection: StoreCollection }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> }

/** A refusal of one field (the collection's functions' answer). */
export const refusedField = (field: string, message: string): CollectionResult => ({
  ok: false,
  errors: { [field]: message },
})
const topLevel = (collection: StoreCollection) =>
  collection.categories.filter((category) => category.parentId === null).length

/**
 * How many items a page's orderable collection holds (CONST-005): its products and its top-level
 * categories.
 *
 * @example
 * orderableItemCount({ productIds: ["a"], categories: [] }) // 1
 */
export const orderableItemCount = (collection: StoreCollection): number =>
  collection.productIds.length + topLevel(collection)

/**
 * Sets the products a page lists, in this order (CONST-006, CONST-005); `known` tells a catalogue
 * product. Categories keep only the products still listed.
 *
 * @example
 * setProducts(EMPTY_COLLECTION, ["b", "a"], () => true) // { ok: true, collection: { productIds: ["b", "a"], … } }
 */
export const setProducts = (
  collection: StoreCollection,
  productIds: readonly string[],
  known: (productId: string) => boolean,
): CollectionResult => {
  if (new Set(productIds).size !== productIds.length)
    return refusedField("productIds", STORE_COLLECTION_MESSAGE.duplicateProduct)
  if (productIds.length > SITE_LIMITS.maxProductsPerCollection)
    return refusedField("productIds", STORE_COLLECTION_MESSAGE.tooManyProducts)
  if (productIds.length + topLevel(collection) > SITE_LIMITS.maxOrderableCollectionItems)
    return refusedField("productIds", STORE_COLLECTION_MESSAGE.tooManyItems)
  if (!productIds.every(known)) return refusedField("productIds", STORE_COLLECTION_MESSAGE.unknownProduct)
  const listed = new Set(productIds)
  const categories = collection.categories.map((category) => ({
    ...category,
    productIds: category.productIds.filter((id) => listed.has(id)),
  }))
  return { ok: true, collection: { productIds, categories } }
}

/**
 * Adds a category `id` named `name` under `parentId` (null: top level), after the others
 * (CONST-008; CONST-005 for a top-level one).
 *
 * @example
 * addCategory(EMPTY_COLLECTION, "c1", "Shirts", null) // { ok: true, … }
 */
export const addCategory = (
  collection: StoreCollection,
  id: string,
  name: string,
  parentId: string | null,
): CollectionResult => {
  const named = validateTagName(
    "category",
    name,
    collection.categories.map((category) => category.name),
  )
  if (!named.ok) return refusedField("name", named.message)
  if (parentId !== null && !collection.categories.some((category) => category.id === parentId))
    return refusedField("parentId", STORE_COLLECTION_MESSAGE.noCategory)
  if (collection.categories.length >= SITE_LIMITS.maxNestedCategories)
    return refusedField("parentId", STORE_COLLECTION_MESSAGE.tooManyCategories)
  if (parentId === null && orderableItemCount(collection) >= SITE_LIMITS.maxOrderableCollectionItems)
    return refusedField("parentId", STORE_COLLECTION_MESSAGE.tooManyItems)
  const category: StoreCategory = { id, name: named.name, parentId, productIds: [] }
  return { ok: true, collection: { ...collection, categories: [...collection.categories, category] } }
}

/** Applies `change` to the category `id`, or refuses `categoryId` when there is none. */
export const withCategory = (
  collection: StoreCollection,
  id: string,
  change: (category: StoreCategory) => CollectionResult,
): CollectionResult => {
  const found = collection.categories.find((category) => category.id === id)
  return found ? change(found) : refusedField("categoryId", STORE_COLLECTION_MESSAGE.noCategory)
}

/** The collection with `next` in place of the category of its id. */
export const replaceCategory = (collection: StoreCollection, next: StoreCategory): StoreCollection => ({
  ...collection,
  categories: collection.categories.map((category) => (category.id === next.id ? next : category)),
})

/**
 * Renames a category; its own name may be kept (in another case, too).
 *
 * @example
 * renameCategory(collection, "c1", "Tops")
 */
export const renameCategory = (collection: StoreCollection, id: string, name: string): CollectionResult =>
  withCategory(collection, id, (category) => {
    const named = validateTagName(
      "category",
      name,
      collection.categories.map((other) => other.name),
      category.name,
    )
    return named.ok
      ? { ok: true, collection: replaceCategory(collection, { ...category, name: named.name }) }
      : refusedField("name", named.message)
  })

/**
 * Sets the products a category lists, products of the page only, each once.
 *
 * @example
 * setCategoryProducts(collection, "c1", ["a"])
 */
export const setCategoryProducts = (
  collection: StoreCollection,
  id: string,
  productIds: readonly string[],
): CollectionResult =>
  withCategory(collection, id, (category) => {
    if (new Set(productIds).size !== productIds.length)
      return refusedField("productIds", STORE_COLLECTION_MESSAGE.duplicateProduct)
    if (!productIds.every((productId) => collection.productIds.includes(productId)))
      return refusedField("productIds", STORE_COLLECTION_MESSAGE.notOnPage)
    return { ok: true, collection: replaceCategory(collection, { ...category, productIds }) }
  })

/** A store page as the merchant's list shows it. */
export interface StorePageSummary {
  readonly id: string
  readonly title: string
  readonly urlId: string
  readonly description: string
  readonly productCount: number
}

/** A page's collection as kept, with the version a save must name (compare-and-set). */
export interface KeptCollection {
  readonly version: number
  readonly collection: StoreCollection
}
