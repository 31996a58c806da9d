import type { PriceProps } from "@vitrine/react"
import { OneTimePrice as PlainPrice } from "@vitrine/react/one-time-price"
import { usePriceLanguage } from "../../ssr/page-language.ts"

/**
 * `@vitrine/react`'s one-time price with its numbers as the page's language writes them (`€12,00`
 * on a French page; the currency stays the store's) and its "From" and "Regular price" from the
 * page's dictionary. A lazy part of the purchase area (see purchase-parts.tsx), so reading the
 * page's language costs an island page's first load nothing.
 *
 * @example
 * <OneTimePrice product={tee} variant={chosen} />
 */
export const OneTimePrice = (props: PriceProps) => <PlainPrice {...props} {...usePriceLanguage()} />
