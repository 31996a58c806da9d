import {
  type CategoryChange,
  changeStoreCategory,
  createStoreCategory,
  type StoreCollection,
  StorePageMissing,
  StorePages,
  setStorePageProducts,
} from "@vitrine/core/site"
import { Effect, Option } from "effect"
import {
  ChangeCategory,
  COLLECTION_LIMITS,
  CreateCategory,
  GetStorePage,
  ListStorePages,
  MergeCategory,
  MoveCategory,
  RemoveCategory,
  SetStorePageProducts,
} from "../contract/store-collections.ts"
import { STORE_PAGE_MESSAGE } from "../contract/store-pages.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type Reply, type RouteTable } from "./route.ts"

const SITE_MANAGE = { permission: "site.manage" } as const
const noWebsite: Reply = { status: 404, body: { message: STORE_PAGE_MESSAGE.noWebsite } }

// The page as `GET` answers it, after a change answered its collection.
const pageAnswer = (websiteId: string, collectionId: string, collection?: StoreCollection) =>
  Effect.gen(function* () {
    const pages = yield* StorePages
    const page = yield* pages.page(websiteId, collectionId)
    const kept =
      collection ?? Option.getOrUndefined(yield* pages.collection(websiteId, collectionId))?.collection
    if (Option.isNone(page) || kept === undefined) return yield* new StorePageMissing({ collectionId })
    const { title, urlId, description } = page.value
    return {
      page: { id: collectionId, title, urlId, description, productCount: kept.productIds.length },
      collection: kept,
      limits: COLLECTION_LIMITS,
    }
  })

/**
 * The store page collection routes, all the merchant's (`site.manage`, as the store page routes):
 * the list (`/api/store-pages`, with the website id), one page, its products in order (CONST-005, CONST-006) and its nested categories
 * (CONST-008): create, rename or set products, merge, move (reorder or re-parent), remove. The website in the path must be the
 * router's (404 otherwise); every change answers the page as `GET` does.
 *
 * @example
 * const routes = storeCollectionRoutes(context)
 */
export const storeCollectionRoutes = (context: RouterContext): RouteTable => {
  const { websiteId } = context
  const category = (
    params: { websiteId: string; collectionId: string; categoryId: string },
    change: CategoryChange,
  ) =>
    params.websiteId !== websiteId
      ? noWebsite
      : Effect.flatMap(
          changeStoreCategory(websiteId, params.collectionId, params.categoryId, change),
          (collection) =>
            Effect.map(pageAnswer(websiteId, params.collectionId, collection), (answer) =>
              ok(GetStorePage.response, answer),
            ),
        )
  return [
    defineRoute({ method: "GET", path: ListStorePages.path, access: SITE_MANAGE }, () =>
      Effect.map(
        StorePages.use((pages) => pages.list(websiteId)),
        (pages) => ok(ListStorePages.response, { websiteId, pages, limits: COLLECTION_LIMITS }),
      ),
    ),

    defineRoute(
      { method: "GET", path: GetStorePage.path, access: SITE_MANAGE, params: GetStorePage.params },
      ({ params }) =>
        params.websiteId !== websiteId
          ? noWebsite
          : Effect.map(pageAnswer(websiteId, params.collectionId), (answer) =>
              ok(GetStorePage.response, answer),
            ),
    ),

    defineRoute(
      {
        method: "PUT",
        path: SetStorePageProducts.path,
        access: SITE_MANAGE,
        params: SetStorePageProducts.params,
        body: SetStorePageProducts.body,
      },
      ({ params, body }) =>
        params.websiteId !== websiteId
          ? noWebsite
          : Effect.flatMap(
              setStorePageProducts(websiteId, params.collectionId, body.productIds),
              (collection) =>
                Effect.map(pageAnswer(websiteId, params.collectionId, collection), (answer) =>
                  ok(SetStorePageProducts.response, answer),
                ),
            ),
    ),

    defineRoute(
      {
        method: "POST",
        path: CreateCategory.path,
        access: SITE_MANAGE,
        params: CreateCategory.params,
        body: CreateCategory.body,
      },
      ({ params, body }) =>
        params.websiteId !== websiteId
          ? noWebsite
          : Effect.flatMap(
              createStoreCategory(websiteId, params.collectionId, body.name, body.parentId),
              ({ id, collection }) =>
                Effect.map(pageAnswer(websiteId, params.collectionId, collection), (answer) =>
                  ok(CreateCategory.response, { id, ...answer }),
                ),
            ),
    ),

    defineRoute(
      {
        method: "PATCH",
        path: ChangeCategory.path,
        access: SITE_MANAGE,
        params: ChangeCategory.params,
        body: ChangeCategory.body,
      },
      ({ params, body }) =>
        category(
          params,
          "name" in body
            ? { kind: "rename", name: body.name }
            : { kind: "products", productIds: body.productIds },
        ),
    ),

    defineRoute(
      {
        method: "POST",
        path: MergeCategory.path,
        access: SITE_MANAGE,
        params: MergeCategory.params,
        body: MergeCategory.body,
      },
      ({ params, body }) => category(params, { kind: "merge", intoId: body.intoId }),
    ),

    defineRoute(
      {
        method: "POST",
        path: MoveCategory.path,
        access: SITE_MANAGE,
        params: MoveCategory.params,
        body: MoveCategory.body,
      },
      ({ params, body }) => category(params, { kind: "move", parentId: body.parentId, index: body.index }),
    ),

    defineRoute(
      { method: "DELETE", path: RemoveCategory.path, access: SITE_MANAGE, params: RemoveCategory.params },
      ({ params }) => category(params, { kind: "remove" }),
    ),
  ]
}
