import { isSoldOut, tracksStock } from "./display.ts"
import type { ProductDisplay, ProductSale } from "./model.ts"
import { ProductType } from "./product-type.ts"

// A product card's status label, apart from the rest of what a product shows (`display.ts`): the
// listing's cards and the templates read these; a product page's first load does not.

/** What a product card shows beside the title. Precedence: sold out, then sale (DISPLAY-006). */
export type DisplayState = "sold-out" | "sale" | "none"

/** Status label texts (DISPLAY-007). */
export const STATUS_LABEL = { "sold-out": "sold out", sale: "sale" } as const

/**
 * On sale: any variant of a physical or service product is on sale; a digital product by its own
 * flag (DISPLAY-005).
 *
 * @example
 * isOnSale(discountedMug) // true
 */
export const isOnSale = (product: ProductSale): boolean => {
  if (tracksStock(product)) return product.variants.some((variant) => variant.onSale)
  return product.productType === ProductType.DIGITAL && product.onSale
}

/**
 * The one state a product card shows (DISPLAY-006).
 *
 * @example
 * displayState(product) // "sold-out" | "sale" | "none"
 */
export const displayState = (product: ProductDisplay): DisplayState =>
  isSoldOut(product) ? "sold-out" : isOnSale(product) ? "sale" : "none"
