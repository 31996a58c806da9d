import type { CurrencyCode } from "../money/currencies.ts"
import type { Money } from "../money/rules.ts"
import type { Product } from "./model.ts"

/**
 * A product with every price read in the store's currency.
 *
 * What happens to prices when a merchant changes the store currency: nothing is converted. A
 * store's prices are entered in the store currency and kept as integer minor units; no exchange rate
 * is known, and a merchant who switches from USD to EUR means "my prices are in euros now". So the
 * stored minor units are reinterpreted in the new currency: 1999 is $19.99 in USD, €19.99 in EUR and
 * ¥1,999 in JPY, whose minor unit is the yen (MONEY-004) — a switch to or from JPY changes how large
 * every amount reads by a factor of 100, and the merchant re-enters prices after it. The currency
 * kept beside a stored price is the one it was entered in; the store always reads it in its current
 * currency. Carts keep the currency they were opened in (`StoreContext.currency`), so an open cart's
 * lines and totals do not change under the visitor.
 *
 * @example
 * inStoreCurrency(shirt, "EUR").variants[0].priceMoney // { value: "6800", currency: "EUR" }
 */
export const inStoreCurrency = (product: Product, currency: CurrencyCode): Product => {
  const priced = (money: Money): Money =>
    money.currency === currency ? money : { value: money.value, currency }
  const unchanged = product.variants.every(
    (variant) => variant.priceMoney.currency === currency && variant.salePriceMoney.currency === currency,
  )
  if (unchanged) return product
  return {
    ...product,
    variants: product.variants.map((variant) => ({
      ...variant,
      priceMoney: priced(variant.priceMoney),
      salePriceMoney: priced(variant.salePriceMoney),
    })),
  }
}
