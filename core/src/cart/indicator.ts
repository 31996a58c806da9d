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
 * The words of the pill's and the indicator's spoken texts, in English; `{count}`, `{items}` and
 * `{subtotal}` are filled in. Keyed as the storefront's dictionaries key them (`@vitrine/core/site`),
 * so a page's dictionary can stand in for them whole; the English dictionary takes them from here.
 *
 * @example
 * CART_SPOKEN_WORDS.spokenInCart // "{items} in cart"
 */
export const CART_SPOKEN_WORDS = {
  cart: "Cart",
  spokenOneItem: "{count} item",
  spokenItems: "{count} items",
  spokenMoreThanItems: "more than {count} items",
  spokenInCart: "{items} in cart",
  spokenCartEmpty: "Cart, empty",
  spokenCartSummary: "Cart, {items}, subtotal {subtotal}",
} as const

/** The spoken texts' words in one language (`CART_SPOKEN_WORDS`' keys). */
export type CartSpokenWords = { readonly [Key in keyof typeof CART_SPOKEN_WORDS]: string }

const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

// "1 item", "N items", "more than 100 items" (CART-017's cap).
const spokenItems = (count: number, words: CartSpokenWords): string =>
  count > PILL_COUNT_CAP
    ? fill(words.spokenMoreThanItems, { count: String(PILL_COUNT_CAP) })
    : fill(count === 1 ? words.spokenOneItem : words.spokenItems, { count: String(count) })

/**
 * What a screen reader hears for the pill: "more than 100 items in cart" above 100 (CART-017); our
 * wording below that ("1 item in cart", "N items in cart") follows the same pattern. `words` give
 * another language's (a page's dictionary fits).
 *
 * @example
 * pillSpokenText(1) // "1 item in cart"
 * pillSpokenText(3, dictionaryFor("fr")) // "3 articles dans le panier"
 */
export const pillSpokenText = (totalQuantity: number, words: CartSpokenWords = CART_SPOKEN_WORDS): string =>
  fill(words.spokenInCart, { items: spokenItems(totalQuantity, words) })

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
 * cartIndicatorSpokenText({ items: 2, subtotal: "42 €" }, dictionaryFor("fr")) // "Panier, 2 articles, sous-total 42 €"
 */
export const cartIndicatorSpokenText = (
  state: { readonly items: number; readonly subtotal: string } | null,
  words: CartSpokenWords = CART_SPOKEN_WORDS,
): string => {
  if (state === null) return words.cart
  if (state.items === 0) return words.spokenCartEmpty
  return fill(words.spokenCartSummary, { items: spokenItems(state.items, words), subtotal: state.subtotal })
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
