// Plain data and functions, no Effect: the admin screen and the Schemas (multilingual.ts) share them.

/** A language the site can offer: its BCP 47 tag, its English name and its own name for itself. */
export interface CatalogueLanguage {
  readonly tag: string
  readonly name: string
  readonly nativeName: string
}

/**
 * The languages a site can offer (SITE-002, ours: the spec names the translation service and no
 * language). Tags are canonical BCP 47 (`Intl.getCanonicalLocales` gives them back unchanged), in
 * English alphabetical order. The names are written here, not asked of `Intl.DisplayNames`: its
 * answers follow the runtime's ICU data (a small-ICU build names nothing), and the server and every
 * browser must show the same names.
 *
 * @example
 * LANGUAGE_CATALOGUE.find((language) => language.tag === "fr")?.nativeName // "Français"
 */
export const LANGUAGE_CATALOGUE: readonly CatalogueLanguage[] = [
  { tag: "ar", name: "Arabic", nativeName: "العربية" },
  { tag: "zh-Hans", name: "Chinese (Simplified)", nativeName: "简体中文" },
  { tag: "zh-Hant", name: "Chinese (Traditional)", nativeName: "繁體中文" },
  { tag: "cs", name: "Czech", nativeName: "Čeština" },
  { tag: "da", name: "Danish", nativeName: "Dansk" },
  { tag: "nl", name: "Dutch", nativeName: "Nederlands" },
  { tag: "en", name: "English", nativeName: "English" },
  { tag: "en-GB", name: "English (United Kingdom)", nativeName: "English (UK)" },
  { tag: "fi", name: "Finnish", nativeName: "Suomi" },
  { tag: "fr", name: "French", nativeName: "Français" },
  { tag: "de", name: "German", nativeName: "Deutsch" },
  { tag: "el", name: "Greek", nativeName: "Ελληνικά" },
  { tag: "he", name: "Hebrew", nativeName: "עברית" },
  { tag: "hi", name: "Hindi", nativeName: "हिन्दी" },
  { tag: "hu", name: "Hungarian", nativeName: "Magyar" },
  { tag: "id", name: "Indonesian", nativeName: "Bahasa Indonesia" },
  { tag: "it", name: "Italian", nativeName: "Italiano" },
  { tag: "ja", name: "Japanese", nativeName: "日本語" },
  { tag: "ko", name: "Korean", nativeName: "한국어" },
  { tag: "nb", name: "Norwegian Bokmål", nativeName: "Norsk bokmål" },
  { tag: "pl", name: "Polish", nativeName: "Polski" },
  { tag: "pt", name: "Portuguese", nativeName: "Português" },
  { tag: "pt-BR", name: "Portuguese (Brazil)", nativeName: "Português (Brasil)" },
  { tag: "ro", name: "Romanian", nativeName: "Română" },
  { tag: "ru", name: "Russian", nativeName: "Русский" },
  { tag: "es", name: "Spanish", nativeName: "Español" },
  { tag: "sv", name: "Swedish", nativeName: "Svenska" },
  { tag: "th", name: "Thai", nativeName: "ไทย" },
  { tag: "tr", name: "Turkish", nativeName: "Türkçe" },
  { tag: "uk", name: "Ukrainian", nativeName: "Українська" },
  { tag: "vi", name: "Vietnamese", nativeName: "Tiếng Việt" },
]

const BY_TAG = new Map(LANGUAGE_CATALOGUE.map((language) => [language.tag, language]))

// RFC 5646's language tag without extensions and private use, which a site's language never needs:
// a 2–3 letter language, then an optional script (4 letters), region (2 letters or 3 digits) and
// one variant (5–8 characters, or a digit and 3 more). Case-insensitive, as BCP 47 is.
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))?$/i

/**
 * Whether a text is a well-formed BCP 47 language tag (of the grammar above; every tag it accepts
 * `Intl.getCanonicalLocales` accepts too).
 *
 * @example
 * isWellFormedLanguageTag("pt-BR") // true
 * isWellFormedLanguageTag("english") // false: a language subtag is 2 or 3 letters
 */
export const isWellFormedLanguageTag = (text: string): boolean => text.length <= 64 && LANGUAGE_TAG.test(text)

/**
 * The catalogue's language of a tag, matched exactly (tags are sent as the catalogue spells them);
 * undefined for any other text.
 *
 * @example
 * catalogueLanguage("de")?.name // "German"
 * catalogueLanguage("DE") // undefined
 */
export const catalogueLanguage = (tag: string): CatalogueLanguage | undefined => BY_TAG.get(tag)
