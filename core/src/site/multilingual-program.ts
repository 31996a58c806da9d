import { Clock, Effect, Option } from "effect"
import { LanguagesRefused } from "./errors.ts"
import {
  DEFAULT_MULTILINGUAL_SETTINGS,
  primaryLanguageProblem,
  type SiteLanguage,
  withLanguages,
  withoutConnection,
} from "./multilingual-rules.ts"
import { MultilingualRepository } from "./port.ts"

/**
 * A website's multilingual settings (SITE-002, API-033): what its merchant saved, else
 * `DEFAULT_MULTILINGUAL_SETTINGS`.
 *
 * @example
 * multilingualSettings("site-1") // Effect<MultilingualSettings, never, MultilingualRepository>
 */
export const multilingualSettings = Effect.fn("multilingualSettings")(function* (websiteId: string) {
  const repository = yield* MultilingualRepository
  return Option.getOrElse(yield* repository.find(websiteId), () => DEFAULT_MULTILINGUAL_SETTINGS)
})

/**
 * Saves a website's language list (API-036) and gives back the settings: the list replaces the old
 * one and the translation service is connected (`withLanguages`). The list was decoded at the
 * boundary (`SiteLanguagesSchema`: catalogue tags, each once, within the limit); a list without the
 * site's primary language, or with it unpublished, fails with `LanguagesRefused` and saves nothing.
 *
 * @example
 * saveSiteLanguages("site-1", [{ tag: "en", published: true }, { tag: "fr", published: false }])
 */
export const saveSiteLanguages = Effect.fn("saveSiteLanguages")(function* (
  websiteId: string,
  languages: readonly SiteLanguage[],
) {
  const settings = yield* multilingualSettings(websiteId)
  const problem = primaryLanguageProblem(languages, settings.primaryLanguage)
  if (problem !== undefined) return yield* new LanguagesRefused({ field: "languages", reason: problem })
  const now = new Date(yield* Clock.currentTimeMillis).toISOString()
  const saved = withLanguages(settings, languages, now)
  yield* MultilingualRepository.use((repository) => repository.save(websiteId, saved))
  return saved
})

/**
 * Disconnects a website's translation service (API-037) and gives back the settings: the language
 * list is kept, only the primary language stays live, and the next save of the list reconnects
 * (`withoutConnection`). A site never connected saves nothing and answers as it was.
 *
 * @example
 * disconnectTranslation("site-1") // Effect<MultilingualSettings, never, MultilingualRepository>
 */
export const disconnectTranslation = Effect.fn("disconnectTranslation")(function* (websiteId: string) {
  const settings = yield* multilingualSettings(websiteId)
  if (settings.connection.status === "disconnected") return settings
  const saved = withoutConnection(settings)
  yield* MultilingualRepository.use((repository) => repository.save(websiteId, saved))
  return saved
})
