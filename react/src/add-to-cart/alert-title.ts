import { ADD_TO_CART_ALERT_TITLES, addToCartAlertKind } from "@vitrine/core/cart"
import { type Product, ProductType } from "@vitrine/core/catalog"

// Apart from the check (check.ts): the button shows this title when the check's own code cannot load.

/** The alert's three titles in the page's language, by the dictionaries' keys (core's `ADD_TO_CART_ALERT_TITLES`' keys); any left out reads core's English. */
export interface AlertTitleTexts {
  readonly addItemFailed?: string
  readonly purchaseItemFailed?: string
  readonly purchaseGiftCardFailed?: string
}

/**
 * The alert title for this product and store (ADDCART-024 to ADDCART-026), in `texts`' words when
 * it has them (a page's dictionary), else the spec's.
 *
 * @example
 * alertTitle(giftCard, false) // "Unable to purchase Gift Card"
 * alertTitle(tee, false, dictionaryFor("fr")) // "Impossible d'ajouter l'article"
 */
export const alertTitle = (product: Product, expressCheckout: boolean, texts?: AlertTitleTexts): string => {
  const key = addToCartAlertKind({
    expressCheckout,
    giftCard: product.productType === ProductType.GIFT_CARD,
  })
  return texts?.[key] ?? ADD_TO_CART_ALERT_TITLES[key]
}
