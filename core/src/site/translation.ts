// Plain data and functions, no Effect: the storefront's interface strings in the site's languages
// (SITE-009), read by the server's render and by the browser from the page's data.
import { GERMAN } from "./dictionaries/de.ts"
import { ENGLISH, type StorefrontStrings, type StringKey } from "./dictionaries/en.ts"
import { SPANISH } from "./dictionaries/es.ts"
import { FRENCH } from "./dictionaries/fr.ts"
import { ITALIAN } from "./dictionaries/it.ts"
import { DUTCH } from "./dictionaries/nl.ts"
import { PORTUGUESE } from "./dictionaries/pt.ts"

export { ENGLISH, type StorefrontStrings, type StringKey } from "./dictionaries/en.ts"

/**
 * The static dictionaries (SITE-009), one module each, by the catalogue tag they are written for.
 * A site language without one of its own is shown in English (`dictionaryFor`).
 *
 * @example
 * DICTIONARIES.fr?.addToCart // "Ajouter au panier"
 */
export const DICTIONARIES: Readonly<Record<string, StorefrontStrings>> = {
  en: ENGLISH,
  fr: FRENCH,
  de: GERMAN,
  es: SPANISH,
  it: ITALIAN,
  nl: DUTCH,
  pt: PORTUGUESE,
}

/**
 * The dictionary a language is shown with: its own; else its base language's (`pt-BR` → `pt`,
 * `en-GB` → `en`: a regional variant reads its language better than English); else English.
 * Always a whole dictionary (every key of English).
 *
 * @example
 * dictionaryFor("pt-BR").addToCart // "Adicionar ao carrinho"
 * dictionaryFor("ja").addToCart // "Add To Cart"
 */
export const dictionaryFor = (tag: string): StorefrontStrings =>
  DICTIONARIES[tag] ?? DICTIONARIES[tag.split("-")[0] ?? ""] ?? ENGLISH

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * The `{name}` placeholders of a text, sorted, each once.
 *
 * @example
 * placeholdersOf("Select {variantName}") // ["variantName"]
 */
export const placeholdersOf = (text: string): readonly string[] =>
  [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ""))].sort()

/**
 * One interface string with its placeholders filled in. `strings` may be partial (the page's data
 * of an older server, a dictionary being written): a key it lacks, or has empty, falls back key by
 * key to English, so the text is never empty. A placeholder without a value stays as written.
 *
 * @example
 * translate(FRENCH, "itemAdded", { productName: "Chemise" }) // "Chemise a été ajouté à votre panier."
 * translate({}, "quantity") // "Quantity"
 */
export const translate = (
  strings: Partial<StorefrontStrings> | undefined,
  key: StringKey,
  values: Readonly<Record<string, string>> = {},
): string =>
  (strings?.[key] || ENGLISH[key]).replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : whole,
  )

/** One of core's fixed English messages, with the dictionary key (and values) that word it in every language. */
export type FixedMessage = readonly [
  message: string,
  key: StringKey,
  values?: Readonly<Record<string, string>>,
]

/**
 * A translator of core's fixed messages into a page's language. Core words its messages in English,
 * in the browser's check and in the server's answer alike (the same rules), so a message is known by
 * its English text: `table` gives each its dictionary key. A message with no key (one the server
 * wrote for itself, or one worded case by case) stays as it came, English rather than nothing; so
 * does every message without `strings`.
 *
 * @example
 * const inLanguage = fixedMessages([["Required", "formRequired"]])
 * inLanguage("Required", FRENCH) // "Obligatoire"
 */
export const fixedMessages = (
  table: readonly FixedMessage[],
): ((message: string, strings: Partial<StorefrontStrings> | undefined) => string) => {
  const keys = new Map(table.map(([message, key, values]) => [message, { key, values }]))
  return (message, strings) => {
    const known = strings === undefined ? undefined : keys.get(message)
    return known === undefined ? message : translate(strings, known.key, known.values)
  }
}
