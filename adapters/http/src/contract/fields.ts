import { Schema } from "effect"

/**
 * Messages for request fields that fail the contract; ours, as the spec gives none (beyond ADDCART-017).
 *
 * @example
 * body.errors.itemId === FIELD_MESSAGE.itemIdMissing // "Item id is required."
 */
export const FIELD_MESSAGE = {
  body: "The request body must be a JSON object.",
  itemIdMissing: "Item id is required.",
  itemIdInvalid: "Item id must be a non-empty string.",
  sku: "SKU must be a string.",
  quantity: "Quantity must be a number.",
  quantityMissing: "Quantity is required.",
  additionalFields: "Additional fields must be a JSON string.",
  entryId: "Entry id must be a non-empty string.",
  idOrSlug: "Product id must be a non-empty string.",
  currency: "Currency must be one of the store currencies.",
  currencyMissing: "Currency is required.",
  formId: "Form id must be a non-empty string.",
  formType: "The form type must be a form id.",
  captchaAction: "The captcha action must be one of the bot-check actions.",
  limit: "The page size must be a whole number from 1 to 500.",
} as const

/**
 * A required, non-empty string field with one message for a missing key and one for a bad value.
 *
 * @example
 * Schema.Struct({ itemId: requiredText(FIELD_MESSAGE.itemIdMissing, FIELD_MESSAGE.itemIdInvalid) })
 */
export const requiredText = (missing: string, invalid: string) =>
  Schema.String.annotate({ message: invalid })
    .check(Schema.isMinLength(1, { message: invalid }))
    .pipe(Schema.annotateKey({ messageMissingKey: missing }))

/**
 * A quantity on the wire: a number, or a string as typed into the input. Anything else gets the
 * spec's 'Quantity must be a number.' (ADDCART-017); whether the value is numeric, whole and within
 * 1–9999 is core's `parseQuantity`, so the browser and the server give the same messages.
 *
 * @example
 * Schema.Struct({ quantity: QuantityWireSchema })
 */
export const QuantityWireSchema = Schema.Union([Schema.Number, Schema.String]).annotate({
  message: FIELD_MESSAGE.quantity,
})

const isJsonText = (text: string): boolean => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * The additional-fields form answers: a JSON string (API-001), or null when the product has no form.
 *
 * @example
 * Schema.decodeUnknownSync(AdditionalFieldsSchema)('{"Name":"Ada"}')
 */
export const AdditionalFieldsSchema = Schema.NullOr(
  Schema.String.check(Schema.makeFilter(isJsonText, { message: FIELD_MESSAGE.additionalFields })),
).annotate({
  message: FIELD_MESSAGE.additionalFields,
})
