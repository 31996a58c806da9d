// Store setup (STORE-001 to STORE-004): the payloads of the two content-service calls that create a
// store page and its root category (API-040, API-041). Plain functions over plain data. Choices where
// the spec is silent:
// - `navigationTitle` and `title` are the title as given; the root category's `displayName` is too.
// - The category's `parentCategoryId` is "unset" (STORE-004): null on the wire, JSON having no
//   undefined.
// - The URL id is `storeUrlId` (STORE-005 to STORE-007) against the ids already taken.
import { storeUrlId } from "./url-id.ts"

/** The store page create payload (STORE-003). */
export interface StorePagePayload {
  readonly navigationTitle: string
  readonly title: string
  readonly urlId: string
  readonly description: string
  readonly enabled: true
}

/** The root category payload (STORE-004). */
export interface RootCategoryPayload {
  readonly displayName: string
  readonly parentCategoryId: null
  readonly type: "ROOT"
  readonly pageRendering: "LIST_VIEW"
  readonly displayIndex: 1
}

/**
 * The payload that creates a store page (STORE-003), enabled, under a URL id derived from its title
 * and free among `takenUrlIds` (STORE-005 to STORE-007).
 *
 * @example
 * storePagePayload("Shop", "Our things", ["shop"])
 * // { navigationTitle: "Shop", title: "Shop", urlId: "shop-1", description: "Our things", enabled: true }
 */
export const storePagePayload = (
  title: string,
  description: string,
  takenUrlIds: Iterable<string>,
): StorePagePayload => ({
  navigationTitle: title,
  title,
  urlId: storeUrlId(title, takenUrlIds),
  description,
  enabled: true,
})

/**
 * The payload that creates a store page's root category (STORE-004).
 *
 * @example
 * rootCategoryPayload("Shop") // { displayName: "Shop", parentCategoryId: null, type: "ROOT", pageRendering: "LIST_VIEW", displayIndex: 1 }
 */
export const rootCategoryPayload = (displayName: string): RootCategoryPayload => ({
  displayName,
  parentCategoryId: null,
  type: "ROOT",
  pageRendering: "LIST_VIEW",
  displayIndex: 1,
})

/**
 * The storefront address of a store page: `/shop/{urlId}` (ours: the spec gives the URL id,
 * STORE-005, not the address; the prefix keeps store pages clear of the store's own pages). The
 * main navigation's link to a page and the storefront's route use it.
 *
 * @example
 * storePageHref("linen-shop") // "/shop/linen-shop"
 */
export const storePageHref = (urlId: string): string => `/shop/${encodeURIComponent(urlId)}`
