/**
 * The site's own endpoints (spec 001 §7): the header and footer (API-031, API-032) and the site
 * layout (API-039). Apart from
 * `API_PATHS` and importing nothing, so only the admin's chunk carries them, not a storefront page.
 *
 * @example
 * SITE_PATHS.headerFooter // "/api/site-header-footer"
 */
export const SITE_PATHS = {
  headerFooter: "/api/site-header-footer",
  layout: "/api/commondata/GetSiteLayout",
} as const
