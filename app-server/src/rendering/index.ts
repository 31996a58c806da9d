/**
 * The store's server-side rendering through core's template engine: the templates in
 * `app-server/templates`, compiled once at start; the JSON they read, built from core's Product and
 * Cart; and the route-table entries that serve the product block (product pages, the block
 * endpoint) and the merchant's e-mail previews.
 *
 * @example
 * const rendering = storeRendering({ templates: await loadStoreTemplates() })
 */
export { cldrFor } from "./cldr.ts"
export { descriptionText, headTags, type PageHead, productJsonLd, withHead } from "./head.ts"
export { orderJson } from "./order-json.ts"
export { headInLanguage, languageOfPage, languagePrefix, type ResolvedLanguage } from "./page-language.ts"
export { loadPageRenderer, type PageRenderer, SERVER_ENTRY, type StorefrontData } from "./page-renderer.ts"
export { emailPreviewRoute } from "./previews.ts"
export { absoluteUrl, productJson, productPath, templateMoney, variantJson } from "./product-json.ts"
export {
  type RenderedEmail,
  type RenderingOptions,
  type RenderPlace,
  type StoreRendering,
  storeRendering,
  subjectOf,
} from "./render.ts"
export { ProductBlock, type RenderingRoutesOptions, renderingRoutes } from "./routes.ts"
export { checkoutData, listingData, pageBasics, productData, wireData } from "./storefront-data.ts"
export { type StorefrontRoutesOptions, sitemap, storefrontRoutes } from "./storefront-routes.ts"
export {
  loadStoreTemplates,
  type StoreTemplates,
  TEMPLATE_NAMES,
  TEMPLATES_DIR,
  type TemplateName,
  type TemplateProblem,
  TemplatesNotCompiled,
} from "./templates.ts"
