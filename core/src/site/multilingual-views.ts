// Plain functions, no Effect: what the status and languages calls answer (API-034, API-035).
import { type CatalogueLanguage, LANGUAGE_CATALOGUE } from "./multilingual-catalogue.ts"
import type { MultilingualSettings } from "./multilingual-rules.ts"

/** The translation's state at a glance (API-034). */
export interface MultilingualStatus {
  readonly connected: boolean
  /** Since when, ISO 8601; null when not connected. */
  readonly connectedAt: string | null
  readonly primaryLanguage: string
  /** Languages on the site, the primary included, published or not. */
  readonly languageCount: number
  /** The tags visitors can switch to now, in the site's order (`liveLanguages`). */
  readonly liveLanguages: readonly string[]
}

/** A language of the catalogue as the language picker shows it (API-035). */
export interface OfferedLanguage extends CatalogueLanguage {
  /** Whether it is on the site's list. */
  readonly onSite: boolean
  /** Whether it is on the list and published. */
  readonly published: boolean
  /** Whether it is the site's own language. */
  readonly primary: boolean
}

/**
 * The languages visitors can switch to: the published ones, in the list's order, while the
 * translation service is connected; the primary language alone while it is not.
 *
 * @example
 * liveLanguages(DEFAULT_MULTILINGUAL_SETTINGS) // ["en"]
 */
export const liveLanguages = (settings: MultilingualSettings): readonly string[] =>
  settings.connection.status === "connected"
    ? settings.languages.filter((language) => language.published).map((language) => language.tag)
    : [settings.primaryLanguage]

/**
 * The status of a site's translation (API-034).
 *
 * @example
 * multilingualStatus(DEFAULT_MULTILINGUAL_SETTINGS).connected // false
 */
export const multilingualStatus = (settings: MultilingualSettings): MultilingualStatus => ({
  connected: settings.connection.status === "connected",
  connectedAt: settings.connection.status === "connected" ? settings.connection.connectedAt : null,
  primaryLanguage: settings.primaryLanguage,
  languageCount: settings.languages.length,
  liveLanguages: liveLanguages(settings),
})

/**
 * Every language of the catalogue, in its order, marked with where it stands on this site (API-035).
 *
 * @example
 * offeredLanguages(DEFAULT_MULTILINGUAL_SETTINGS).filter((language) => language.onSite) // [English, primary]
 */
export const offeredLanguages = (settings: MultilingualSettings): readonly OfferedLanguage[] => {
  const onSite = new Map(settings.languages.map((language) => [language.tag, language.published]))
  return LANGUAGE_CATALOGUE.map((language) => ({
    ...language,
    onSite: onSite.has(language.tag),
    published: onSite.get(language.tag) ?? false,
    primary: language.tag === settings.primaryLanguage,
  }))
}
