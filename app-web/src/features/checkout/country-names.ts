import { COUNTRIES } from "./checkout-form.ts"

/** A country the checkout offers: its ISO code (the field's value) and its name as shown. */
export interface CountryChoice {
  readonly code: string
  readonly name: string
}

/**
 * The checkout's countries named in the page's language (`tag`, `fr` for a French page): the
 * browser's and the server's own names (`Intl.DisplayNames`), so no list of names travels in the
 * page's code. English pages, and a runtime without the language's names, keep `COUNTRIES`' names.
 * The codes stay the values the form sends, and the order stays the checkout's (the countries with
 * postal rules first): the shopper finds the same list in every language. Region names (states,
 * provinces) have no such source in `Intl` and stay as the lists write them.
 *
 * @example
 * countriesIn("fr")[0] // { code: "US", name: "États-Unis" }
 * countriesIn(undefined)[0] // { code: "US", name: "United States" }
 */
export const countriesIn = (tag: string | undefined): ReadonlyArray<CountryChoice> => {
  if (tag === undefined || isEnglish(tag)) return COUNTRIES
  let names: Intl.DisplayNames
  try {
    names = new Intl.DisplayNames([tag], { type: "region", fallback: "none" })
  } catch {
    // A tag the runtime cannot read: the English names rather than no checkout.
    return COUNTRIES
  }
  return COUNTRIES.map((country) => ({ code: country.code, name: names.of(country.code) ?? country.name }))
}

/**
 * Whether a page's language is English (or the page has none): its checkout keeps the English
 * names and each country's own labels ("ZIP Code", "Province"), which only English has.
 *
 * @example
 * isEnglish("en-GB") // true
 * isEnglish("fr") // false
 */
export const isEnglish = (tag: string | undefined): boolean =>
  tag === undefined || tag === "en" || tag.startsWith("en-")
