import { type FormatMoneyOptions, formatMoney, type Money } from "@vitrine/core/money"
import { type StorefrontStrings, type StringKey, translate } from "@vitrine/core/site"
import type { PriceProps } from "@vitrine/react"
import { useRenderedPageData } from "./page-data-context.tsx"

/** One interface string of the page's language, its placeholders filled (core's `translate`). */
export type PageText = (key: StringKey, values?: Readonly<Record<string, string>>) => string

/**
 * The page's interface strings: the dictionary the server put in the page data (SITE-009), read as
 * data, so a page in French renders and hydrates the same French texts and the dictionaries never
 * enter a chunk of code. Without page data (a test, an older server) the texts are English.
 *
 * @example
 * const text = usePageText()
 * text("removeItem", { productName: "Linen Shirt" }) // "Retirer Linen Shirt" on a French page
 */
export const usePageText = (): PageText => {
  const strings = usePageStrings()
  return (key, values) => translate(strings, key, values)
}

/**
 * The page's dictionary as the server put it in the page data; none without page data (English).
 *
 * @example
 * fieldErrorsIn(errors, usePageStrings())
 */
export const usePageStrings = (): Partial<StorefrontStrings> | undefined =>
  useRenderedPageData()?.language?.strings

/**
 * Money as the page's language writes numbers: `Intl.NumberFormat` with the page's language tag as
 * its locale (1 234,56 in French, 1.234,56 in German), in the money's own currency, the store's,
 * never converted. The symbol stays where the currency wants it (core's default placement,
 * MONEY-005/006), so a price reads the same in every language but for its separators. Without a page
 * language it is core's default, en-US (MONEY-008).
 *
 * @example
 * const money = useMoneyFormat()
 * money(moneyFromMinor(123456, "EUR")) // "€1 234,56" on a French page, "€1,234.56" on an English one
 */
export const useMoneyFormat = (): ((money: Money, options?: FormatMoneyOptions) => string) => {
  const tag = useRenderedPageData()?.language?.tag
  return (money, options) => formatMoney(money, tag === undefined ? options : { ...options, locale: tag })
}

/**
 * What `@vitrine/react`'s prices need to read in the page's language: its tag as their numbers'
 * locale (the currency stays the store's) and its dictionary for "From" and "Regular price".
 * English, core's en-US, without a page language.
 *
 * @example
 * <Price product={product} {...usePriceLanguage()} />
 */
export const usePriceLanguage = (): Pick<PriceProps, "locale" | "texts"> => {
  const language = useRenderedPageData()?.language
  return { locale: language?.tag, texts: language?.strings }
}
