/**
 * The message of a `language` that is not a language tag (ours: API-030 gives the field, not its
 * form).
 *
 * @example
 * LANGUAGE_MESSAGE // "Language must be a language tag such as en or fr-CA."
 */
export const LANGUAGE_MESSAGE = "Language must be a language tag such as en or fr-CA."

// A BCP 47 tag's common part: language (2–3 letters), optional script (4 letters), optional region
// (2 letters or 3 digits). Private-use and variant subtags are what translation services call
// custom languages (SESSION-002), which API-030 never sends.
const TAG = /^([A-Za-z]{2,3})(?:-([A-Za-z]{4}))?(?:-([A-Za-z]{2}|[0-9]{3}))?$/

/** The longest tag accepted; `TAG` cannot match more, the limit keeps a long input from being scanned. */
const MAX_TAG = 12

const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()

/**
 * A site user's language (SESSION-002) as it is stored: a language tag with its subtags in their
 * canonical case (`en`, `fr-CA`, `zh-Hant-TW`, `es-419`), or null when the text is not one. `_` is
 * read as `-`, as translation services and Java locales write `en_GB`.
 *
 * @example
 * normaliseLanguage("FR_ca") // "fr-CA"
 * normaliseLanguage("klingon") // null
 */
export const normaliseLanguage = (text: string): string | null => {
  const trimmed = text.trim().replaceAll("_", "-")
  if (trimmed.length > MAX_TAG) return null
  const match = TAG.exec(trimmed)
  if (match === null) return null
  const [, language = "", script, region] = match
  return [language.toLowerCase(), script && title(script), region?.toUpperCase()].filter(Boolean).join("-")
}

/** The translation service's current language as a page sees it. */
export interface TranslationLanguage {
  /** The service's code for it. */
  readonly code: string
  /** Whether the merchant defined it themselves (a code of their own, no standard tag). */
  readonly custom: boolean
}

/**
 * What the page sends to `POST /api/site-users/account/locale` when the translation service
 * switches language (API-030): the language, only when it is not a custom one and is a language tag;
 * null means send nothing. Signed out, nothing either: the endpoint keeps a member's language.
 *
 * @example
 * languageToSend({ code: "de", custom: false }, true) // "de"
 * languageToSend({ code: "pirate", custom: true }, true) // null
 */
export const languageToSend = (current: TranslationLanguage, signedIn: boolean): string | null =>
  signedIn && !current.custom ? normaliseLanguage(current.code) : null
