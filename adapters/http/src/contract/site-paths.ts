/**
 * The site's own endpoints (spec 001 §7): the header and footer (API-031, API-032), the site
 * styles and their font catalogue (001 §2), the home page's layout (ours), the
 * multilingual settings (API-033 to API-037), the connections (EDITOR-007 to EDITOR-009), the site's files
 * (EDITOR-002) and their processing jobs (EDITOR-010), the site layout (API-039) and its navigation update
 * (API-038), and the store pages and their categories (API-040, API-041) with their collections
 * (ours: the list, a page, its products and its nested categories). Apart from
 * `API_PATHS` and importing nothing, so only the admin's chunk carries them, not a storefront page.
 *
 * @example
 * SITE_PATHS.headerFooter // "/api/site-header-footer"
 */
export const SITE_PATHS = {
  headerFooter: "/api/site-header-footer",
  styles: "/api/site-styles",
  fonts: "/api/site-styles/fonts",
  homeLayout: "/api/home-layout",
  homePage: "/api/home-page",
  homeTrack: "/api/home-page/tracks/:fileId",
  smugmugGalleries: "/api/smugmug/galleries",
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
  siteFileRendition: "/api/site-files/:fileId/renditions/:width",
  siteFileJob: "/api/site-file-jobs/:jobId",
  siteFileJobCancel: "/api/site-file-jobs/:jobId/cancel",
  layout: "/api/commondata/GetSiteLayout",
  navigation: "/api/widget/UpdateNavigation",
  storePages: "/api/content-service/product/1.1/websites/:websiteId/products",
  storeCategories: "/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories",
  storePageList: "/api/store-pages",
  storePage: "/api/content-service/product/1.1/websites/:websiteId/products/:collectionId",
  storePageItems: "/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/items",
  storeCategoryTree:
    "/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/category-tree",
  storeCategoryNode:
    "/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/category-tree/:categoryId",
  storeCategoryMerge:
    "/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/category-tree/:categoryId/merge",
  storeCategoryMove:
    "/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/category-tree/:categoryId/move",
} as const

/**
 * Where the store serves its self-hosted fonts' files: `<path>/<font id>-<weight>.woff2`. The files
 * never change under one path (cached for a year, immutable): the version segment is bumped with
 * any upgrade of the `@fontsource/*` packages.
 *
 * @example
 * fontFileUrl("inter", 400) // "/fonts/v1/inter-400.woff2"
 */
export const FONT_FILES_PATH = "/fonts/v1"

/**
 * The address of a self-hosted font's file of a weight (see `FONT_FILES_PATH`).
 *
 * @example
 * fontFileUrl("lora", 700) // "/fonts/v1/lora-700.woff2"
 */
export const fontFileUrl = (fontId: string, weight: number): string =>
  `${FONT_FILES_PATH}/${fontId}-${weight}.woff2`
