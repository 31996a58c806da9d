import { Schema } from "effect"
import { catalogueLanguage, isWellFormedLanguageTag } from "./multilingual-catalogue.ts"
import {
  duplicateLanguage,
  MULTILINGUAL_LIMITS,
  MULTILINGUAL_MESSAGE,
  type MultilingualSettings,
  type SiteLanguage,
  type TranslationConnection,
} from "./multilingual-rules.ts"
import type { MultilingualStatus, OfferedLanguage } from "./multilingual-views.ts"

// A tag that is not BCP 47 at all and one the catalogue lacks get different messages: the first is
// a client's bug, the second a language we do not offer.
const tagProblem = (tag: string): true | string =>
  !isWellFormedLanguageTag(tag)
    ? MULTILINGUAL_MESSAGE.malformedTag(tag)
    : catalogueLanguage(tag) !== undefined || MULTILINGUAL_MESSAGE.unsupportedTag(tag)

/** A language tag of the catalogue (`LANGUAGE_CATALOGUE`), spelled as it spells it. */
export const LanguageTagSchema = Schema.String.annotate({
  message: MULTILINGUAL_MESSAGE.malformedTag("The tag"),
})
  .check(Schema.makeFilter(tagProblem))
  .pipe(Schema.annotateKey({ messageMissingKey: MULTILINGUAL_MESSAGE.language }))

/** A language on the site (SITE-002). */
export const SiteLanguageSchema = Schema.Struct({
  tag: LanguageTagSchema,
  published: Schema.Boolean.annotate({ message: MULTILINGUAL_MESSAGE.published }).pipe(
    Schema.annotateKey({ messageMissingKey: MULTILINGUAL_MESSAGE.published }),
  ),
}).annotate({ message: MULTILINGUAL_MESSAGE.language }) satisfies Schema.Codec<SiteLanguage>

/**
 * A site's language list as `PUT /api/multilingual/languages` sends it (API-036): 1 to
 * `MULTILINGUAL_LIMITS.languages` catalogue languages, each once, in the order the language switcher
 * shows them. Whether it keeps the site's primary language is the program's check
 * (`saveSiteLanguages`): the primary is stored, not sent.
 */
export const SiteLanguagesSchema = Schema.Array(SiteLanguageSchema)
  .annotate({ message: MULTILINGUAL_MESSAGE.languages })
  .check(
    Schema.isMinLength(1, { message: MULTILINGUAL_MESSAGE.languages }),
    Schema.isMaxLength(MULTILINGUAL_LIMITS.languages, { message: MULTILINGUAL_MESSAGE.languages }),
    Schema.makeFilter((languages: readonly SiteLanguage[]) => {
      const twice = duplicateLanguage(languages)
      return twice === undefined || MULTILINGUAL_MESSAGE.duplicate(twice)
    }),
  )
  .pipe(Schema.annotateKey({ messageMissingKey: MULTILINGUAL_MESSAGE.languages }))

/** The translation service's connection. */
export const TranslationConnectionSchema = Schema.Union([
  Schema.Struct({ status: Schema.Literal("connected"), connectedAt: Schema.String }),
  Schema.Struct({ status: Schema.Literal("disconnected") }),
]) satisfies Schema.Codec<TranslationConnection>

/**
 * A site's multilingual settings (SITE-002), as `GET /api/multilingual/settings` answers them
 * (API-033) and the store keeps them.
 *
 * @example
 * Schema.decodeUnknownSync(MultilingualSettingsSchema)(DEFAULT_MULTILINGUAL_SETTINGS)
 */
export const MultilingualSettingsSchema = Schema.Struct({
  primaryLanguage: LanguageTagSchema,
  languages: SiteLanguagesSchema,
  connection: TranslationConnectionSchema,
}) satisfies Schema.Codec<MultilingualSettings>

/** The translation's status (API-034). */
export const MultilingualStatusSchema = Schema.Struct({
  connected: Schema.Boolean,
  connectedAt: Schema.NullOr(Schema.String),
  primaryLanguage: Schema.String,
  languageCount: Schema.Number,
  liveLanguages: Schema.Array(Schema.String),
}) satisfies Schema.Codec<MultilingualStatus>

/** A catalogue language with its place on the site (API-035). */
export const OfferedLanguageSchema = Schema.Struct({
  tag: Schema.String,
  name: Schema.String,
  nativeName: Schema.String,
  onSite: Schema.Boolean,
  published: Schema.Boolean,
  primary: Schema.Boolean,
}) satisfies Schema.Codec<OfferedLanguage>
