import { ProductNotFound } from "@vitrine/core/cart"
import { Catalog, type Product } from "@vitrine/core/catalog"
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

/**
 * The catalogue routes of the reference store's own pages: the listing with the store settings, and
 * one product by id or slug (404 with ProductNotFound's message when there is none).
 *
 * @example
 * productRoutes(router, context)
 */
export const productRoutes = (router: Router, context: RouterContext): void => {
  router.get(
    ListProducts.path,
    route(context, () =>
      Effect.map(listProducts, (products) =>
        ok(ListProducts.response, { products, settings: context.settings }),
      ),
    ),
  )

  router.get(
    GetProduct.path,
    route(context, (req) => {
      const params = decodeInput(GetProduct.params, req.params)
      if (!params.ok) return params.reply
      return Effect.map(findProduct(params.value.idOrSlug), (product) => ok(GetProduct.response, { product }))
    }),
  )
}
