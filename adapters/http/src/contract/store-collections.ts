import { SITE_LIMITS } from "@vitrine/core/site"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"
import { SITE_PATHS } from "./site-paths.ts"
import { STORE_PAGE_MESSAGE } from "./store-pages.ts"

/** Messages of collection requests that fail the contract (ours); the rules' own are core's. */
export const STORE_COLLECTION_FIELD_MESSAGE = {
  categoryId: "Category id is required.",
  productIds: "Product ids are a list of product ids.",
  name: "A category name is text.",
  parentId: "A parent category is a category id, or null for the top level.",
  intoId: "Choose the category to merge into.",
  index: "The place is a whole number from 0.",
  change: "Send a name or a list of product ids.",
} as const

const M = STORE_COLLECTION_FIELD_MESSAGE
const id = (message: string) =>
  Schema.String.annotate({ message })
    .check(Schema.isMinLength(1, { message }), Schema.isMaxLength(200, { message }))
    .pipe(Schema.annotateKey({ messageMissingKey: message }))

const PageParams = Schema.Struct({
  websiteId: id(STORE_PAGE_MESSAGE.websiteId),
  collectionId: id(STORE_PAGE_MESSAGE.collectionId),
})
const CategoryParams = Schema.Struct({ ...PageParams.fields, categoryId: id(M.categoryId) })
// Longer lists than the limits pass here: core refuses them with the limit's message (CONST-006).
const ProductIds = Schema.Array(id(M.productIds))
  .annotate({ message: M.productIds })
  .check(Schema.isMaxLength(1000, { message: M.productIds }))
  .pipe(Schema.annotateKey({ messageMissingKey: M.productIds }))
const Name = Schema.String.annotate({ message: M.name })
  .check(Schema.isMaxLength(200, { message: M.name }))
  .pipe(Schema.annotateKey({ messageMissingKey: M.name }))

/** A category on the wire: `parentId` null is the top level, under the page's root. */
export const StoreCategorySchema = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  parentId: Schema.NullOr(Schema.String),
  productIds: Schema.Array(Schema.String),
})

/** A collection on the wire: products in the merchant's order and categories. */
export const StoreCollectionSchema = Schema.Struct({
  productIds: Schema.Array(Schema.String),
  categories: Schema.Array(StoreCategorySchema),
})

/** The limits a screen shows (SITE_LIMITS: CONST-005, CONST-006, CONST-008). */
export const CollectionLimitsSchema = Schema.Struct({
  items: Schema.Number,
  products: Schema.Number,
  categories: Schema.Number,
})

/**
 * The collection limits as answered.
 *
 * @example
 * COLLECTION_LIMITS.products // 200
 */
export const COLLECTION_LIMITS = {
  items: SITE_LIMITS.maxOrderableCollectionItems,
  products: SITE_LIMITS.maxProductsPerCollection,
  categories: SITE_LIMITS.maxNestedCategories,
} as const

const StorePageSummarySchema = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  urlId: Schema.String,
  description: Schema.String,
  productCount: Schema.Number,
})

/**
 * `GET /api/store-pages` (ours): the site's store pages in the order made, each with its product
 * count, the limits, and the website id the content service's paths name (API-040), so the
 * merchant's screen needs no other call to learn it. The merchant's (`site.manage`).
 *
 * @example
 * Schema.decodeUnknownSync(ListStorePages.response)(await res.json()).pages
 */
export const ListStorePages = {
  method: "GET",
  path: SITE_PATHS.storePageList,
  response: Schema.Struct({
    websiteId: Schema.String,
    pages: Schema.Array(StorePageSummarySchema),
    limits: CollectionLimitsSchema,
  }),
} as const

const PageAnswer = Schema.Struct({
  page: StorePageSummarySchema,
  collection: StoreCollectionSchema,
  limits: CollectionLimitsSchema,
})

/**
 * `GET …/products/{collectionId}`: one store page with its collection and the limits; 404 for a
 * page the website does not have.
 *
 * @example
 * Schema.decodeUnknownSync(GetStorePage.response)(await res.json()).collection.productIds
 */
export const GetStorePage = {
  method: "GET",
  path: SITE_PATHS.storePage,
  params: PageParams,
  response: PageAnswer,
} as const

/**
 * `PUT …/products/{collectionId}/items`, payload `{ productIds }`: the products the page lists, in
 * this order. More than 200 (CONST-006), or with the top-level categories more than 250 (CONST-005),
 * a product twice or one not in the catalogue is 400 under `productIds`. Answers the page as `GET`.
 *
 * @example
 * Schema.decodeUnknownSync(SetStorePageProducts.body)({ productIds: ["prod-linen-shirt"] })
 */
