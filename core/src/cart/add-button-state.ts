/** The add-to-cart button states and their texts (ADDCART-001, ADDCART-002). */
export type AddButtonState = "idle" | "adding" | "added"
export const ADD_BUTTON_STATE_TEXT = { adding: "Adding…", added: "Added!" } as const

/** Add-to-cart timings (ADDCART-002 to ADDCART-004): added after 1 s, idle 2 s later, error reset 1 s. */
export const ADD_BUTTON_TIMING = { addedAfterMs: 1000, idleAfterAddedMs: 2000, errorResetMs: 1000 } as const

/**
 * The add-to-cart error alert's titles (ADDCART-024 to ADDCART-026), keyed as the storefront's
 * dictionaries key them, so a page in another language picks its own words by the same key; the
 * messages are in `add-to-cart-failure.ts`.
 */
export const ADD_TO_CART_ALERT_TITLES = {
  addItemFailed: "Unable to Add Item",
  purchaseItemFailed: "Unable to Purchase Item",
  purchaseGiftCardFailed: "Unable to purchase Gift Card",
} as const

/** Which of the alert's titles an add shows (`ADD_TO_CART_ALERT_TITLES`' keys). */
export type AddToCartAlertKind = keyof typeof ADD_TO_CART_ALERT_TITLES

/**
 * Which title the add-to-cart error alert shows (ADDCART-024 to ADDCART-026), as a key, so a page
 * in another language can pick its own words for it. A gift card wins over express checkout: its
 * page is the gift card flow either way.
 *
 * @example
 * addToCartAlertKind({ expressCheckout: true, giftCard: true }) // "purchaseGiftCardFailed"
 */
export const addToCartAlertKind = (context: {
  readonly expressCheckout: boolean
  readonly giftCard: boolean
}): AddToCartAlertKind =>
  context.giftCard
    ? "purchaseGiftCardFailed"
    : context.expressCheckout
      ? "purchaseItemFailed"
      : "addItemFailed"

/**
 * The title of the add-to-cart error alert in the spec's English (ADDCART-024 to ADDCART-026).
 *
 * @example
 * addToCartAlertTitle({ expressCheckout: false, giftCard: true }) // "Unable to purchase Gift Card"
 */
export const addToCartAlertTitle = (context: {
  readonly expressCheckout: boolean
  readonly giftCard: boolean
}): string => ADD_TO_CART_ALERT_TITLES[addToCartAlertKind(context)]
