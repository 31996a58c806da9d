import {
  rootCategoryPayload,
  type StoreCollection,
  type StorePageSummary,
  storePagePayload,
} from "@vitrine/core/site"
import { SITE_PATHS } from "../contract/site-paths.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/** The collection limits the server answers (CONST-005, CONST-006, CONST-008). */
export interface CollectionLimits {
  readonly items: number
  readonly products: number
  readonly categories: number
}

/** The website's store pages and the limits. */
export interface StorePageList {
  readonly websiteId: string
  readonly pages: readonly StorePageSummary[]
  readonly limits: CollectionLimits
}

/** One store page with its collection and the limits. */
export interface StorePageView {
  readonly page: StorePageSummary
  readonly collection: StoreCollection
  readonly limits: CollectionLimits
}

/** A store page of a website, as the content service's paths name it. */
export interface PageRef {
  readonly websiteId: string
  readonly collectionId: string
}

/** The store pages' calls (`site.manage`), answering results as the store client's. */
export interface StorePagesClient {
  /** The website's store pages in the order made. */
  readonly list: () => Promise<ApiResult<StorePageList>>
  /** Creates a store page and its root category (STORE-001, STORE-002), answering its id. */
  readonly create: (
    websiteId: string,
    title: string,
    description: string,
    takenUrlIds: readonly string[],
  ) => Promise<ApiResult<string>>
  /** One page with its collection. */
  readonly page: (page: PageRef) => Promise<ApiResult<StorePageView>>
  /** Sets the page's products in this order; a limit is 409 under `productIds`. */
  readonly setProducts: (page: PageRef, productIds: readonly string[]) => Promise<ApiResult<StorePageView>>
  /** Creates a category (`parentId` null: top level). */
  readonly createCategory: (
    page: PageRef,
    name: string,
    parentId: string | null,
  ) => Promise<ApiResult<StorePageView>>
  /** Renames a category. */
  readonly renameCategory: (
    page: PageRef,
    categoryId: string,
    name: string,
  ) => Promise<ApiResult<StorePageView>>
  /** Sets the products a category lists (the page's own only). */
  readonly setCategoryProducts: (
    page: PageRef,
    categoryId: string,
    productIds: readonly string[],
  ) => Promise<ApiResult<StorePageView>>
  /** Merges a category into another, which gains its products. */
  readonly mergeCategory: (
    page: PageRef,
    categoryId: string,
    intoId: string,
  ) => Promise<ApiResult<StorePageView>>
  /**
   * Moves a category (with its subcategories) under `parentId` (null: the top level) at `index`
   * among that parent's children: a reorder when the parent stays.
   */
  readonly moveCategory: (
    page: PageRef,
    categoryId: string,
    parentId: string | null,
    index: number,
  ) => Promise<ApiResult<StorePageView>>
  /** Removes a category and its subcategories. */
  readonly removeCategory: (page: PageRef, categoryId: string) => Promise<ApiResult<StorePageView>>
}

const path = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))

/**
 * A fetch client of a website's store page routes, safe for the browser.
 *
 * @example
 * const pages = createStorePagesClient()
 * const list = await pages.list()
 */
export const createStorePagesClient = (options: StoreClientOptions = {}): StorePagesClient => {
  const config = clientConfig(options)
  const ofPage = (template: string, page: PageRef, categoryId = "") => path(template, { ...page, categoryId })
  const view = (method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE", at: string, body?: unknown) =>
    send<StorePageView>(config, {
      endpoint: "storePage",
      method,
      path: at,
      ...(body === undefined ? {} : { body }),
    })
  return {
    list: () =>
      send(config, {
        endpoint: "storePages",
        method: "GET",
        path: SITE_PATHS.storePageList,
      }),
    create: async (websiteId, title, description, takenUrlIds) => {
      const created = await send<{ id: string }>(config, {
        endpoint: "storePageCreated",
        method: "POST",
        path: path(SITE_PATHS.storePages, { websiteId }),
        body: storePagePayload(title, description, takenUrlIds),
      })
      if (!created.ok) return created
      const root = await send(config, {
        endpoint: "storeRootCategory",
        method: "POST",
        path: ofPage(SITE_PATHS.storeCategories, { websiteId, collectionId: created.value.id }),
        body: rootCategoryPayload(title),
      })
      return root.ok ? { ok: true, value: created.value.id } : root
    },
    page: (page) => view("GET", ofPage(SITE_PATHS.storePage, page)),
    setProducts: (page, productIds) => view("PUT", ofPage(SITE_PATHS.storePageItems, page), { productIds }),
    createCategory: (page, name, parentId) =>
      view("POST", ofPage(SITE_PATHS.storeCategoryTree, page), { name, parentId }),
    renameCategory: (page, categoryId, name) =>
      view("PATCH", ofPage(SITE_PATHS.storeCategoryNode, page, categoryId), { name }),
    setCategoryProducts: (page, categoryId, productIds) =>
      view("PATCH", ofPage(SITE_PATHS.storeCategoryNode, page, categoryId), { productIds }),
    mergeCategory: (page, categoryId, intoId) =>
      view("POST", ofPage(SITE_PATHS.storeCategoryMerge, page, categoryId), { intoId }),
    moveCategory: (page, categoryId, parentId, index) =>
      view("POST", ofPage(SITE_PATHS.storeCategoryMove, page, categoryId), { parentId, index }),
    removeCategory: (page, categoryId) =>
      view("DELETE", ofPage(SITE_PATHS.storeCategoryNode, page, categoryId)),
  }
}
