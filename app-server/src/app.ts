import { randomBytes } from "node:crypto"
import type { CensusRoute } from "@vitrine/adapter-census"
import {
  type Authorize,
  apiErrorHandler,
  type BotCheckLayer,
  type HeaderFooterSource,
  type MultilingualSource,
  type PlacesLayer,
  type RouterLog,
  type RouteTable,
  type SettingsSource,
  type SiteStylesSource,
  type SmugmugGalleriesLayer,
  type StoreRuntime,
  type SubmissionLimits,
  sessionReader,
  storeRouter,
  type VimeoEmbedsLayer,
} from "@vitrine/adapter-http/router"
import type { CheckoutSettings, PaymentProvider } from "@vitrine/core/checkout"
import express, { type Express } from "express"
import type { Logger } from "pino"
import { type ApiLane, apiLane } from "./api-lane.ts"
import { responseCompression } from "./assets.ts"
import { preferencesRoutes } from "./census/preferences.ts"
import { censusRouter } from "./census/routes.ts"
import type { Census } from "./census/runtime.ts"
import { fontFiles } from "./fonts.ts"
import { listConfirmation } from "./list-confirmation.ts"
import { requestLog } from "./logging.ts"
import { apiRateLimit, type RateLimitOptions } from "./rate-limit.ts"
import {
  languagePrefix,
  type PageRenderer,
  renderingRoutes,
  type StoreRendering,
  storefrontRoutes,
} from "./rendering/index.ts"
import { siteStylesSheet, withSiteStyles } from "./rendering/site-styles.ts"
import { restockUnsubscribe } from "./restock-unsubscribe.ts"
import { apiHeaders, pageHeaders } from "./security-headers.ts"
import { stripeWebhook } from "./stripe-webhook.ts"
import { productImages, webApp } from "./web.ts"

/** What the Express app is assembled from. */
export interface AppOptions {
  readonly runtime: StoreRuntime
  readonly logger: Logger
  /** The website the store serves: its settings (currency) and its carts. */
  readonly websiteId: string
  readonly webDist: string
  /** The store's templates and renders (product block, e-mails), built at start. */
  readonly rendering: StoreRendering
  /** The web app's server render (from the build), for the storefront's pages; none: head and product block only. */
  readonly renderer?: PageRenderer | undefined
  readonly rateLimit: RateLimitOptions
  readonly trustProxyHops: number
  /** Who may use the merchant routes; default the router's (the staff session). */
  readonly authorize?: Authorize | undefined
  /** The key crumbs are signed with (the store router's and the census's); default random per start. */
  readonly crumbSecret?: Uint8Array | undefined
  /** The checkout's payment provider (test mode or Stripe). */
  readonly payments?: PaymentProvider["Service"] | undefined
  /** Shipping, tax and minimum; default core's `DEFAULT_CHECKOUT_SETTINGS`. */
  readonly checkoutSettings?: CheckoutSettings | undefined
  /** Stripe's webhook signing secret: mounts the webhook when given. */
  readonly stripeWebhookSecret?: string | undefined
  /** More of the app's routes (the order e-mails' outbox viewer). */
  readonly routes?: RouteTable | undefined
  /** The bot check restock sign-ups are verified with, and whether the restock box asks for a captcha. */
  readonly captcha: {
    readonly botCheck: BotCheckLayer
    readonly restock: boolean
    /** A hosted captcha's origins, allowed to run its script and its frame on the pages (Turnstile's). */
    readonly origins?: readonly string[] | undefined
  }
  readonly submissionLimits?: SubmissionLimits | undefined
  /** The address provider of the places routes (API-024, API-025); none: they answer 503. */
  readonly places?: PlacesLayer | undefined
  /** Where the home layout's save asks Vimeo about videos (EDITOR-044); none: the router's `noVimeo`. */
  readonly vimeo?: VimeoEmbedsLayer | undefined
  /** Where the home page's Smugmug blocks ask Smugmug (CONST-007); none: the router's `noSmugmug`. */
  readonly smugmug?: SmugmugGalleriesLayer | undefined
  /** The census: mounts its ingestion endpoints (RecordHit and the rest) and the commerce preferences routes when given. */
  readonly census?: Census | undefined
  /** Where the routes read the store settings; default the router's own (see `followSettingsChanges`). */
  readonly settings?: SettingsSource | undefined
  /** Where pages read the header and footer; default the router's own (see `followChanges`). */
  readonly headerFooter?: HeaderFooterSource | undefined
  /** Where pages read the site styles; default the router's own (see `followChanges`). */
  readonly styles?: SiteStylesSource | undefined
  /** Where pages read the site's languages; default the router's own (see `followChanges`). */
  readonly multilingual?: MultilingualSource | undefined
}

/** The Express app, carrying the route table its store router was built from. */
export type StoreApp = Express & {
  readonly routeTable: RouteTable
  /** The census's ingestion routes, mounted before the store router (none without `census`). */
  readonly censusRoutes: readonly CensusRoute[]
  /** The server's request handler and the request classes it expects (see `apiLane`). */
  readonly listener: ApiLane
}

