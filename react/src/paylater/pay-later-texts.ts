import { DEFAULT_INSTALMENTS, type PayLaterWording } from "@vitrine/core/paylater"
import { type StorefrontStrings, type StringKey, translate } from "@vitrine/core/site"

/**
 * The pay-later line's and dialog's texts in the page's language, by the dictionaries' keys (a
 * dictionary of `@vitrine/core/site` fits): the wording of the line (PAYLATER-004 to PAYLATER-006),
 * "Learn more", the dialog's title, loading and fallback texts. Any left out reads English, the
 * spec's words where it has them. The provider's own page, shown in the dialog, is in the
 * provider's locale (PAYLATER-013).
 */
export type PayLaterTexts = Partial<StorefrontStrings>

/**
 * The line's templates in `texts`' language, for core's `productPayLaterLine`.
 *
 * @example
 * payLaterWording(dictionaryFor("fr")).upTo // "disponible pour les commandes jusqu'à {amount}"
 */
export const payLaterWording = (texts: PayLaterTexts | undefined): PayLaterWording => ({
  instalments: translate(texts, "payLaterInstalments"),
  instalmentsWithProvider: translate(texts, "payLaterInstalmentsWithProvider"),
  upTo: translate(texts, "payLaterUpTo"),
  over: translate(texts, "payLaterOver"),
})

/**
 * One of the line's or dialog's texts about a provider, its name (and the default instalments,
 * PAYLATER-007) filled in.
 *
 * @example
 * providerText(undefined, "payLaterLearnMoreAbout", "Afterpay") // "Learn more about Afterpay"
 */
export const providerText = (texts: PayLaterTexts | undefined, key: StringKey, brandName: string): string =>
  translate(texts, key, { brandName, n: String(DEFAULT_INSTALMENTS) })
