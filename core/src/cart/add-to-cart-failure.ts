import { CART_FORM_ERRORS } from "../form/cart-form-errors.ts"
import { ADD_TO_CART_ALERT_TITLES } from "./add-button-state.ts"

// What a failed add says, apart from the button's states (`add-button-state.ts`): only an add that
// failed reads these, so a product page's first load carries the button without them.

/** Add-to-cart error texts of spec 000 §8 (ADDCART-020 to ADDCART-026). */
export const ADD_TO_CART_ERROR = {
  sessionExpired: "Your session has expired. Please reload the page and try again.",
  enableCookies: "Please enable cookies in your browser, reload the page, and try again.",
  rateLimited: "Please try again in a few seconds.",
  titles: ADD_TO_CART_ALERT_TITLES,
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
