import {
  MULTILINGUAL_MESSAGE,
  MultilingualSettingsSchema,
  MultilingualStatusSchema,
  OfferedLanguageSchema,
  SiteLanguagesSchema,
} from "@vitrine/core/site"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"
import { SITE_PATHS } from "./site-paths.ts"

/**
 * `GET /api/multilingual/settings` (API-033, whose answer the spec does not show): the website's
 * multilingual settings whole, `{ primaryLanguage, languages: [{ tag, published }], connection }`,
 * `connection` being `{ status: "connected", connectedAt }` or `{ status: "disconnected" }`;
 * core's defaults (English alone, disconnected) until the merchant saves any. `site.manage`, as
 * every multilingual call.
 *
 * @example
 * const { languages } = Schema.decodeUnknownSync(GetMultilingualSettings.response)(await res.json())
 */
export const GetMultilingualSettings = {
  method: "GET",
  path: SITE_PATHS.multilingualSettings,
  response: MultilingualSettingsSchema,
} as const

/**
 * `GET /api/multilingual/status` (API-034, answer not shown): the translation at a glance, `{
 * connected, connectedAt (null when not), primaryLanguage, languageCount (on the site, primary
 * included), liveLanguages (the tags visitors can switch to now) }`, for a dashboard's badge.
 *
 * @example
 * const { connected } = Schema.decodeUnknownSync(GetMultilingualStatus.response)(await res.json())
 */
export const GetMultilingualStatus = {
  method: "GET",
  path: SITE_PATHS.multilingualStatus,
  response: MultilingualStatusSchema,
} as const

/**
 * `GET /api/multilingual/languages` (API-035, answer not shown): the languages the site can offer,
 * `{ languages, limit }` — the whole catalogue in its order, each `{ tag, name, nativeName, onSite,
 * published, primary }` — and how many a site may hold, for the language picker.
 *
 * @example
 * const { languages, limit } = Schema.decodeUnknownSync(GetMultilingualLanguages.response)(await res.json())
 */
export const GetMultilingualLanguages = {
  method: "GET",
  path: SITE_PATHS.multilingualLanguages,
  response: Schema.Struct({ languages: Schema.Array(OfferedLanguageSchema), limit: Schema.Number }),
} as const

/**
 * `PUT /api/multilingual/languages` (API-036): payload `{ languages: [{ tag, published }] }`, the
 * site's whole list in the switcher's order; answers the settings as saved (the translation service
 * now connected). A list that does not fit core's rules is 400 with `errors` by field path
 * (`languages`, `languages.1.tag`), the primary language dropped or unpublished included.
 *
 * @example
 * Schema.decodeUnknownSync(SaveSiteLanguages.body)({ languages: [{ tag: "en", published: true }] })
 */
export const SaveSiteLanguages = {
  method: "PUT",
  path: SITE_PATHS.multilingualLanguages,
  body: Schema.Struct({
    languages: SiteLanguagesSchema.pipe(
      Schema.annotateKey({ messageMissingKey: MULTILINGUAL_MESSAGE.languages }),
    ),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: MultilingualSettingsSchema,
} as const

/**
 * `DELETE /api/multilingual/connection` (API-037, no payload): disconnects the translation service
 * and answers the settings; the language list is kept (only the primary language stays live), and
 * saving it again reconnects. Disconnecting a disconnected site answers it unchanged.
 *
 * @example
 * const { connection } = Schema.decodeUnknownSync(DisconnectTranslation.response)(await res.json())
 */
export const DisconnectTranslation = {
  method: "DELETE",
  path: SITE_PATHS.multilingualConnection,
  response: MultilingualSettingsSchema,
} as const
