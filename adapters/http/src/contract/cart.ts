import { CartEntrySchema, CartSchema } from "@vitrine/core/cart"
import { Schema } from "effect"
import { AdditionalFieldsSchema, FIELD_MESSAGE, QuantityWireSchema, requiredText } from "./fields.ts"
import { API_PATHS } from "./wire.ts"

const EntryParams = Schema.Struct({ entryId: requiredText(FIELD_MESSAGE.entryId, FIELD_MESSAGE.entryId) })

/**
 * `GET /api/commerce/shopping-cart` (API-003): the visitor's cart from the `vitrine_cart` cookie, or
 * null when there is none. `mock`, `timecode` and `calculateSubtotal` are accepted and ignored: the
 * cart always carries its subtotal.
 *
 * @example
 * const { cart } = Schema.decodeUnknownSync(GetCart.response)(await res.json())
 */
export const GetCart = {
  method: "GET",
  path: API_PATHS.cart,
  response: Schema.Struct({ cart: Schema.NullOr(CartSchema) }),
} as const

/**
 * `POST /api/commerce/shopping-cart/entries` (API-001): adds an item; creates the cart (and sets the
 * cart cookies) on the first add. `sku` picks the variant (absent or null: the product must have one
 * variant); `quantity` defaults to 1 (DISPLAY-013); `additionalFields` is a JSON string or null.
 *
 * @example
 * Schema.decodeUnknownSync(AddToCart.body)({ itemId: "prod-linen-shirt", sku: "LS-M-WHITE", quantity: 1 })
 */
export const AddToCart = {
  method: "POST",
  path: API_PATHS.cartEntries,
  body: Schema.Struct({
    itemId: requiredText(FIELD_MESSAGE.itemIdMissing, FIELD_MESSAGE.itemIdInvalid),
    sku: Schema.optionalKey(Schema.NullOr(Schema.String).annotate({ message: FIELD_MESSAGE.sku })),
    quantity: Schema.optionalKey(QuantityWireSchema),
    additionalFields: Schema.optionalKey(AdditionalFieldsSchema),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ shoppingCart: CartSchema, newlyAdded: CartEntrySchema }),
} as const

/**
 * `PUT /api/commerce/shopping-cart/entries/:entryId/quantity`: sets a line's quantity, with the same
 * quantity and stock rules as adding.
 *
 * @example
 * Schema.decodeUnknownSync(ChangeQuantity.body)({ quantity: "3" })
 */
export const ChangeQuantity = {
  method: "PUT",
  path: API_PATHS.entryQuantity,
  params: EntryParams,
  body: Schema.Struct({
    quantity: QuantityWireSchema.pipe(
      Schema.annotateKey({ messageMissingKey: FIELD_MESSAGE.quantityMissing }),
    ),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ shoppingCart: CartSchema }),
} as const

/**
 * `PUT /api/commerce/shopping-cart/entries/:entryId/additionalFields` (API-002): replaces a line's
 * answers to its product's custom form, checked with the form's Schema as an add checks them (400
 * with errors by field id). `itemId` must name the line's item and `sku`, when not null, its SKU.
 *
 * @example
 * Schema.decodeUnknownSync(ChangeAdditionalFields.body)({ itemId: "pottery-workshop", sku: null, additionalFields: "[]" })
 */
export const ChangeAdditionalFields = {
  method: "PUT",
  path: API_PATHS.entryAdditionalFields,
  params: EntryParams,
  body: Schema.Struct({
    itemId: requiredText(FIELD_MESSAGE.itemIdMissing, FIELD_MESSAGE.itemIdInvalid),
    sku: Schema.optionalKey(Schema.NullOr(Schema.String).annotate({ message: FIELD_MESSAGE.sku })),
    additionalFields: AdditionalFieldsSchema.pipe(
      Schema.annotateKey({ messageMissingKey: FIELD_MESSAGE.additionalFields }),
    ),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ shoppingCart: CartSchema, updatedEntry: CartEntrySchema }),
} as const

/**
 * `DELETE /api/commerce/shopping-cart/entries/:entryId`: removes a line.
 *
 * @example
 * Schema.decodeUnknownSync(RemoveEntry.params)({ entryId: "e1" })
 */
export const RemoveEntry = {
  method: "DELETE",
  path: API_PATHS.entry,
  params: EntryParams,
  response: Schema.Struct({ shoppingCart: CartSchema }),
} as const

/** The body of an add-to-cart call as sent. */
export type AddToCartBody = typeof AddToCart.body.Encoded
/** The body of an add-to-cart response. */
export type AddToCartResult = typeof AddToCart.response.Type
