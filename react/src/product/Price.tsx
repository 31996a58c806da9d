import type { Product } from "@vitrine/core/catalog"
import { formatMoney, type Money } from "@vitrine/core/money"
import { subscriptionPriceText } from "@vitrine/core/subscription"
import { inLocale, PriceMarkup, type PriceProps, type PriceTexts } from "./price-markup.tsx"
import { showsSubscriptionPrice } from "./shows-subscription-price.ts"
import { subscriptionWords } from "./subscription-words.ts"

/**
 * The price of a variant, the regular price struck through beside it when on sale. Without a variant
 * it shows the lowest price of the product, "From …" when the variants differ. A subscribable
 * product shows the subscription wording instead ("$18.00 every month", SUBS-006), or "Unavailable"
 * when its plan cannot be read (SUBS-008), in the words of `texts` (a page's dictionary) when given. Prices are shown in the currency they carry: the store's,
 * as the server sends them. A page that wants the subscription wording's code only for subscribable
 * products renders `OneTimePrice` for the others (`showsSubscriptionPrice` tells them apart) and
 * loads this one (`@vitrine/react/price`) on demand.
 *
 * @example
 * <Price product={tee} variant={chosen} />
 * <Price product={tee} locale="fr" /> // "$US 12,00" on a French page of a US store
 */
export const Price = (props: PriceProps) => <PriceMarkup {...props} text={priceText} />

const priceText = (product: Product, price: Money, locale: string | undefined, texts: PriceTexts): string =>
  showsSubscriptionPrice(product)
    ? subscriptionPriceText(price, product.subscriptionPlan, {
        ...inLocale(locale),
        words: subscriptionWords(texts),
      })
    : formatMoney(price, inLocale(locale))
