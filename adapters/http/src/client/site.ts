import type { SiteHeaderFooter } from "@vitrine/core/site"
import { SITE_PATHS } from "../contract/site-paths.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/** The site editor's calls (`site.manage`), answering results as the store client's. */
export interface SiteClient {
  /** The header and footer as saved (the defaults before any save), API-031. */
  readonly headerFooter: () => Promise<ApiResult<SiteHeaderFooter>>
  /** Replaces the header and footer, API-032; a 400 carries `errors` by field path. */
  readonly saveHeaderFooter: (headerFooter: SiteHeaderFooter) => Promise<ApiResult<SiteHeaderFooter>>
}

/**
 * A fetch client of the site editor's endpoints (`/api/site-header-footer`), safe for the browser.
 *
 * @example
 * const site = createSiteClient()
 * const saved = await site.saveHeaderFooter({ header, footer })
 */
export const createSiteClient = (options: StoreClientOptions = {}): SiteClient => {
  const config = clientConfig(options)
  return {
    headerFooter: () =>
      send(config, { endpoint: "siteHeaderFooter", method: "GET", path: SITE_PATHS.headerFooter }),
    saveHeaderFooter: (body) =>
      send(config, { endpoint: "siteHeaderFooter", method: "PUT", path: SITE_PATHS.headerFooter, body }),
  }
}
