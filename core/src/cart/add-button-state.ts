import { CART_FORM_ERRORS } from "../form/cart-form-errors.ts"

/** The add-to-cart button states and their texts (ADDCART-001, ADDCART-002). */
export type AddButtonState = "idle" | "adding" | "added"
export const ADD_BUTTON_STATE_TEXT = { adding: "Adding…", added: "Added!" } as const

/** Add-to-cart timings (ADDCART-002 to ADDCART-004): added after 1 s, idle 2 s later, error reset 1 s. */
export const ADD_BUTTON_TIMING = { addedAfterMs: 1000, idleAfterAddedMs: 2000, errorResetMs: 1000 } as const

/** Add-to-cart error texts of spec 000 §8 (ADDCART-020 to ADDCART-026). */
export const ADD_TO_CART_ERROR = {
  sessionExpired: "Your session has expired. Please reload the page and try again.",
  enableCookies: "Please enable cookies in your browser, reload the page, and try again.",
  rateLimited: "Please try again in a few seconds.",
  titles: {
    default: "Unable to Add Item",
    express: "Unable to Purchase Item",
    giftCard: "Unable to purchase Gift Card",
  },
} as const

/** What the client knows of a failed add-to-cart call. */
export interface AddToCartFailure {
  readonly status: number
  readonly crumbFail: boolean
  readonly serverMessage: string | undefined
  readonly cookiesEnabled: boolean
}

/**
 * The message an add-to-cart failure shows: crumb failures by cookie support, 429 its own text,
 * anything else the server's message (ADDCART-020 to ADDCART-023). A failure with no message (the
 * network dropped) says "Please check your internet connection" (ERR-003).
 *
 * @example
 * addToCartErrorMessage({ status: 429, crumbFail: false, serverMessage: undefined, cookiesEnabled: true })
 * // "Please try again in a few seconds."
 */
export const addToCartErrorMessage = (failure: AddToCartFailure): string => {
  if (failure.crumbFail)
    return failure.cookiesEnabled ? ADD_TO_CART_ERROR.sessionExpired : ADD_TO_CART_ERROR.enableCookies
  if (failure.status === 429) return ADD_TO_CART_ERROR.rateLimited
  return failure.serverMessage ?? CART_FORM_ERRORS.checkConnection
}

/**
 * The title of the add-to-cart error alert (ADDCART-024 to ADDCART-026). A gift card wins over
 * express checkout: its page is the gift card flow either way.
 *
 * @example
 * addToCartAlertTitle({ expressCheckout: false, giftCard: true }) // "Unable to purchase Gift Card"
 */
export const addToCartAlertTitle = (context: {
  readonly expressCheckout: boolean
  readonly giftCard: boolean
}): string =>
  context.giftCard
    ? ADD_TO_CART_ERROR.titles.giftCard
    : context.expressCheckout
      ? ADD_TO_CART_ERROR.titles.express
      : ADD_TO_CART_ERROR.titles.default
