/**
 * The pay-later locales (PAYLATER-009), written as the provider writes them: language, underscore,
 * country.
 *
 * @example
 * PAY_LATER_LOCALES.includes("fr_CA") // true
 */
export const PAY_LATER_LOCALES = ["en_US", "en_CA", "fr_CA", "en_AU", "en_NZ", "en_GB"] as const

/**
 * One of the six pay-later locales.
 *
 * @example
 * const locale: PayLaterLocale = "fr_CA"
 */
export type PayLaterLocale = (typeof PAY_LATER_LOCALES)[number]

/**
 * The two provider brands (PAYLATER-009; the spec does not name them): the same service trades as
 * Afterpay in the United States, Canada, Australia and New Zealand, and as Clearpay in the United
 * Kingdom.
 *
 * @example
 * payLaterBrand("en_AU") // "afterpay"
 */
export type PayLaterBrand = "afterpay" | "clearpay"

/**
 * How each brand is written for people.
 *
 * @example
 * PAY_LATER_BRAND_NAMES[payLaterBrand("en_GB")] // "Clearpay"
 */
export const PAY_LATER_BRAND_NAMES: { readonly [brand in PayLaterBrand]: string } = {
  afterpay: "Afterpay",
  clearpay: "Clearpay",
}

/**
 * The languages pay-later may be shown in, by country (PAYLATER-010); the first is the country's
 * default.
 *
 * @example
 * PAY_LATER_LANGUAGES.CA // ["en", "fr"]
 */
export const PAY_LATER_LANGUAGES = {
  US: ["en"],
  CA: ["en", "fr"],
  AU: ["en"],
  NZ: ["en"],
  GB: ["en"],
} as const satisfies { readonly [country: string]: readonly string[] }

/**
 * A country where pay-later is offered.
 *
 * @example
 * const country: PayLaterCountry = "NZ"
 */
export type PayLaterCountry = keyof typeof PAY_LATER_LANGUAGES

/**
 * The brand of a locale: en_GB is Clearpay, the other five Afterpay (PAYLATER-009).
 *
 * @example
 * payLaterBrand("en_GB") // "clearpay"
 */
export const payLaterBrand = (locale: PayLaterLocale): PayLaterBrand =>
  locale === "en_GB" ? "clearpay" : "afterpay"

/**
 * Whether pay-later may be shown in a language in a country (PAYLATER-010). Case and a region
 * suffix are ignored: "fr-CA" and "FR" both mean French.
 *
 * @example
 * isPayLaterLanguage("CA", "fr") // true
 * isPayLaterLanguage("US", "fr") // false
 */
export const isPayLaterLanguage = (country: string, language: string): boolean => {
  const languages: readonly string[] | undefined =
    PAY_LATER_LANGUAGES[country.toUpperCase() as PayLaterCountry]
  return languages?.includes(primaryLanguage(language)) ?? false
}

const primaryLanguage = (language: string) => language.trim().split(/[-_]/)[0]?.toLowerCase() ?? ""

/**
 * The pay-later locale for a merchant's account country (`stripeAccountCountry`) and a shopper's
 * language (`shopperLanguage`), or undefined where pay-later is not offered. A language the country
 * does not support falls back to the country's default, English (our choice: the spec lists the
 * valid languages but not what happens to the others; showing the message in English beats hiding
 * it).
 *
 * @example
 * payLaterLocale("CA", "fr-CA") // "fr_CA"
 * payLaterLocale("US", "es") // "en_US"
 * payLaterLocale("DE", "de") // undefined
 */
export const payLaterLocale = (country: string, language: string): PayLaterLocale | undefined => {
  const code = country.trim().toUpperCase()
  const languages: readonly string[] | undefined = PAY_LATER_LANGUAGES[code as PayLaterCountry]
  if (languages === undefined) return undefined
  const chosen = isPayLaterLanguage(code, language) ? primaryLanguage(language) : languages[0]
  return PAY_LATER_LOCALES.find((locale) => locale === `${chosen}_${code}`)
}
