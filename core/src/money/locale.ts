/**
 * The display locale when none is given: comma thousands, point decimals (MONEY-008).
 *
 * @example
 * formatMoney(money) === formatMoney(money, { locale: DEFAULT_LOCALE }) // true
 */
export const DEFAULT_LOCALE = "en-US"

// language, optional script, optional region: the part of BCP 47 that every Intl implementation
// accepts. Extensions and variants are dropped rather than risk a RangeError from Intl.
const LOCALE = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i

/**
 * A locale tag Intl can take, from what a caller has: "en_GB" (the pay-later and shopper-language
 * form) becomes "en-GB"; a tag that is not language[-Script][-REGION] falls back to en-US, so
 * formatting never throws for a bad locale.
 *
 * @example
 * displayLocale("fr_CA") // "fr-CA"
 * displayLocale("not a locale") // "en-US"
 */
export const displayLocale = (locale: string | undefined): string => {
  const given = locale ?? ""
  let tag = displayLocales.get(given)
  if (tag === undefined) {
    // Every amount on a page asks: the answer is kept per tag (bounded; tags come from callers).
    if (displayLocales.size >= 256) displayLocales.clear()
    tag = readLocale(given)
    displayLocales.set(given, tag)
  }
  return tag
}

const displayLocales = new Map<string, string>()

const readLocale = (locale: string): string => {
  const match = LOCALE.exec(locale.trim().replaceAll("_", "-"))
  if (!match) return DEFAULT_LOCALE
  const [, language = "", script, region] = match
  const scriptPart = script ? `-${script[0]?.toUpperCase()}${script.slice(1).toLowerCase()}` : ""
  return `${language.toLowerCase()}${scriptPart}${region ? `-${region.toUpperCase()}` : ""}`
}
