import { ProductNotFound } from "@vitrine/core/cart"
import { Catalog, inStoreCurrency, type Product } from "@vitrine/core/catalog"
import { Effect, Option } from "effect"
import { Health } from "../contract/inventory.ts"
import { GetProduct, ListProducts } from "../contract/products.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

const listProducts = Catalog.use((catalog) => catalog.list)

/**
 * One product by id or URL slug, or ProductNotFound.
 *
 * @example
 * Effect.map(findProduct("linen-shirt"), (product) => product.title)
 */
export const findProduct = (idOrSlug: string) =>
  Catalog.use((catalog) => catalog.find(idOrSlug)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.fail(new ProductNotFound({ itemId: idOrSlug })),
        onSome: (product: Product) => Effect.succeed(product),
      }),
    ),
  )

/**
 * Two programs side by side: the settings are usually kept in memory; when they are not, their read
 * goes out beside the catalogue's rather than after it.
 *
 * @example
 * both(findProduct("linen-shirt"), context.settings.current)
 */
export const both = <A, B, E, R>(a: Effect.Effect<A, E, R>, b: Effect.Effect<B, E, R>) =>
  Effect.all([a, b], { concurrency: 2 })

/**
 * The catalogue routes of the reference store's own pages: the listing with the store settings, and
 * one product by id or slug (404 with ProductNotFound's message when there is none); and the health
 * check, which reads the catalogue to prove the database answers. All public reads. Prices are read
 * in the store currency (`inStoreCurrency`: the stored minor units, not converted).
 *
 * @example
 * const routes = productRoutes(context)
 */
export const productRoutes = (context: RouterContext): RouteTable => [
  defineRoute({ method: "GET", path: ListProducts.path, access: "public" }, () =>
    Effect.map(both(listProducts, context.settings.current), ([products, settings]) =>
      ok(ListProducts.response, {
        products: products.map((product) => inStoreCurrency(product, settings.selectedCurrency)),
        settings,
      }),
    ),
  ),

  defineRoute(
    { method: "GET", path: GetProduct.path, access: "public", params: GetProduct.params },
    ({ params }) =>
      Effect.map(both(findProduct(params.idOrSlug), context.settings.current), ([product, settings]) =>
        ok(GetProduct.response, { product: inStoreCurrency(product, settings.selectedCurrency) }),
      ),
  ),

  defineRoute({ method: "GET", path: Health.path, access: "public" }, () =>
    Effect.as(
      Catalog.use((catalog) => catalog.find("health-check")),
      ok(Health.response, { status: "ok" }),
    ),
  ),
]
