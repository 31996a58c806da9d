import { Effect, Option } from "effect"
import type { Product } from "../catalog/model.ts"
import { checkCartAnswers } from "../form/cart-line-answers.ts"
import { FormFieldsInvalid, FormFieldsUnparsable } from "../form/errors.ts"
import { websiteForm } from "../form/program.ts"
import { CartEntryNotFound, CartNotFound, ProductNotFound } from "./errors.ts"
import type { CartEntry } from "./model.ts"
import { CartRepository } from "./port.ts"
import { cartFromStored } from "./totals.ts"

/**
 * The additional-field answers a line of this product stores, checked on the server with the same
 * Schema the lightbox uses: a product with a custom form needs answers that pass it (errors by field
 * id, `FormFieldsInvalid`; text holding no values, `FormFieldsUnparsable`), and stores them as the
 * server rebuilds them; a form that is gone is `FormNotFound` (the lightbox could not open it
 * either). A product without a form keeps what was sent, as API-001 has always allowed.
 *
 * @example
 * answersFor("site-1", product, '[{"fieldId":"initials","value":"AL"}]') // Effect<string | null, …>
 */
export const answersFor = Effect.fnUntraced(function* (
  websiteId: string,
  product: Product,
  text: string | null,
) {
  if (product.additionalFieldsFormId === null) return text
  const definition = yield* websiteForm(websiteId, product.additionalFieldsFormId)
  const checked = checkCartAnswers(definition, text)
  if (checked.ok) return checked.additionalFields
  if ("unparsable" in checked) return yield* new FormFieldsUnparsable({ formId: definition.id })
  return yield* new FormFieldsInvalid({ errors: checked.errors })
})

/** A change of a cart line's answers as it arrives (API-002). */
export interface ChangeAnswersInput {
  readonly cartId: string | null
  readonly entryId: string
  /** Must name the line's item; a line of another item is not found. */
  readonly itemId: string
  /** The line's SKU; null or left out for any. */
  readonly sku: string | null
  readonly additionalFields: string | null
}

/**
 * Replaces a cart line's additional-field answers (API-002), checked as adding checks them
 * (`answersFor`). The line must be in the visitor's open cart and of the item (and SKU, when given)
 * the request names; else `CartEntryNotFound` ("Unable to update form", ERR-002). Answers that make
 * the line the same as another join the two, as adding would; `updatedEntry` is the line that holds
 * them.
 *
 * @example
 * changeAdditionalFields("site-1", { cartId, entryId, itemId, sku: null, additionalFields })
 */
export const changeAdditionalFields = Effect.fn("changeAdditionalFields")(function* (
  websiteId: string,
  input: ChangeAnswersInput,
) {
  const carts = yield* CartRepository
  const notFound = new CartEntryNotFound({ entryId: input.entryId, action: "answer" })
  if (input.cartId === null) return yield* new CartNotFound({ cartId: null })
  const seen = yield* carts.findForAdd(input.cartId, input.itemId)
  const cart = Option.filter(seen.cart, ({ stored }) => !stored.isPurchased)
  if (Option.isNone(cart)) return yield* new CartNotFound({ cartId: input.cartId })
  const entry = cart.value.stored.entries.find((line) => line.id === input.entryId)
  if (entry === undefined || (input.sku !== null && input.sku !== entry.chosenVariant.sku))
    return yield* notFound
  if (Option.isNone(seen.product)) return yield* new ProductNotFound({ itemId: input.itemId })
  if (seen.product.value.id !== entry.itemId) return yield* notFound
  const additionalFields = yield* answersFor(websiteId, seen.product.value, input.additionalFields)
  const changed = yield* carts.setAdditionalFields(cart.value.stored.id, entry.id, {
    ...entry,
    additionalFields,
  })
  if (Option.isNone(changed)) return yield* notFound
  const shoppingCart = cartFromStored(changed.value.cart)
  const updatedEntry = shoppingCart.entries.find((line) => line.id === changed.value.entryId) as CartEntry
  return { shoppingCart, updatedEntry }
})
