// Plain types and functions, no Effect: the rules of a site's languages (SITE-002). Their Schemas are
// in multilingual.ts, each satisfying its type here.
import { catalogueLanguage } from "./multilingual-catalogue.ts"

/** A language on the site: its catalogue tag, and whether visitors may switch to it yet. */
export interface SiteLanguage {
  readonly tag: string
  readonly published: boolean
}

/**
 * The translation service's connection: connected since a time (ISO 8601, UTC), or not. The spec
 * names the automation service's states (connected, disconnected, Awaiting Connection); the
 * translation service connects as the languages are saved, so it never awaits.
 */
export type TranslationConnection =
  | { readonly status: "connected"; readonly connectedAt: string }
  | { readonly status: "disconnected" }

/** A site's multilingual settings (API-033): its own language, its languages, the connection. */
export interface MultilingualSettings {
  readonly primaryLanguage: string
  readonly languages: readonly SiteLanguage[]
  readonly connection: TranslationConnection
}

/** Our limit: languages on one site, the primary included (a translation plan's usual ceiling). */
export const MULTILINGUAL_LIMITS = { languages: 10 } as const

const nameOf = (tag: string): string => catalogueLanguage(tag)?.name ?? tag

/** The messages of a language list that does not fit, ours but the spec's "not one of the expected options" (001 §5). */
export const MULTILINGUAL_MESSAGE = {
  languages: `Languages must be a list of 1 to ${MULTILINGUAL_LIMITS.languages}.`,
  language: "Each language is an object with a tag and whether it is published.",
  published: "Published must be true or false.",
  malformedTag: (tag: string) => `${tag} is not a valid language tag (BCP 47).`,
  unsupportedTag: (tag: string) => `${tag} is not one of the expected options`,
  duplicate: (tag: string) => `${nameOf(tag)} is on the list twice.`,
  primaryMissing: (tag: string) => `${nameOf(tag)} is the site's primary language: it stays on the site.`,
  primaryUnpublished: (tag: string) =>
    `${nameOf(tag)} is the site's primary language: it is always published.`,
} as const

/**
 * What a site has before its merchant saves any language: English, its own language, alone, and no
 * translation service connected.
 *
 * @example
 * DEFAULT_MULTILINGUAL_SETTINGS.primaryLanguage // "en"
 */
export const DEFAULT_MULTILINGUAL_SETTINGS: MultilingualSettings = {
  primaryLanguage: "en",
  languages: [{ tag: "en", published: true }],
  connection: { status: "disconnected" },
}

/**
 * The first tag that is on a list twice; undefined when each is there once.
 *
 * @example
 * duplicateLanguage([{ tag: "fr", published: true }, { tag: "fr", published: false }]) // "fr"
 */
export const duplicateLanguage = (languages: readonly SiteLanguage[]): string | undefined => {
  const seen = new Set<string>()
  for (const { tag } of languages) {
    if (seen.has(tag)) return tag
    seen.add(tag)
  }
  return undefined
}

/**
 * What is wrong with a list for a site whose own language is `primary`: missing from it, or
 * unpublished (the site always shows its own language); undefined when nothing is.
 *
 * @example
 * primaryLanguageProblem([{ tag: "fr", published: true }], "en") // "English is the site's primary language: it stays on the site."
 */
export const primaryLanguageProblem = (
  languages: readonly SiteLanguage[],
  primary: string,
): string | undefined => {
  const own = languages.find((language) => language.tag === primary)
  if (own === undefined) return MULTILINGUAL_MESSAGE.primaryMissing(primary)
  return own.published ? undefined : MULTILINGUAL_MESSAGE.primaryUnpublished(primary)
}

/**
 * The settings once a list is saved (API-036): the list replaces the old one whole, in its order,
 * and the translation service is connected — since `now` if it was not, else since it was.
 *
 * @example
 * withLanguages(DEFAULT_MULTILINGUAL_SETTINGS, languages, "2026-11-29T09:00:00.000Z").connection.status // "connected"
 */
export const withLanguages = (
  settings: MultilingualSettings,
  languages: readonly SiteLanguage[],
  now: string,
): MultilingualSettings => ({
  ...settings,
  languages: languages.map(({ tag, published }) => ({ tag, published })),
  connection:
    settings.connection.status === "connected"
      ? settings.connection
      : { status: "connected", connectedAt: now },
})

/**
 * The settings once the translation service is disconnected (API-037): the list is kept as it was,
 * published flags included, so saving it again reconnects the site as it was; meanwhile only the
 * primary language is live (`liveLanguages`). Disconnecting twice changes nothing.
 *
 * @example
 * withoutConnection(settings).languages === settings.languages // true
 */
export const withoutConnection = (settings: MultilingualSettings): MultilingualSettings => ({
  ...settings,
  connection: { status: "disconnected" },
})
