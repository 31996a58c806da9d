import { TAG_MAX_LENGTH } from "@vitrine/core/site"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"
import { SITE_PATHS } from "./site-paths.ts"

/** Messages of store page and category requests that fail the contract (ours). */
export const STORE_PAGE_MESSAGE = {
  websiteId: "Website id is required.",
  collectionId: "Store page id is required.",
  title: "A title of 1 to 200 characters is required.",
  navigationTitle: "A navigation title of 1 to 200 characters is required.",
  urlId: "A URL id is lower-case letters and digits in words joined by '-', at most 200 characters.",
  description: "The description must be text of at most 5000 characters.",
  enabled: "A new store page is enabled (true).",
  displayName: `A category name of 1 to ${TAG_MAX_LENGTH.category} characters is required.`,
  category: "A store page's first category is its root: type ROOT, LIST_VIEW, display index 1, no parent.",
  noWebsite: "There is no such website.",
  noPage: "There is no such store page.",
  urlIdTaken: "That URL id is taken: choose another.",
} as const

const text = (min: number, max: number, message: string) =>
  Schema.String.annotate({ message })
    .check(Schema.isMinLength(min, { message }), Schema.isMaxLength(max, { message }))
    .pipe(Schema.annotateKey({ messageMissingKey: message }))

const literal = <const L extends string | number | boolean>(value: L, message: string) =>
  Schema.Literal(value)
    .annotate({ message })
    .pipe(Schema.annotateKey({ messageMissingKey: message }))

const WebsiteParams = Schema.Struct({ websiteId: text(1, 200, STORE_PAGE_MESSAGE.websiteId) })

/**
 * `POST …/websites/{websiteId}/products` (API-040): creates a store page from the store page
 * payload (STORE-003) and answers its `id`. The URL id is the caller's (STORE-005 to STORE-007, as
 * core's `storeUrlId` derives it); one already taken is 409. Another website's id is 404. The
 * merchant's (`site.manage`).
 *
 * @example
 * Schema.decodeUnknownSync(CreateStorePage.body)(storePagePayload("Shop", "", []))
 */
export const CreateStorePage = {
  method: "POST",
  path: SITE_PATHS.storePages,
  params: WebsiteParams,
  body: Schema.Struct({
    navigationTitle: text(1, 200, STORE_PAGE_MESSAGE.navigationTitle),
    title: text(1, 200, STORE_PAGE_MESSAGE.title),
    urlId: text(1, 200, STORE_PAGE_MESSAGE.urlId).check(
      Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: STORE_PAGE_MESSAGE.urlId }),
    ),
    description: text(0, 5000, STORE_PAGE_MESSAGE.description),
    enabled: literal(true, STORE_PAGE_MESSAGE.enabled),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ id: Schema.String }),
} as const

/**
 * `POST …/websites/{websiteId}/products/{collectionId}/categories` (API-041): creates a store
 * page's root category from the category payload (STORE-004: no parent, ROOT, LIST_VIEW, index 1)
 * and answers it. A page the website does not have is 404. The merchant's (`site.manage`).
 *
 * @example
 * Schema.decodeUnknownSync(CreateStoreCategory.body)(rootCategoryPayload("Shop"))
 */
export const CreateStoreCategory = {
  method: "POST",
  path: SITE_PATHS.storeCategories,
  params: Schema.Struct({
    websiteId: text(1, 200, STORE_PAGE_MESSAGE.websiteId),
    collectionId: text(1, 200, STORE_PAGE_MESSAGE.collectionId),
  }),
  body: Schema.Struct({
    displayName: text(1, TAG_MAX_LENGTH.category, STORE_PAGE_MESSAGE.displayName),
    // "Unset" (STORE-004): null, or left out.
    parentCategoryId: Schema.optionalKey(Schema.Null.annotate({ message: STORE_PAGE_MESSAGE.category })),
    type: literal("ROOT", STORE_PAGE_MESSAGE.category),
    pageRendering: literal("LIST_VIEW", STORE_PAGE_MESSAGE.category),
    displayIndex: literal(1, STORE_PAGE_MESSAGE.category),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({
    category: Schema.Struct({
      displayName: Schema.String,
      parentCategoryId: Schema.Null,
      type: Schema.Literal("ROOT"),
      pageRendering: Schema.Literal("LIST_VIEW"),
      displayIndex: Schema.Literal(1),
    }),
  }),
} as const
