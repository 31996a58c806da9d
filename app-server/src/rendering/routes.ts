import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import {
  both,
  defineRoute,
  findProduct,
  ok,
  type Reply,
  type RouterContext,
  type RouteTable,
} from "@vitrine/adapter-http/router"
import { Catalog } from "@vitrine/core/catalog"
import { Effect, Option, Schema } from "effect"
import { MISSING_BUILD_PAGE } from "../web.ts"
import { productPage } from "./page.ts"
import { emailPreviewRoute } from "./previews.ts"
import type { StoreRendering } from "./render.ts"

/** What the rendering routes need beyond the router's context. */
export interface RenderingRoutesOptions {
  readonly rendering: StoreRendering
  /** The built web app, whose index.html product pages are rendered into. */
  readonly webDist: string
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
 * route table (the app passes this as the router's `routes`):
 * - `GET /products/:idOrSlug` (a page, public): the web app's index.html with the product block
 *   inside its root element (`productPage`), for crawlers, link previews and visitors without
 *   JavaScript until React mounts; 404 with the plain app (which shows its own not-found page) for
 *   an unknown product; the "not built yet" page (503) when there is no build.
 * - `GET /api/commerce/products/:idOrSlug/block` (public) → `{ html }`: the product block with
 *   site-relative URLs, to embed a product in another page; 404 with ProductNotFound's message.
 * - `GET /api/admin/emails/:template/preview` (merchant): see `emailPreviewRoute`.
 * Prices are in the store currency of the website's settings.
 *
 * @example
 * storeRouter({ runtime, websiteId, routes: renderingRoutes({ rendering, webDist }) })
 */
export const renderingRoutes =
  (options: RenderingRoutesOptions) =>
  (context: RouterContext): RouteTable => {
    const { rendering } = options
    const index = join(options.webDist, "index.html")
    return [
      defineRoute(
        { method: "GET", path: ProductBlock.path, access: "public", params: ProductBlock.params },
        ({ params }) =>
          Effect.map(both(findProduct(params.idOrSlug), context.settings.current), ([product, settings]) =>
            ok(ProductBlock.response, { html: rendering.productBlock(product, { settings, baseUrl: "" }) }),
          ),
      ),

      emailPreviewRoute(rendering, context),

      defineRoute(
        {
          method: "GET",
          path: "/products/:idOrSlug",
          access: "public",
          answers: "html",
          params: ProductParams,
        },
        ({ params }) => {
          if (!existsSync(index)) return { status: 503, type: "html", body: MISSING_BUILD_PAGE }
          const read = Effect.all(
            [
              Effect.promise(() => readFile(index, "utf8")),
              Catalog.use((catalog) => catalog.find(params.idOrSlug)),
              context.settings.current,
            ],
            { concurrency: "unbounded" },
          )
          return Effect.map(read, ([html, found, settings]): Reply => {
            const headers = { "Cache-Control": "no-cache" }
            if (Option.isNone(found)) return { status: 404, type: "html", body: html, headers }
            const block = rendering.productBlock(found.value, { settings, baseUrl: "" })
            return { status: 200, type: "html", body: productPage(html, found.value.title, block), headers }
          })
        },
      ),
    ]
  }
