import type {
  AccountEmailTaken,
  LanguageInvalid,
  PermissionDenied,
  RegistrationInvalid,
  SignInFailed,
  SignInThrottled,
  StaffLastAdmin,
  StaffNotFound,
} from "@vitrine/core/account"
import type { BotCheckFailed } from "@vitrine/core/botcheck"
import type {
  AddToCartProblem,
  CartChangeRejected,
  CartEntryNotFound,
  CartNotFound,
  ProductNotFound,
} from "@vitrine/core/cart"
import type {
  CheckoutBelowMinimum,
  CheckoutInvalid,
  CheckoutTotalChanged,
  OrderNotFound,
  OrderOutOfStock,
  OrderStateConflict,
  PaymentFailed,
} from "@vitrine/core/checkout"
import type { FileJobNotFound, FileNotFound, FileRefused } from "@vitrine/core/files"
import type {
  FormFieldsInvalid,
  FormFieldsUnparsable,
  FormIdTaken,
  FormNotFound,
  SubmissionKeyRefused,
} from "@vitrine/core/form"
import { formatMoney } from "@vitrine/core/money"
import type { RestockCursorInvalid, RestockEmailInvalid, RestockVariantNotFound } from "@vitrine/core/restock"
import {
  type AutomationRefused,
  type HomeLayoutRefused,
  type LanguagesRefused,
  type NavigationUpdateInvalid,
  type SmugmugAccountMissing,
  type SmugmugUnreachable,
  STORE_COLLECTION_MESSAGE,
  type StoreCollectionRefused,
  type StorePageMissing,
  type SubscriberNotFound,
  type VimeoUnreachable,
} from "@vitrine/core/site"
import type { SubscriptionUnavailable } from "@vitrine/core/subscription"
import type { ErrorBody } from "../contract/errors.ts"

/** Every tagged error a store program can fail with. */
export type StoreError =
  | CartChangeRejected
  | ProductNotFound
  | CartNotFound
  | CartEntryNotFound
  | SignInFailed
  | SignInThrottled
  | RegistrationInvalid
  | AccountEmailTaken
  | LanguageInvalid
  | PermissionDenied
  | StaffNotFound
  | StaffLastAdmin
  | LanguagesRefused
  | AutomationRefused
  | SubscriberNotFound
  | NavigationUpdateInvalid
  | HomeLayoutRefused
  | VimeoUnreachable
  | SmugmugUnreachable
  | SmugmugAccountMissing
  | FileRefused
  | FileNotFound
  | FileJobNotFound
  | StorePageMissing
  | StoreCollectionRefused
  | CheckoutError
  | RestockError
  | FormError

/** Every tagged error the checkout and order programs can fail with. */
export type CheckoutError =
  | CheckoutBelowMinimum
  | CheckoutInvalid
  | CheckoutTotalChanged
  | OrderOutOfStock
  | PaymentFailed
  | OrderNotFound
  | OrderStateConflict
  | SubscriptionUnavailable

/** The tagged errors of the form programs and the bot check they use. */
export type FormError =
  | FormNotFound
  | FormFieldsInvalid
  | FormFieldsUnparsable
  | SubmissionKeyRefused
  | FormIdTaken
  | BotCheckFailed

/** The tagged errors of the restock programs and the bot check they use. */
export type RestockError =
  | RestockEmailInvalid
  | RestockVariantNotFound
  | RestockCursorInvalid
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
    case "SignInFailed":
      return { status: 401, body: { message: error.message } }
    case "SignInThrottled":
      return { status: 429, body: { message: error.message } }
    case "RegistrationInvalid":
      return { status: 400, body: { message: error.message, errors: { ...error.problems } } }
    case "AccountEmailTaken":
      return fieldReply(409, "email", error.message)
    case "LanguageInvalid":
      return fieldReply(400, "language", error.message)
    case "PermissionDenied":
      return { status: 403, body: { message: error.message } }
    case "StaffNotFound":
      return fieldReply(404, "staffId", error.message)
    case "StaffLastAdmin":
      return fieldReply(409, "roles", error.message)
    case "LanguagesRefused":
      return fieldReply(400, error.field, error.message)
    case "AutomationRefused":
      return fieldReply(409, error.refusal === "already-connected" ? "automation" : "key", error.message)
    case "SubscriberNotFound":
      return fieldReply(404, "subscriberId", error.message)
    case "NavigationUpdateInvalid":
    case "HomeLayoutRefused":
      return { status: 400, body: { message: error.message, errors: { ...error.errors } } }
    case "VimeoUnreachable":
    case "SmugmugUnreachable":
      return { status: 503, body: { message: error.message } }
    case "SmugmugAccountMissing":
      return fieldReply(404, "nickname", error.message)
    case "FileRefused":
      return fieldReply(error.reason === "tooLarge" ? 413 : 400, error.field, error.message)
    case "FileNotFound":
      return fieldReply(404, "fileId", error.message)
    case "FileJobNotFound":
      return fieldReply(404, "jobId", error.message)
    case "StorePageMissing":
      return fieldReply(404, "collectionId", error.message)
    case "StoreCollectionRefused":
      return collectionReply(error)
    case "RestockEmailInvalid":
    case "RestockVariantNotFound":
    case "RestockCursorInvalid":
      return restockErrorReply(error)
    case "FormNotFound":
    case "FormFieldsInvalid":
    case "FormFieldsUnparsable":
    case "SubmissionKeyRefused":
    case "FormIdTaken":
      return formErrorReply(error)
    case "BotCheckFailed":
      return botCheckReply(error)
    default:
      return checkoutReply(error)
  }
}

