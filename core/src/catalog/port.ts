import { Context, type Effect, type Option } from "effect"
import type { Product } from "./model.ts"

/** Reads the product catalogue, with each variant's current stock. */
export class Catalog extends Context.Service<
  Catalog,
  {
    /** Every product, in the merchant's order; empty when the catalogue is empty. */
    readonly list: Effect.Effect<readonly Product[]>
    /** The product with this id or URL slug; none when there is no such product. */
    readonly find: (idOrSlug: string) => Effect.Effect<Option.Option<Product>>
  }
>()("@vitrine/core/catalog/Catalog") {}

/** Writes the product catalogue: the merchant side and the demo seed. */
export class CatalogEditor extends Context.Service<
  CatalogEditor,
  {
    /** Creates or replaces a product with its variants and their stock; variants no longer listed are removed. */
    readonly save: (product: Product) => Effect.Effect<void>
  }
>()("@vitrine/core/catalog/CatalogEditor") {}
