/**
 * The site's own endpoints (spec 001 §7): the header and footer (API-031, API-032), the
 * multilingual settings (API-033 to API-037), the connections (EDITOR-007 to EDITOR-009), the site's files
 * (EDITOR-002), the site layout (API-039) and its navigation update
 * (API-038), and the store pages and their categories (API-040, API-041). Apart from
 * `API_PATHS` and importing nothing, so only the admin's chunk carries them, not a storefront page.
 *
 * @example
 * SITE_PATHS.headerFooter // "/api/site-header-footer"
 */
export const SITE_PATHS = {
  headerFooter: "/api/site-header-footer",
  multilingualSettings: "/api/multilingual/settings",
  multilingualStatus: "/api/multilingual/status",
  multilingualLanguages: "/api/multilingual/languages",
  multilingualConnection: "/api/multilingual/connection",
  connections: "/api/connections",
  mailingConnection: "/api/connections/mailing",
  automationConnection: "/api/connections/automation",
  listSubscribers: "/api/connections/lists/:listId/subscribers",
  listSubscribersCsv: "/api/connections/lists/:listId/subscribers.csv",
  listSubscriber: "/api/connections/lists/:listId/subscribers/:subscriberId",
  automationHandshake: "/api/automation-handshake",
  siteFiles: "/api/site-files",
  siteFile: "/api/site-files/:fileId",
  siteFileContent: "/api/site-files/:fileId/content",
  layout: "/api/commondata/GetSiteLayout",
  navigation: "/api/widget/UpdateNavigation",
  storePages: "/api/content-service/product/1.1/websites/:websiteId/products",
  storeCategories: "/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories",
} as const
