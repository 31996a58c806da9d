import type { PriceProps } from "@vitrine/react"
import { Price as WordedPrice } from "@vitrine/react/price"
import { usePriceLanguage } from "../../ssr/page-language.ts"

/**
 * `@vitrine/react`'s price with the subscription wording, its numbers as the page's language
 * writes them and its "From" the page's dictionary's (the subscription wording itself stays English:
 * core words it). A lazy part of the purchase area, apart from the one-time price so that only
 * subscribable products load the wording's code.
 *
 * @example
 * <Price product={coffee} />
 */
export const Price = (props: PriceProps) => <WordedPrice {...props} {...usePriceLanguage()} />
