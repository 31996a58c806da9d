/** The add-to-cart button states and their texts (ADDCART-001, ADDCART-002). */
export type AddButtonState = "idle" | "adding" | "added"
export const ADD_BUTTON_STATE_TEXT = { adding: "Adding…", added: "Added!" } as const

/** Add-to-cart timings (ADDCART-002 to ADDCART-004): added after 1 s, idle 2 s later, error reset 1 s. */
export const ADD_BUTTON_TIMING = { addedAfterMs: 1000, idleAfterAddedMs: 2000, errorResetMs: 1000 } as const

/** The add-to-cart error alert's titles (ADDCART-024 to ADDCART-026); the messages are in `add-to-cart-failure.ts`. */
export const ADD_TO_CART_ALERT_TITLES = {
  default: "Unable to Add Item",
  express: "Unable to Purchase Item",
  giftCard: "Unable to purchase Gift Card",
} as const

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
    ? ADD_TO_CART_ALERT_TITLES.giftCard
    : context.expressCheckout
      ? ADD_TO_CART_ALERT_TITLES.express
      : ADD_TO_CART_ALERT_TITLES.default
