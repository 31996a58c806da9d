import { StorePages } from "@vitrine/core/site"
import { Effect } from "effect"
import { CreateStoreCategory, CreateStorePage, STORE_PAGE_MESSAGE } from "../contract/store-pages.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type Reply, type RouteTable } from "./route.ts"

const refused = (status: number, message: string): Reply => ({ status, body: { message } })

/**
 * The content service's store page routes (API-040, API-041), the merchant's (`site.manage`): a
 * store page from its payload (STORE-003), then its root category (STORE-004), as the editor calls
 * them in STORE-002's order. The website in the path must be the router's (404 otherwise); a URL id
 * already taken is 409 (compared as core's `storeUrlId` compares them, case-insensitively).
 *
 * @example
 * const routes = storePageRoutes(context)
 */
export const storePageRoutes = (context: RouterContext): RouteTable => [
  defineRoute(
    {
      method: "POST",
      path: CreateStorePage.path,
      access: { permission: "site.manage" },
      params: CreateStorePage.params,
      body: CreateStorePage.body,
    },
    ({ params, body }) =>
      params.websiteId !== context.websiteId
        ? refused(404, STORE_PAGE_MESSAGE.noWebsite)
        : Effect.gen(function* () {
            const pages = yield* StorePages
            const taken = yield* pages.urlIds(context.websiteId)
            if (taken.some((urlId) => urlId.toLowerCase() === body.urlId))
              return refused(409, STORE_PAGE_MESSAGE.urlIdTaken)
            const id = yield* pages.createStorePage(context.websiteId, body)
            return ok(CreateStorePage.response, { id })
          }),
  ),

  defineRoute(
    {
      method: "POST",
      path: CreateStoreCategory.path,
      access: { permission: "site.manage" },
      params: CreateStoreCategory.params,
      body: CreateStoreCategory.body,
    },
    ({ params, body }) => {
      if (params.websiteId !== context.websiteId) return refused(404, STORE_PAGE_MESSAGE.noWebsite)
      const category = { ...body, parentCategoryId: null }
      return Effect.map(
        StorePages.use((pages) => pages.createCategory(context.websiteId, params.collectionId, category)),
        (created) =>
          created ? ok(CreateStoreCategory.response, { category }) : refused(404, STORE_PAGE_MESSAGE.noPage),
      )
    },
  ),
]