/**
 * The reference store's Express app: request logs and response compression; then the store router, built from one route
 * table: the store's API and the app's own rendered routes (the storefront's pages, robots.txt and
 * the sitemap: `storefrontRoutes`; the product block and the e-mail previews: `renderingRoutes`). It puts the JSON security headers (`apiHeaders`) and the rate
 * limit on /api, the security headers of pages, assets and images (`pageHeaders`) everywhere else, checks every request at the
 * boundary, and serves the table; then the demo images, the self-hosted fonts and the built web app. An /api call thus
 * runs only what it needs. No rule lives here.
 *
 * @example
 * const app = createApp({ runtime, logger, websiteId, webDist, rendering, rateLimit: {}, trustProxyHops: 0 })
 * http.createServer(app.listener, app.listener.handle) // or http.createServer(app): the same answers, /api through Express
 */
export const createApp = (options: AppOptions): StoreApp => {
  const app = express()
  const log: RouterLog = {
    error: (fields, message) => options.logger.error(fields, message),
    warn: (fields, message) => options.logger.warn(fields, message),
  }
  app.disable("x-powered-by")
  if (options.trustProxyHops > 0) app.set("trust proxy", options.trustProxyHops)
  // One key for the store router and the census, which check crumbs the same way.
  const crumbSecret = options.crumbSecret ?? randomBytes(32)
  // The census before compression: its answers have no body, and it is the busiest route.
  const census = options.census
    ? censusRouter({
        runtime: options.census.runtime,
        websiteId: options.websiteId,
        sessions: sessionReader(options.runtime, options.websiteId),
        crumbSecret,
        guards: [apiHeaders()],
        log,
      })
    : undefined
  const router = storeRouter({
    runtime: options.runtime,
    websiteId: options.websiteId,
    log,
    guards: [apiHeaders(), apiRateLimit(options.rateLimit)],
    pageGuards: [pageHeaders({ captchaOrigins: options.captcha.origins ?? [] })],
    ...(options.authorize ? { authorize: options.authorize } : {}),
    crumbSecret,
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.headerFooter ? { headerFooter: options.headerFooter } : {}),
    ...(options.styles ? { styles: options.styles } : {}),
    ...(options.multilingual ? { multilingual: options.multilingual } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.checkoutSettings ? { checkoutSettings: options.checkoutSettings } : {}),
    routes: (context) => [
      ...storefrontRoutes(options)(context),
      ...renderingRoutes({ rendering: options.rendering })(context),
      ...(options.routes ?? []),
      ...(options.census ? preferencesRoutes(options.census.preferences, options.logger)(context) : []),
    ],
    botCheck: options.captcha.botCheck,
    restockCaptcha: options.captcha.restock,
    ...(options.submissionLimits ? { submissionLimits: options.submissionLimits } : {}),
    ...(options.places ? { places: options.places } : {}),
    ...(options.vimeo ? { vimeo: options.vimeo } : {}),
    ...(options.smugmug ? { smugmug: options.smugmug } : {}),
  })
  // What every request meets up to the store router, in order; the API lane runs the same.
  const front = [
    requestLog(options.logger),
    ...(census ? [census] : []),
    responseCompression(),
    // Before the store router: a page under a language (`/fr/cart`) is routed as the page itself.
    languagePrefix(),
    ...(options.stripeWebhookSecret ? [stripeWebhook(options.runtime, options.stripeWebhookSecret)] : []),
    router,
  ]
  app.use(...front)
  app.use(restockUnsubscribe(options.runtime))
  app.use(listConfirmation(options.runtime))
  app.use(productImages())
  if (options.styles) app.use(siteStylesSheet(options.runtime, options.styles))
  app.use(fontFiles())
  app.use(webApp(options.webDist, appShellOf(options)))
  app.use(apiErrorHandler(log))
  return Object.assign(app, {
    routeTable: router.routeTable,
    censusRoutes: census?.censusRoutes ?? [],
    listener: apiLane(app, front, log),
  })
}

/**
 * What makes the bare app shell (index.html for the pages the server does not render) carry the
 * saved header and footer — the render's `siteChromeScript` before `</body>`, with the process's
 * kept copy — and, on the storefront's pages (not the admin's, which keep the app's own look), the
 * site styles in the head (`withSiteStyles`). None without either source.
 */
const appShellOf = (options: AppOptions): ((html: string, path: string) => Promise<string>) | undefined => {
  const script = options.renderer?.siteChromeScript
  const { headerFooter, styles, runtime } = options
  if (!(script && headerFooter) && !styles) return undefined
  return async (html, path) => {
    const chrome = script && headerFooter ? script(await runtime.runPromise(headerFooter.current)) : ""
    const styled =
      styles && !isAdminPath(path) ? withSiteStyles(html, await runtime.runPromise(styles.current)) : html
    return styled.replace("</body>", () => `${chrome}</body>`)
  }
}

// The merchant's screens (/admin and below) keep the app's own look, whatever the site's styles.
const isAdminPath = (path: string): boolean => /^\/admin(\/|$)/i.test(path)
