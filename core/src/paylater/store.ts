import type { CurrencyCode } from "../money/currencies.ts"
import type { Money } from "../money/rules.ts"
import { payLaterOffer } from "./eligibility.ts"
import {
  PAY_LATER_BRAND_NAMES,
  type PayLaterCountry,
  type PayLaterLocale,
  payLaterBrand,
  payLaterLocale,
} from "./locales.ts"
import type { PayLaterContext } from "./model.ts"
import { type PayLaterTextOptions, payLaterText } from "./wording.ts"

const COUNTRY_OF_CURRENCY: { readonly [code in CurrencyCode]?: PayLaterCountry } = {
  USD: "US",
  CAD: "CA",
  AUD: "AU",
  NZD: "NZ",
  GBP: "GB",
}

/**
 * The pay-later country of a store that sells in `currency`, or undefined when pay-later is not
 * offered in it. The provider pays a merchant out in the currency of the merchant's account country
 * only: US dollars in the United States, Canadian dollars in Canada, and so on. A store with no
 * payment account of its own (the reference store) lets its currency stand in for
 * `stripeAccountCountry` (PAYLATER-001): a store in euros or yen has no pay-later.
 *
 * @example
 * payLaterCountryOf("GBP") // "GB"
 * payLaterCountryOf("EUR") // undefined
 */
export const payLaterCountryOf = (currency: CurrencyCode): PayLaterCountry | undefined =>
  COUNTRY_OF_CURRENCY[currency]

/**
 * The pay-later line of a product page: the text, the provider's name, the locale, and whether the
 * name follows the text (an offer: "or 4 interest-free payments of $25.00 with Afterpay",
 * PAYLATER-006) or leads it (out of range: "Afterpay available for orders over $35", PAYLATER-004).
 */
export interface PayLaterLine {
  readonly text: string
  readonly brandName: string
  readonly locale: PayLaterLocale
  readonly brandFirst: boolean
}

/**
 * What a product page shows about pay-later for the price shown, in a store whose currency is the
 * price's: undefined when the store's currency has no pay-later, the product is not physical, or the
 * merchant has turned it off (PAYLATER-003). The locale comes from the store's country and the
 * shopper's language (PAYLATER-009, PAYLATER-010); the limits from product data when it has them,
 * else the defaults (PAYLATER-008).
 *
 * @example
 * productPayLaterLine({ productType: 1, price: moneyFromMinor(10000, "USD"), shopperLanguage: "en-US" })
 * // { text: "or 4 interest-free payments of $25.00 with", brandName: "Afterpay", locale: "en_US", brandFirst: false }
 */
export const productPayLaterLine = (input: {
  readonly productType: number
  readonly price: Money
  readonly shopperLanguage: string
  readonly context?: Pick<PayLaterContext, "afterPayAvailable" | "afterPayMin" | "afterPayMax">
  /** The page's language's wording and money locale; the spec's English and en-US when left out. */
  readonly text?: PayLaterTextOptions
}): PayLaterLine | undefined => {
  const country = payLaterCountryOf(input.price.currency)
  const locale = country === undefined ? undefined : payLaterLocale(country, input.shopperLanguage)
  if (locale === undefined) return undefined
  const context = input.context ?? { afterPayAvailable: true, afterPayMin: null, afterPayMax: null }
  const offer = payLaterOffer({ productType: input.productType, price: input.price, context })
  if (offer._tag === "NotOffered") return undefined
  return {
    text: payLaterText(offer, { ...input.text, withProvider: true }),
    brandName: PAY_LATER_BRAND_NAMES[payLaterBrand(locale)],
    locale,
    brandFirst: offer._tag !== "Offered",
  }
}
