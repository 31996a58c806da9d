import { StockRecordSchema } from "@vitrine/core/cart"
import { Schema } from "effect"
import { FIELD_MESSAGE, requiredText } from "./fields.ts"
import { API_PATHS } from "./wire.ts"

/**
 * `GET /api/commerce/inventory/stock/?itemId=` (API-005, STOCK-001): the stock records of an item's
 * variants, each with `unlimited` and `qtyInStock`. The spec leaves the API root open; ours is `/api`.
 * An unknown item has no records (an empty list, not a 404), as the Inventory port says.
 *
 * @example
 * Schema.decodeUnknownSync(StockOf.query)({ itemId: "prod-linen-shirt" })
 */
export const StockOf = {
  method: "GET",
  path: API_PATHS.stock,
  query: Schema.Struct({ itemId: requiredText("Item id is required.", FIELD_MESSAGE.itemIdInvalid) }),
  response: Schema.Struct({ results: Schema.Array(StockRecordSchema) }),
} as const

/**
 * `GET /api/health`: 200 `{ status: "ok" }` while the server can reach its database.
 *
 * @example
 * Schema.decodeUnknownSync(Health.response)({ status: "ok" })
 */
export const Health = {
  method: "GET",
  path: API_PATHS.health,
  response: Schema.Struct({ status: Schema.Literal("ok") }),
} as const