/**
 * The reply for a checkout or order error: the form's fields are 400 with one message each; the
 * minimum (CHECKOUT-001), a changed total (the new total in the message) and short stock are 409;
 * a declined payment is 402 with the provider's message; the provider unreachable 503; an unknown
 * order 404; an order in the wrong state for the change 409; a product that cannot be subscribed to,
 * or an unknown subscription option, 400 under its field (API-004).
 *
 * @example
 * checkoutReply(new OrderOutOfStock({ sku: "S" })).status // 409
 */
export const checkoutReply = (error: CheckoutError): ErrorReply => {
  switch (error._tag) {
    case "CheckoutInvalid":
      return { status: 400, body: { message: error.message, errors: error.fields } }
    case "CheckoutBelowMinimum":
      return fieldReply(409, "subtotal", error.message)
    case "CheckoutTotalChanged": {
      const message = `The total of your order is now ${formatMoney(error.grandTotal)}. Please review it before paying.`
      return fieldReply(409, "expectedGrandTotalCents", message)
    }
    case "OrderOutOfStock":
      return fieldReply(409, "quantity", error.message)
    case "PaymentFailed":
      return error.reason === "declined"
        ? fieldReply(402, "paymentMethod", error.message)
        : { status: 503, body: { message: error.message } }
    case "OrderNotFound":
      return fieldReply(404, "orderId", error.message)
    case "OrderStateConflict":
      return { status: 409, body: { message: error.message } }
    case "SubscriptionUnavailable":
      return fieldReply(
        400,
        error.reason === "unknownOption" ? "subscriptionOptionId" : "itemId",
        error.message,
      )
  }
}

/**
 * The reply for a restock or bot-check refusal; the restock box shows its message (RESTOCK-010). A
 * bad e-mail is 400 under `siteVisitorEmail` (RESTOCK-005/006); an unknown product or variant 404;
 * a forged paging cursor 400 under `cursor`; a refused captcha token 403 (missing, forged, expired,
 * replayed), or 503 when the captcha provider cannot be asked.
 *
 * @example
 * restockErrorReply(new RestockEmailInvalid({ reason: "blank" })).status // 400
 */
export const restockErrorReply = (error: RestockError): ErrorReply => {
  switch (error._tag) {
    case "RestockEmailInvalid":
      return fieldReply(400, "siteVisitorEmail", error.message)
    case "RestockVariantNotFound":
      return fieldReply(404, "variantId", error.message)
    case "RestockCursorInvalid":
      return fieldReply(400, "cursor", error.message)
    case "BotCheckFailed":
      return botCheckReply(error)
  }
}

/**
 * The reply for a form or bot-check refusal (spec 000 §8). The browser's submit state machine reads
 * the status: 400 with `errors` highlights the fields (FORMSUBMIT-009); 404 is 'This form has not
 * been configured yet.' (FORMSUBMIT-011); any other status shows the message. So: field errors are
 * 400 with `errors` and FORMSUBMIT-019's summary; a `form` that is not a JSON object is 400 with
 * FORMSUBMIT-018's message and no `errors` (it names no field); a refused submission key is 403 with
 * its message (FORMSUBMIT-015); a form id taken by another website is 409.
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
      return botCheckReply(error)
  }
}

/**
 * The reply for a refused captcha token, for every action that asks for one (forms, restock
 * sign-ups): 403 with its message (missing, forged, expired, replayed; FORMSUBMIT-015/016), or 503
 * when the captcha provider cannot be asked (FORMSUBMIT-013).
 *
 * @example
 * botCheckReply(new BotCheckFailed({ reason: "unavailable", … })).status // 503
 */
export const botCheckReply = (error: BotCheckFailed): ErrorReply => ({
  status: error.reason === "unavailable" ? 503 : 403,
  body: { message: error.message },
})

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

const COLLECTION_LIMITS: ReadonlySet<string> = new Set([
  STORE_COLLECTION_MESSAGE.tooManyProducts,
  STORE_COLLECTION_MESSAGE.tooManyItems,
  STORE_COLLECTION_MESSAGE.tooManyCategories,
])

/**
 * The reply for a collection change the rules refused, with its messages by field: an unknown
 * category is 404; a limit the page has reached (CONST-005, CONST-006, CONST-008) is 409, a request
 * the page as it is cannot take; anything else (a name, a product twice) is 400.
 *
 * @example
 * collectionReply(new StoreCollectionRefused({ errors: { productIds: STORE_COLLECTION_MESSAGE.tooManyProducts } })).status // 409
 */
export const collectionReply = (error: StoreCollectionRefused): ErrorReply => {
  const messages = Object.values(error.errors)
  const status =
    error.errors.categoryId !== undefined
      ? 404
      : messages.some((message) => COLLECTION_LIMITS.has(message))
        ? 409
        : 400
  return { status, body: { message: error.message, errors: { ...error.errors } } }
}
