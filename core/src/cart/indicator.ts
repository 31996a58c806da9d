/** The count above which the pill shows "100+" (CART-016). */
export const PILL_COUNT_CAP = 100

/** How long the item-added popover stays (CART-020) and how often it follows scrolling (CART-022). */
export const POPOVER_MS = 3000
export const POPOVER_SCROLL_THROTTLE_MS = 100

/**
 * The item-added popover text (CART-019).
 *
 * @example
 * itemAddedMessage("Linen Shirt") // "Linen Shirt was added to your cart."
 */
export const itemAddedMessage = (productName: string): string => `${productName} was added to your cart.`

/**
 * The count the cart pill shows: the number, or "100+" above 100 (CART-016).
 *
 * @example
 * pillCount(101) // "100+"
 */
export const pillCount = (totalQuantity: number): string =>
  totalQuantity > PILL_COUNT_CAP ? `${PILL_COUNT_CAP}+` : String(totalQuantity)

/**
 * What a screen reader hears for the pill: "more than 100 items in cart" above 100 (CART-017); our
 * wording below that ("1 item in cart", "N items in cart") follows the same pattern.
 *
 * @example
 * pillSpokenText(1) // "1 item in cart"
 */
export const pillSpokenText = (totalQuantity: number): string => {
  if (totalQuantity > PILL_COUNT_CAP) return `more than ${PILL_COUNT_CAP} items in cart`
  return `${totalQuantity} ${totalQuantity === 1 ? "item" : "items"} in cart`
}

/** The empty marker the indicator shows in place of figures when the cart holds nothing (CART-015). */
export const EMPTY_CART_MARKER = "Empty"

/**
 * The indicator's figures as text: "Empty" (or `empty`, the page's language's word) at zero items
 * (CART-015), else the count ('100+' above 100, CART-016) and the subtotal.
 *
 * @example
 * cartIndicatorText({ items: 3, subtotal: "$42" }) // "3 · $42"
 * cartIndicatorText({ items: 0, subtotal: "" }, "Vide") // "Vide"
 */
export const cartIndicatorText = (
  state: { readonly items: number; readonly subtotal: string },
  empty: string = EMPTY_CART_MARKER,
): string => (state.items === 0 ? empty : `${pillCount(state.items)} · ${state.subtotal}`)

/**
 * What a screen reader hears for the header indicator: "Cart" before the first sync, "Cart, empty"
 * at zero items, else the count ("more than 100 items" above 100, as CART-017) and the subtotal.
 *
 * @example
 * cartIndicatorSpokenText({ items: 2, subtotal: "$42" }) // "Cart, 2 items, subtotal $42"
 */
export const cartIndicatorSpokenText = (
  state: { readonly items: number; readonly subtotal: string } | null,
): string => {
  if (state === null) return "Cart"
  if (state.items === 0) return "Cart, empty"
  const count =
    state.items > PILL_COUNT_CAP
      ? `more than ${PILL_COUNT_CAP} items`
      : `${state.items} ${state.items === 1 ? "item" : "items"}`
  return `Cart, ${count}, subtotal ${state.subtotal}`
}

/** Where the pill may appear. */
export interface PillContext {
  readonly totalQuantity: number
  readonly isCartPage: boolean
  readonly expressCheckout: boolean
  readonly customCart: boolean
}

/**
 * The floating pill shows on non-cart pages of a store without express checkout or a custom cart,
 * and only when the cart holds something (CART-009, CART-010).
 *
 * @example
 * isPillVisible({ totalQuantity: 0, isCartPage: false, expressCheckout: false, customCart: false }) // false
 */
export const isPillVisible = (context: PillContext): boolean =>
  !context.isCartPage && !context.expressCheckout && !context.customCart && context.totalQuantity > 0