export const SetStorePageProducts = {
  method: "PUT",
  path: SITE_PATHS.storePageItems,
  params: PageParams,
  body: Schema.Struct({ productIds: ProductIds }).annotate({ message: FIELD_MESSAGE.body }),
  response: PageAnswer,
} as const

/**
 * `POST …/products/{collectionId}/category-tree`, payload `{ name, parentId }`: a category under
 * another (or, `parentId` null, at the top level). A bad or taken name is 400 under `name`; an
 * unknown parent, or past 10000 categories (CONST-008) or 250 items (CONST-005), under `parentId`.
 * Answers `{ id }` and the page as `GET`.
 *
 * @example
 * Schema.decodeUnknownSync(CreateCategory.body)({ name: "Shirts", parentId: null })
 */
export const CreateCategory = {
  method: "POST",
  path: SITE_PATHS.storeCategoryTree,
  params: PageParams,
  body: Schema.Struct({
    name: Name,
    parentId: Schema.NullOr(id(M.parentId)).annotate({ message: M.parentId }),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ id: Schema.String, ...PageAnswer.fields }),
} as const

/**
 * `PATCH …/category-tree/{categoryId}`, payload `{ name }` (a rename) or `{ productIds }` (the
 * products it lists, the page's only). An unknown category is 404. Answers the page as `GET`.
 *
 * @example
 * Schema.decodeUnknownSync(ChangeCategory.body)({ name: "Tops" })
 */
export const ChangeCategory = {
  method: "PATCH",
  path: SITE_PATHS.storeCategoryNode,
  params: CategoryParams,
  body: Schema.Union([Schema.Struct({ name: Name }), Schema.Struct({ productIds: ProductIds })]).annotate({
    message: M.change,
  }),
  response: PageAnswer,
} as const

/**
 * `POST …/category-tree/{categoryId}/merge`, payload `{ intoId }`: merges the category into
 * another, which gains its products and subcategories. Merging into itself is 400 under `intoId`;
 * an unknown category 404. Answers the page as `GET`.
 *
 * @example
 * Schema.decodeUnknownSync(MergeCategory.body)({ intoId: "cat-…" })
 */
export const MergeCategory = {
  method: "POST",
  path: SITE_PATHS.storeCategoryMerge,
  params: CategoryParams,
  body: Schema.Struct({ intoId: id(M.intoId) }).annotate({ message: FIELD_MESSAGE.body }),
  response: PageAnswer,
} as const

/**
 * `POST …/category-tree/{categoryId}/move`, payload `{ parentId, index }` (ours): moves the
 * category, with its subcategories, under `parentId` (null: the top level) at `index` among that
 * parent's children (0 first; past the end: last) — a reorder when the parent stays. A parent
 * inside the category itself (a cycle) or unknown is 400 under `parentId` (core's
 * `CATEGORY_MOVE_MESSAGE`), as is a move to the top level past 250 items (CONST-005); an unknown
 * category 404. Answers the page as `GET`.
 *
 * @example
 * Schema.decodeUnknownSync(MoveCategory.body)({ parentId: null, index: 0 })
 */
export const MoveCategory = {
  method: "POST",
  path: SITE_PATHS.storeCategoryMove,
  params: CategoryParams,
  body: Schema.Struct({
    parentId: Schema.NullOr(id(M.parentId))
      .annotate({ message: M.parentId })
      .pipe(Schema.annotateKey({ messageMissingKey: M.parentId })),
    index: Schema.Number.annotate({ message: M.index })
      .check(
        Schema.isInt({ message: M.index }),
        Schema.isBetween({ minimum: 0, maximum: SITE_LIMITS.maxNestedCategories }, { message: M.index }),
      )
      .pipe(Schema.annotateKey({ messageMissingKey: M.index })),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: PageAnswer,
} as const

/**
 * `DELETE …/category-tree/{categoryId}`: removes a category and its subcategories (the products
 * stay on the page); an unknown category is 404. Answers the page as `GET`.
 *
 * @example
 * await fetch(pathOf(SITE_PATHS.storeCategoryNode, { websiteId, collectionId, categoryId }), { method: "DELETE" })
 */
export const RemoveCategory = {
  method: "DELETE",
  path: SITE_PATHS.storeCategoryNode,
  params: CategoryParams,
  response: PageAnswer,
} as const
