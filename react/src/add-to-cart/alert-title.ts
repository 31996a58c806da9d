import { addToCartAlertTitle } from "@vitrine/core/cart"
import { type Product, ProductType } from "@vitrine/core/catalog"

// Apart from the check (check.ts): the button shows this title when the check's own code cannot load.

/**
 * The alert title for this product and store (ADDCART-024 to ADDCART-026).
 *
 * @example
 * alertTitle(giftCard, false) // "Unable to purchase Gift Card"
 */
export const alertTitle = (product: Product, expressCheckout: boolean): string =>
  addToCartAlertTitle({ expressCheckout, giftCard: product.productType === ProductType.GIFT_CARD })
