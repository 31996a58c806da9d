import type { SiteStyles } from "@vitrine/core/site"
import { SITE_PATHS } from "../contract/site-paths.ts"
import type { FontListEntry } from "../contract/site-styles.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/** The site styles editor's calls (`site.manage`), answering results as the store client's. */
export interface SiteStylesClient {
  /** The site styles as saved (the defaults before any save). */
  readonly styles: () => Promise<ApiResult<SiteStyles>>
  /** Replaces the site styles; a 400 carries `errors` by field path (`colours.accent`). */
  readonly saveStyles: (styles: SiteStyles) => Promise<ApiResult<SiteStyles>>
  /** The font picker's list, each font with its CSS stack and files. */
  readonly fonts: () => Promise<ApiResult<{ readonly fonts: ReadonlyArray<FontListEntry> }>>
}

/**
 * A fetch client of the site styles endpoints (`/api/site-styles`, `/api/site-styles/fonts`), safe
 * for the browser.
 *
 * @example
 * const client = createSiteStylesClient()
 * const saved = await client.saveStyles({ ...styles, bodyFont: "lora" })
 */
export const createSiteStylesClient = (options: StoreClientOptions = {}): SiteStylesClient => {
  const config = clientConfig(options)
  return {
    styles: () => send(config, { endpoint: "siteStyles", method: "GET", path: SITE_PATHS.styles }),
    saveStyles: (body) =>
      send(config, { endpoint: "siteStyles", method: "PUT", path: SITE_PATHS.styles, body }),
    fonts: () => send(config, { endpoint: "fontList", method: "GET", path: SITE_PATHS.fonts }),
  }
}
