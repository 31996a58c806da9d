import type {
  MultilingualSettings,
  MultilingualStatus,
  OfferedLanguage,
  SiteLanguage,
} from "@vitrine/core/site"
import { SITE_PATHS } from "../contract/site-paths.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/** The languages the site can offer, and how many it may hold (API-035). */
export interface OfferedLanguages {
  readonly languages: readonly OfferedLanguage[]
  readonly limit: number
}

/** The multilingual settings' calls (`site.manage`), answering results as the store client's. */
export interface MultilingualClient {
  /** The settings as saved (the defaults before any save), API-033. */
  readonly settings: () => Promise<ApiResult<MultilingualSettings>>
  /** The translation's status, API-034. */
  readonly status: () => Promise<ApiResult<MultilingualStatus>>
  /** The catalogue marked with the site's languages, and the limit, API-035. */
  readonly languages: () => Promise<ApiResult<OfferedLanguages>>
  /** Replaces the language list and connects the translation service, API-036; a 400 carries `errors`. */
  readonly saveLanguages: (languages: readonly SiteLanguage[]) => Promise<ApiResult<MultilingualSettings>>
  /** Disconnects the translation service, keeping the list, API-037. */
  readonly disconnect: () => Promise<ApiResult<MultilingualSettings>>
}

/**
 * A fetch client of the multilingual endpoints (`/api/multilingual/…`), safe for the browser.
 *
 * @example
 * const multilingual = createMultilingualClient()
 * const saved = await multilingual.saveLanguages([{ tag: "en", published: true }])
 */
export const createMultilingualClient = (options: StoreClientOptions = {}): MultilingualClient => {
  const config = clientConfig(options)
  return {
    settings: () =>
      send(config, {
        endpoint: "multilingualSettings",
        method: "GET",
        path: SITE_PATHS.multilingualSettings,
      }),
    status: () =>
      send(config, { endpoint: "multilingualStatus", method: "GET", path: SITE_PATHS.multilingualStatus }),
    languages: () =>
      send(config, {
        endpoint: "multilingualLanguages",
        method: "GET",
        path: SITE_PATHS.multilingualLanguages,
      }),
    saveLanguages: (languages) =>
      send(config, {
        endpoint: "multilingualSettings",
        method: "PUT",
        path: SITE_PATHS.multilingualLanguages,
        body: { languages },
      }),
    disconnect: () =>
      send(config, {
        endpoint: "multilingualSettings",
        method: "DELETE",
        path: SITE_PATHS.multilingualConnection,
      }),
  }
}
