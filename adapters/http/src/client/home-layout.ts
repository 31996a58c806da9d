import type { SiteFile } from "@vitrine/core/files"
import type { HomeLayout, MultilingualSettings, SmugmugGallery } from "@vitrine/core/site"
import { SITE_PATHS } from "../contract/site-paths.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/** The home page editor's calls (`site.manage`), answering results as the store client's. */
export interface HomeLayoutClient {
  /** The home page's layout as saved, `null` before any save. */
  readonly layout: () => Promise<ApiResult<{ readonly layout: HomeLayout | null }>>
  /**
   * Replaces the home page's layout; a 400 carries `errors` by field path (EDITOR-044 on a Vimeo
   * video's `url`), a 503 says Vimeo could not be reached.
   */
  readonly save: (layout: HomeLayout) => Promise<ApiResult<{ readonly layout: HomeLayout | null }>>
  /** The site's languages (its multilingual settings, API-033), for the preview's language picker. */
  readonly languages: () => Promise<ApiResult<MultilingualSettings>>
  /** The file manager's files, for an album's tracks to pick from (the editor keeps the audio ones). */
  readonly files: () => Promise<ApiResult<{ readonly files: ReadonlyArray<SiteFile> }>>
  /**
   * A Smugmug account's first 20 galleries (CONST-007); a 404 carries the message on `nickname`, a
   * 503 says Smugmug could not be reached.
   */
  readonly smugmugGalleries: (
    nickname: string,
  ) => Promise<ApiResult<{ readonly galleries: ReadonlyArray<SmugmugGallery> }>>
}

/**
 * A fetch client of the home page editor's endpoints (`/api/home-layout`, the site's languages for
 * the preview, the file list for albums, `/api/smugmug/galleries`), safe for the browser.
 *
 * @example
 * const home = createHomeLayoutClient()
 * const saved = await home.save({ sections: [] })
 */
export const createHomeLayoutClient = (options: StoreClientOptions = {}): HomeLayoutClient => {
  const config = clientConfig(options)
  return {
    layout: () => send(config, { endpoint: "homeLayout", method: "GET", path: SITE_PATHS.homeLayout }),
    save: (body) =>
      send(config, { endpoint: "homeLayout", method: "PUT", path: SITE_PATHS.homeLayout, body }),
    languages: () =>
      send(config, {
        endpoint: "multilingualSettings",
        method: "GET",
        path: SITE_PATHS.multilingualSettings,
      }),
    files: () => send(config, { endpoint: "siteFiles", method: "GET", path: SITE_PATHS.siteFiles }),
    smugmugGalleries: (nickname) =>
      send(config, {
        endpoint: "smugmugGalleries",
        method: "GET",
        path: SITE_PATHS.smugmugGalleries,
        query: { nickname },
      }),
  }
}
