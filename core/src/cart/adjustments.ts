import type { StoredEntry } from "./model.ts"
import { QUANTITY_MESSAGE } from "./quantity.ts"

/**
 * A change the combining made to what the shopper asked for, with the text the cart page shows.
 * `quantity` 0 means the line was removed. Reasons: `stock` (fewer in stock), `limit` (the quantity
 * bound of DISPLAY-013), `currency` (a line priced in another currency could not be carried over).
 */
export interface CartAdjustment {
  readonly itemId: string
  readonly sku: string
  readonly title: string
  readonly requested: number
  readonly quantity: number
  readonly reason: "stock" | "limit" | "currency"
  readonly message: string
}

/**
 * The adjustment texts (ours; the spec has none for this). Stock: "Only 3 left: we changed Linen Shirt
 * to 3." / "Linen Shirt is sold out: we removed it from your cart."; the quantity bound reuses the
 * quantity message (ADDCART-018's range, DISPLAY-013).
 *
 * @example
 * adjustmentMessage({ reason: "stock", title: "Linen Shirt", quantity: 3, available: 3 }) // "Only 3 left: we changed Linen Shirt to 3."
 */
export const adjustmentMessage = (change: {
  readonly reason: CartAdjustment["reason"]
  readonly title: string
  readonly quantity: number
  readonly available: number
}): string => {
  const { title, quantity, available } = change
  const outcome =
    quantity === 0 ? `we removed ${title} from your cart.` : `we changed ${title} to ${quantity}.`
  if (change.reason === "currency")
    return `${title} was priced in another currency: we removed it from your cart.`
  if (change.reason === "limit") return `${QUANTITY_MESSAGE.tooLarge.slice(0, -1)}: ${outcome}`
  if (available === 0) return `${title} is sold out: we removed it from your cart.`
  return `Only ${available} left: ${outcome}`
}

/**
 * The adjustments of lines that could not be carried into a cart of another currency (prices are
 * not converted, see `@vitrine/core/site`): each removed.
 *
 * @example
 * currencyAdjustments(oldCart.entries)[0]?.message // "Linen Shirt was priced in another currency: we removed it from your cart."
 */
export const currencyAdjustments = (entries: readonly StoredEntry[]): readonly CartAdjustment[] =>
  entries.map(({ itemId, chosenVariant, title, quantity }) => ({
    itemId,
    sku: chosenVariant.sku,
    title,
    requested: quantity,
    quantity: 0,
    reason: "currency",
    message: adjustmentMessage({ reason: "currency", title, quantity: 0, available: 0 }),
  }))
