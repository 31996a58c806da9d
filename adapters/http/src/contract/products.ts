import { ProductSchema } from "@vitrine/core/catalog"
import { StoreSettingsSchema } from "@vitrine/core/site"
import { Schema } from "effect"
import { FIELD_MESSAGE, requiredText } from "./fields.ts"
import { API_PATHS } from "./wire.ts"

/**
 * `GET /api/commerce/products`: the catalogue in the merchant's order, with the store settings a
 * listing page needs (currency, express checkout, services quantity).
 *
 * @example
 * const { products, settings } = Schema.decodeUnknownSync(ListProducts.response)(await res.json())
 */
export const ListProducts = {
  method: "GET",
  path: API_PATHS.products,
  response: Schema.Struct({ products: Schema.Array(ProductSchema), settings: StoreSettingsSchema }),
} as const

/**
 * `GET /api/commerce/products/:idOrSlug`: one product by id or URL slug; 404 when there is none.
 *
 * @example
 * Schema.decodeUnknownSync(GetProduct.params)({ idOrSlug: "linen-shirt" })
 */
export const GetProduct = {
  method: "GET",
  path: API_PATHS.product,
  params: Schema.Struct({ idOrSlug: requiredText(FIELD_MESSAGE.idOrSlug, FIELD_MESSAGE.idOrSlug) }),
  response: Schema.Struct({ product: ProductSchema }),
} as const

/** The body of a product listing. */
export type ProductList = typeof ListProducts.response.Type
