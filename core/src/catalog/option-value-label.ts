import type { Money } from "../money/rules.ts"
import type { Product } from "./model.ts"
import { ProductType } from "./product-type.ts"

// How an option value reads in a select, apart from the option rules (`options.ts`): only the
// selects that format money (a gift card's amounts) read it, and they are not on a product page's
// first load.

/**
 * The text a choice of one option value shows. A gift card's denominations are amounts of money,
 * so each reads as the price of its variant in the store currency, formatted by the caller: a
 * merchant-typed label such as "$25" would go stale when the store currency changes. Every other
 * value shows as the merchant typed it.
 *
 * @example
 * optionValueLabel(giftCard, "Amount", "25", formatMoney) // "€25.00" in a euro store
 */
export const optionValueLabel = (
  product: Product,
  option: string,
  value: string,
  formatPrice: (price: Money) => string,
): string => {
  if (product.productType !== ProductType.GIFT_CARD) return value
  const variant = product.variants.find((candidate) => candidate.attributes[option] === value)
  return variant ? formatPrice(variant.priceMoney) : value
}
