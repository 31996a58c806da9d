import {
  both,
  defineRoute,
  findProduct,
  ok,
  type RouterContext,
  type RouteTable,
} from "@vitrine/adapter-http/router"
import { Effect, Schema } from "effect"
import { emailPreviewRoute } from "./previews.ts"
import type { StoreRendering } from "./render.ts"

/** What the rendering routes need beyond the router's context. */
export interface RenderingRoutesOptions {
  readonly rendering: StoreRendering
}

const ProductParams = Schema.Struct({
  idOrSlug: Schema.String.annotate({ message: "Product id must be a non-empty string." }).check(
    Schema.isMinLength(1, { message: "Product id must be a non-empty string." }),
  ),
})

/**
 * `GET /api/commerce/products/:idOrSlug/block` answers `{ html }`: the product block.
 *
 * @example
 * Schema.decodeUnknownSync(ProductBlock.response)(await response.json()).html
 */
export const ProductBlock = {
  path: "/api/commerce/products/:idOrSlug/block",
  params: ProductParams,
  response: Schema.Struct({ html: Schema.String }),
} as const

/**
 * The routes that answer with markup rendered by the template engine, as entries of the store's
 * route table (the app adds them to the router's `routes`; product pages are `storefrontRoutes`'):
 * - `GET /api/commerce/products/:idOrSlug/block` (public) → `{ html }`: the product block with
 *   site-relative URLs, to embed a product in another page; 404 with ProductNotFound's message.
 * - `GET /api/admin/emails/:template/preview` (merchant): see `emailPreviewRoute`.
 * Prices are in the store currency of the website's settings.
 *
 * @example
 * storeRouter({ runtime, websiteId, routes: renderingRoutes({ rendering }) })
 */
export const renderingRoutes =
  (options: RenderingRoutesOptions) =>
  (context: RouterContext): RouteTable => {
    const { rendering } = options
    return [
      defineRoute(
        { method: "GET", path: ProductBlock.path, access: "public", params: ProductBlock.params },
        ({ params }) =>
          Effect.map(both(findProduct(params.idOrSlug), context.settings.current), ([product, settings]) =>
            ok(ProductBlock.response, { html: rendering.productBlock(product, { settings, baseUrl: "" }) }),
          ),
      ),

      emailPreviewRoute(rendering, context),
    ]
  }
