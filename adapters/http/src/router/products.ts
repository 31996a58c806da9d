import { ProductNotFound } from "@vitrine/core/cart"
import { Catalog, inStoreCurrency, type Product } from "@vitrine/core/catalog"
import { Effect, Option } from "effect"
import type { Router } from "express"
import { GetProduct, ListProducts } from "../contract/products.ts"
import type { RouterContext } from "./context.ts"
import { decodeInput, ok, route } from "./reply.ts"

const listProducts = Catalog.use((catalog) => catalog.list)

const findProduct = (idOrSlug: string) =>
  Catalog.use((catalog) => catalog.find(idOrSlug)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.fail(new ProductNotFound({ itemId: idOrSlug })),
        onSome: (product: Product) => Effect.succeed(product),
      }),
    ),
  )

// The settings are usually kept in memory; when they are not, their read goes out beside the
// catalogue's rather than after it.
const both = <A, B, E, R>(a: Effect.Effect<A, E, R>, b: Effect.Effect<B, E, R>) =>
  Effect.all([a, b], { concurrency: 2 })

/**
 * The catalogue routes of the reference store's own pages: the listing with the store settings, and
 * one product by id or slug (404 with ProductNotFound's message when there is none). Prices are read
 * in the store currency (`inStoreCurrency`: the stored minor units, not converted).
 *
 * @example
 * productRoutes(router, context)
 */
export const productRoutes = (router: Router, context: RouterContext): void => {
  router.get(
    ListProducts.path,
    route(context, () =>
      Effect.map(both(listProducts, context.settings.current), ([products, settings]) =>
        ok(ListProducts.response, {
          products: products.map((product) => inStoreCurrency(product, settings.selectedCurrency)),
          settings,
        }),
      ),
    ),
  )

  router.get(
    GetProduct.path,
    route(context, (req) => {
      const params = decodeInput(GetProduct.params, req.params)
      if (!params.ok) return params.reply
      const found = both(findProduct(params.value.idOrSlug), context.settings.current)
      return Effect.map(found, ([product, settings]) =>
        ok(GetProduct.response, { product: inStoreCurrency(product, settings.selectedCurrency) }),
      )
    }),
  )
}
