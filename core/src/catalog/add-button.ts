import type { Product, ProductStock } from "./model.ts"
import { ProductType } from "./product-type.ts"

/**
 * Add-button texts (ADDCART-008 to ADDCART-010), keyed as the storefront's dictionaries key them
 * (`@vitrine/core/site`), so a page's dictionary can stand in for them.
 */
export const ADD_BUTTON_TEXT = {
  addToCart: "Add To Cart",
  subscribe: "Subscribe",
  selectOption: "Select Option",
  soldOutButton: "Sold Out",
} as const

/** How long a listing page shows "Select Option" with the button disabled (ADDCART-009). */
export const SELECT_OPTION_HINT_MS = 2000

/**
 * The add button's idle text: a configured custom text, else "Subscribe" for a subscribable
 * product, else "Add To Cart" (ADDCART-008). A store's translated wording of the two defaults may
 * be passed as `texts`; the merchant's custom text is never translated.
 *
 * @example
 * addButtonText({ ...product, isSubscribable: true }) // "Subscribe"
 * addButtonText(product, { addToCart: "Ajouter", subscribe: "S'abonner" }) // "Ajouter"
 */
export const addButtonText = (
  product: Pick<Product, "useCustomAddButtonText" | "customAddButtonText" | "isSubscribable">,
  texts: { readonly addToCart: string; readonly subscribe: string } = ADD_BUTTON_TEXT,
): string => {
  if (product.useCustomAddButtonText && product.customAddButtonText.trim() !== "") {
    return product.customAddButtonText
  }
  return product.isSubscribable ? texts.subscribe : texts.addToCart
}

/** The quantity input of a product page (DISPLAY-013). */
export const QUANTITY_INPUT = { min: 1, max: 9999, step: 1, defaultValue: 1 } as const

/**
 * Whether the product page shows a quantity input: physical products, or services when the store
 * allows several; never for subscribable products; not when total stock is 1 or less
 * (DISPLAY-014 to DISPLAY-016). Unlimited stock counts as more than 1.
 *
 * @example
 * showsQuantityInput(tee, { multipleQuantityAllowedForServices: true }) // true
 */
export const showsQuantityInput = (
  product: ProductStock & Pick<Product, "isSubscribable">,
  settings: { readonly multipleQuantityAllowedForServices: boolean },
): boolean => {
  if (product.isSubscribable) return false
  const typeAllows =
    product.productType === ProductType.PHYSICAL ||
    (product.productType === ProductType.SERVICE && settings.multipleQuantityAllowedForServices)
  if (!typeAllows) return false
  const unlimited = product.variants.some((variant) => variant.unlimited)
  const total = product.variants.reduce((sum, variant) => sum + Math.max(0, variant.qtyInStock), 0)
  return unlimited || total > 1
}
