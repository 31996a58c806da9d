import type { Product, Variant } from "./model.ts"
import { ProductType } from "./product-type.ts"

/** What a product card shows beside the title. Precedence: sold out, then sale (DISPLAY-006). */
export type DisplayState = "sold-out" | "sale" | "none"

/** Status label texts (DISPLAY-007). */
export const STATUS_LABEL = { "sold-out": "sold out", sale: "sale" } as const

/** Fixed catalogue labels (DISPLAY-008 to DISPLAY-010). */
export const LABELS = { quickView: "Quick View", quantity: "Quantity", selectValue: "Select Value" } as const

/**
 * Whether stock limits the product: physical and service products only. Takes anything with a
 * product type, so a cart line (which keeps its product's type) can be asked too.
 *
 * @example
 * tracksStock(ebook) // false
 */
export const tracksStock = (product: Pick<Product, "productType">): boolean =>
  product.productType === ProductType.PHYSICAL || product.productType === ProductType.SERVICE

/**
 * Whether a variant can be bought at all right now.
 *
 * @example
 * isVariantInStock({ ...variant, qtyInStock: 0, unlimited: true }) // true
 */
export const isVariantInStock = (variant: Variant): boolean => variant.unlimited || variant.qtyInStock > 0

/**
 * Sold out: a physical or service product whose every variant has zero stock and is not unlimited.
 * Digital and gift card products are never sold out (DISPLAY-003, DISPLAY-004).
 *
 * @example
 * isSoldOut(soldOutTee) // true
 */
export const isSoldOut = (product: Product): boolean =>
  tracksStock(product) && !product.variants.some(isVariantInStock)

/**
 * On sale: any variant of a physical or service product is on sale; a digital product by its own
 * flag (DISPLAY-005).
 *
 * @example
 * isOnSale(discountedMug) // true
 */
export const isOnSale = (product: Product): boolean => {
  if (tracksStock(product)) return product.variants.some((variant) => variant.onSale)
  return product.productType === ProductType.DIGITAL && product.onSale
}

/**
 * The one state a product card shows (DISPLAY-006).
 *
 * @example
 * displayState(product) // "sold-out" | "sale" | "none"
 */
export const displayState = (product: Product): DisplayState =>
  isSoldOut(product) ? "sold-out" : isOnSale(product) ? "sale" : "none"

/**
 * The text of a variant select before a value is chosen (DISPLAY-010).
 *
 * @example
 * selectPrompt("Size") // "Select Size"
 */
export const selectPrompt = (variantName?: string): string =>
  variantName ? `Select ${variantName}` : LABELS.selectValue

/**
 * The price a variant sells at now: its sale price when on sale.
 *
 * @example
 * currentPrice(variant).value // "1500"
 */
export const currentPrice = (variant: Variant) =>
  variant.onSale ? variant.salePriceMoney : variant.priceMoney

/**
 * The image a product block shows for the chosen variant: the variant's main image, else the
 * product's first (DISPLAY-012).
 *
 * @example
 * variantImage(product, variant)?.url
 */
export const variantImage = (product: Product, variant: Variant | undefined) =>
  product.images.find((image) => image.id === variant?.mainImageId) ?? product.images[0]
