import type { BotCheckFailed } from "@vitrine/core/botcheck"
import type {
  AddToCartProblem,
  CartChangeRejected,
  CartEntryNotFound,
  CartNotFound,
  ProductNotFound,
} from "@vitrine/core/cart"
import type {
  FormFieldsInvalid,
  FormFieldsUnparsable,
  FormIdTaken,
  FormNotFound,
  SubmissionKeyRefused,
} from "@vitrine/core/form"
import type { ErrorBody } from "../contract/errors.ts"

/** Every tagged error a store program can fail with. */
export type StoreError = CartChangeRejected | ProductNotFound | CartNotFound | CartEntryNotFound | FormError

/** The tagged errors of the form programs and the bot check. */
export type FormError =
  | FormNotFound
  | FormFieldsInvalid
  | FormFieldsUnparsable
  | SubmissionKeyRefused
  | FormIdTaken
  | BotCheckFailed

/** A failed call's status and body. */
export interface ErrorReply {
  readonly status: number
  readonly body: ErrorBody
}

/**
 * The one mapping from core's tagged errors to a status and the spec's message (ERR area; DESIGN
 * "the HTTP adapter maps each to a status"). Bad input is 400 with the field it concerns; a request
 * the current catalogue or stock cannot satisfy is 409; a missing product, cart or line is 404.
 *
 * @example
 * errorReply(new ProductNotFound({ itemId: "x" })) // { status: 404, body: { message: "Sorry, that item is no longer available." } }
 */
export const errorReply = (error: StoreError): ErrorReply => {
  switch (error._tag) {
    case "CartChangeRejected":
      return problemReply(error.problem)
    case "ProductNotFound":
      return fieldReply(404, "itemId", error.message)
    case "CartNotFound":
      return { status: 404, body: { message: error.message } }
    case "CartEntryNotFound":
      return fieldReply(404, "entryId", error.message)
    default:
      return formErrorReply(error)
  }
}

/**
 * The reply for a form or bot-check refusal (spec 000 §8). The browser's submit state machine reads
 * the status: 400 with `errors` highlights the fields (FORMSUBMIT-009); 404 is 'This form has not
 * been configured yet.' (FORMSUBMIT-011); any other status shows the message. So: field errors are
 * 400 with `errors` and FORMSUBMIT-019's summary; a `form` that is not a JSON object is 400 with
 * FORMSUBMIT-018's message and no `errors` (it names no field); a refused submission key or captcha
 * token is 403 with its message (FORMSUBMIT-015, or FORMSUBMIT-016 for a missing token); a captcha
 * provider that cannot be asked is 503 (FORMSUBMIT-013's words); a form id taken by another
 * website is 409.
 *
 * @example
 * formErrorReply(new FormNotFound({ formId: "x" })).status // 404
 */
export const formErrorReply = (error: FormError): ErrorReply => {
  switch (error._tag) {
    case "FormNotFound":
      return { status: 404, body: { message: error.message } }
    case "FormFieldsInvalid":
      return { status: 400, body: { message: error.message, errors: error.errors } }
    case "FormFieldsUnparsable":
      return { status: 400, body: { message: error.message } }
    case "SubmissionKeyRefused":
      return { status: 403, body: { message: error.message } }
    case "FormIdTaken":
      return fieldReply(409, "id", error.message)
    case "BotCheckFailed":
      return { status: error.reason === "unavailable" ? 503 : 403, body: { message: error.message } }
  }
}

/**
 * The reply for an add-to-cart or quantity problem (ADDCART-012 to ADDCART-019): quantity problems
 * and unchosen options are the visitor's input (400, with the field); an unavailable variant and a
 * short stock are the catalogue's state (409).
 *
 * @example
 * problemReply({ _tag: "QuantityNotWhole", message: "Quantity must be a whole number" }).status // 400
 */
export const problemReply = (problem: AddToCartProblem): ErrorReply => {
  switch (problem._tag) {
    case "QuantityNotNumber":
    case "QuantityNotWhole":
    case "QuantityOutOfRange":
      return fieldReply(400, "quantity", problem.message)
    case "OptionsNotSelected":
    case "GiftCardDenominationMissing":
      return fieldReply(400, "sku", problem.message)
    case "VariantUnavailable":
      return fieldReply(409, "sku", problem.message)
    case "OutOfStock":
      return fieldReply(409, "quantity", problem.message)
  }
}

const fieldReply = (status: number, field: string, message: string): ErrorReply => ({
  status,
  body: { message, errors: { [field]: message } },
})
