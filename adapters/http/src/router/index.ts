import { randomBytes } from "node:crypto"
import {
  type CheckoutSettings,
  DEFAULT_CHECKOUT_SETTINGS,
  type PaymentProvider,
} from "@vitrine/core/checkout"
import type { NextFunction, RequestHandler } from "express"
import { type Authorize, accessChecks, staffSessionAccess } from "./access.ts"
import { accountRoutes } from "./account.ts"
import { analyticsRoutes } from "./analytics.ts"
import { type BotCheckLayer, noBotCheck } from "./bot-check.ts"
import { boundary } from "./boundary.ts"
import { cartRoutes } from "./cart.ts"
import { checkoutRoutes } from "./checkout.ts"
import { connectionRoutes } from "./connections.ts"
import type { RouterContext, RouterLog, StoreRuntime } from "./context.ts"
import { crumbCookie } from "./crumb.ts"
import { apiErrorHandler, apiNotFound } from "./fallback.ts"
import { formRoutes } from "./forms.ts"
import { homeLayoutRoutes, noVimeo, type VimeoEmbedsLayer } from "./home-layout.ts"
import { homeMediaRoutes, noSmugmug, type SmugmugGalleriesLayer } from "./home-media.ts"
import { inOrder } from "./in-order.ts"
import { DEFAULT_BODY_LIMIT, jsonBody } from "./json-body.ts"
import { memberLocaleRoutes } from "./member-locale.ts"
import { type MultilingualSource, multilingualRoutes, multilingualSource } from "./multilingual.ts"
import { merchantOrderRoutes } from "./orders.ts"
import { type PlacesLayer, placesRoutes } from "./places.ts"
import { productRoutes } from "./products.ts"
import { routeHandler } from "./reply.ts"
import { restockRoutes } from "./restock.ts"
import type { RouteTable, StoreRoute } from "./route.ts"
import { type RouteMatcher, routeMatcher } from "./route-matcher.ts"
import { sessionReader } from "./sessions.ts"
import { settingsRoutes } from "./settings.ts"
import { type SettingsSource, settingsSource } from "./settings-source.ts"
import { siteFileRoutes } from "./site-files.ts"
import { type HeaderFooterSource, headerFooterSource, siteHeaderFooterRoutes } from "./site-header-footer.ts"
import { type SiteStylesSource, siteStylesRoutes, siteStylesSource } from "./site-styles.ts"
import { staffRoutes } from "./staff.ts"
import { storeCollectionRoutes } from "./store-collections.ts"
import { storePageRoutes } from "./store-pages.ts"
import { DEFAULT_SUBMISSION_LIMITS, type SubmissionLimits } from "./submission-limits.ts"

export * from "./access.ts"
export { accountRoutes } from "./account.ts"
export { analyticsRoutes } from "./analytics.ts"
export * from "./bot-check.ts"
export * from "./boundary.ts"
export { checkoutQuote, type QuoteDestination } from "./checkout.ts"
export * from "./clean-text.ts"
export { connectionRoutes } from "./connections.ts"
export * from "./context.ts"
export * from "./cookie-jar.ts"
export * from "./cookies.ts"
export * from "./crumb.ts"
export * from "./errors.ts"
export * from "./fallback.ts"
export * from "./forms.ts"
export * from "./home-layout.ts"
export * from "./home-media.ts"
export { inOrder } from "./in-order.ts"
export { DEFAULT_BODY_LIMIT, jsonBody } from "./json-body.ts"
export * from "./kept-value.ts"
export { type MultilingualSource, multilingualRoutes, multilingualSource } from "./multilingual.ts"
export * from "./places.ts"
export * from "./ports.ts"
export { both, findProduct } from "./products.ts"
export { decodeInput, ok, send } from "./reply.ts"
export * from "./restock.ts"
export * from "./route.ts"
export * from "./sessions.ts"
export * from "./settings-source.ts"
export { siteFileRoutes } from "./site-files.ts"
export * from "./site-header-footer.ts"
export * from "./site-styles.ts"
export * from "./submission-limits.ts"

/** What {@link storeRouter} needs. */
export interface StoreRouterOptions {
  /** The runtime providing the router's ports (`RouterPorts`), built at boot. */
  readonly runtime: StoreRuntime
  /** The website the store belongs to: its settings, and the carts it opens. */
  readonly websiteId: string
  /** How long each process keeps the store settings it read, in ms; default 5000, 0 reads every time. */
  readonly settingsTtlMs?: number
  /**
   * Where the routes read the store settings; default a source of this router's own kept for
   * `settingsTtlMs`. The server passes one that follows the other processes' saves
   * (`followSettingsChanges`).
   */
  readonly settings?: SettingsSource
  /**
   * Where pages read the site's header and footer; default a source of this router's own kept for
   * `settingsTtlMs`. The server passes one that follows the other processes' saves (`followChanges`).
   */
  readonly headerFooter?: HeaderFooterSource
  /**
   * Where pages read the site styles; default a source of this router's own kept for
   * `settingsTtlMs`. The server passes one that follows the other processes' saves (`followChanges`).
   */
  readonly styles?: SiteStylesSource
  /**
   * Where pages read the site's languages; default a source of this router's own kept for
   * `settingsTtlMs`. The server passes one that follows the other processes' saves (`followChanges`).
   */
  readonly multilingual?: MultilingualSource
  /** Where unexpected failures are logged; defaults to the console. */
  readonly log?: RouterLog
  /** The largest JSON body accepted, in bytes; default `DEFAULT_BODY_LIMIT` (100 kB). */
  readonly bodyLimit?: number
  /** Run on every /api request, in order, before the boundary (the app's headers, its rate limit). */
  readonly guards?: readonly RequestHandler[]
  /** Run on every other request, and on /api routes that answer html (the pages' headers). */
  readonly pageGuards?: readonly RequestHandler[]
  /**
   * Decides who may use a merchant route (`{ permission }` access). Default `staffSessionAccess`:
   * the staff session the request carries, 401 signed out and 403 without the permission.
   */
  readonly authorize?: Authorize
  /**
   * The key crumbs (CSRF tokens) are signed with, at least 32 bytes. Every process serving the
   * store must share it; default a random key per router, so crumbs fail after a restart and pages
   * take a fresh one on their one retry.
   */
  readonly crumbSecret?: Uint8Array
  /** Takes the checkout's payments; without one, placing an order answers 503. */
  readonly payments?: PaymentProvider["Service"]
  /** Shipping rates, tax rates, minimum subtotal; default `DEFAULT_CHECKOUT_SETTINGS`. */
  readonly checkoutSettings?: CheckoutSettings
  /**
   * The bot check form submissions and restock sign-ups are verified with (`altchaBotCheck` or
   * `turnstileBotCheck` of `@vitrine/adapter-captcha`). Default `noBotCheck`: an action that asks
   * for a captcha is refused (503) rather than taken unchecked.
   */
  readonly botCheck?: BotCheckLayer
  /** Whether the restock box shows a captcha (the store has a site key) and sign-ups need a token; default false. */
  readonly restockCaptcha?: boolean
  /**
   * The address provider of the places routes (`googlePlaces` or `addressBookPlaces` of
   * `@vitrine/adapter-places`); without one they answer 503 with a message.
   */
  readonly places?: PlacesLayer
  /**
   * Where the home layout's save asks Vimeo whether a video can be embedded (EDITOR-044):
   * `vimeoOEmbeds` or `cannedVimeoEmbeds` of `@vitrine/adapter-vimeo`. Default `noVimeo`: a layout
   * with a Vimeo video is not saved ("Unable to connect. Please try again").
   */
  readonly vimeo?: VimeoEmbedsLayer
  /**
   * Where the home page's Smugmug blocks list galleries and images (CONST-007): `smugmugApi` or
   * `cannedSmugmugGalleries` of `@vitrine/adapter-smugmug`. Default `noSmugmug`: listing galleries
   * and saving a layout with a gallery answer 503 ("Unable to connect. Please try again").
   */
  readonly smugmug?: SmugmugGalleriesLayer
  /** Submissions a form takes per address and in all, per window; default `DEFAULT_SUBMISSION_LIMITS`. */
  readonly submissionLimits?: SubmissionLimits
  /** The app's own routes (pages, rendered markup), joining the table after the store's. */
  readonly routes?: (context: RouterContext) => RouteTable
}

/** The store router (one Express handler), carrying the table it was built from. */
export type StoreRouter = RequestHandler & { readonly routeTable: RouteTable }

// Express matches paths without regard to case; so does this.
const API_PATH = /^\/api(?:[/?]|$)/i

/**
 * Whether a request's URL (path and query) is an /api call, in any case, as the router tells them
 * from pages.
 *
 * @example
 * isApiUrl("/API/cart?x=1") // true
 */
export const isApiUrl = (url: string): boolean => API_PATH.test(url)

// What every request passes before its route, chosen once by whether it is an /api call: one router
// layer rather than one per guard (see `inOrder`).
const byKind =
  (api: RequestHandler, pages: RequestHandler): RequestHandler =>
  (req, res, next) =>
    isApiUrl(req.url) ? api(req, res, next) : pages(req, res, next)

// Answers depend on the visitor's cookies and on stock: never cache them.
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store")
  next()
}

/**
 * The store's HTTP API as one Express handler built from its route table, mounted at the root. Every
 * request passes the app's guards (`guards` on /api, after `Cache-Control: no-store`; `pageGuards`
 * elsewhere), then the boundary (outside text checked and cookies decoded once), then gets the crumb
 * cookie. Each route of the table then runs its access checks (the permission through `authorize`,
 * the crumb on state-changing calls), reads JSON only when it declares a body (checked at the
 * boundary too), decodes its declared params, query and body with the contract Schemas, runs its
 * program and encodes the answer. Unknown /api paths answer 404 JSON; anything else goes on to the
 * app. Failures are mapped (bad input → 4xx, never 500). The table is the store's routes followed by
 * the app's (`routes`), and is on the router as `routeTable`.
 *
 * The route is found by `routeMatcher` (Express's matching, without a router layer per route). It
 * needs Express's request (`req.path`, `req.ip`): mounted in an Express app, or given requests made
 * with the app's prototypes (see the app server's `apiLane`). Unlike an Express router it answers no
 * automatic OPTIONS: an OPTIONS call to /api is a 404 like any method no route takes.
 *
 * @example
 * const runtime = ManagedRuntime.make(postgresLayer({}))
 * app.use(storeRouter({ runtime, websiteId: "demo" }))
 */
export const storeRouter = (options: StoreRouterOptions): StoreRouter => {
  const sessions = sessionReader(options.runtime, options.websiteId)
  const crumbSecret = options.crumbSecret ?? randomBytes(32)
  const context: RouterContext = {
    runtime: options.runtime,
    websiteId: options.websiteId,
    settings: options.settings ?? settingsSource(options.websiteId, options.settingsTtlMs ?? 5000),
    headerFooter:
      options.headerFooter ?? headerFooterSource(options.websiteId, options.settingsTtlMs ?? 5000),
    styles: options.styles ?? siteStylesSource(options.websiteId, options.settingsTtlMs ?? 5000),
    multilingual:
      options.multilingual ?? multilingualSource(options.websiteId, options.settingsTtlMs ?? 5000),
    sessions,
    crumbSecret,
    log: options.log ?? { error: (fields: object, message: string) => console.error(message, fields) },
    checkout: { settings: options.checkoutSettings ?? DEFAULT_CHECKOUT_SETTINGS, payments: options.payments },
  }
  // The hot routes first: every layer before a route is a path test on each of its requests.
  const routeTable: RouteTable = [
    ...cartRoutes(context),
    ...productRoutes(context),
    ...settingsRoutes(context),
    ...accountRoutes(context),
    ...memberLocaleRoutes(context),
    ...staffRoutes(context),
    ...checkoutRoutes(context),
    ...merchantOrderRoutes(context),
    ...restockRoutes(context, {
      botCheck: options.botCheck ?? noBotCheck,
      captcha: options.restockCaptcha ?? false,
    }),
    ...formRoutes(context, {
      botCheck: options.botCheck ?? noBotCheck,
      limits: options.submissionLimits ?? DEFAULT_SUBMISSION_LIMITS,
    }),
    ...analyticsRoutes(context),
    ...placesRoutes(options.places),
    ...siteHeaderFooterRoutes(context),
    ...siteStylesRoutes(context),
    ...homeLayoutRoutes(context, { vimeo: options.vimeo ?? noVimeo, smugmug: options.smugmug ?? noSmugmug }),
    ...homeMediaRoutes(context, options.smugmug ?? noSmugmug),
    ...multilingualRoutes(context),
    ...connectionRoutes(context),
    ...siteFileRoutes(context),
    ...storePageRoutes(context),
    ...storeCollectionRoutes(context),
    ...(options.routes?.(context) ?? []),
  ]
  const pageGuards = options.pageGuards ?? []
  const body = jsonBody(options.bodyLimit ?? DEFAULT_BODY_LIMIT)
  const authorize = options.authorize ?? staffSessionAccess(sessions)
  const checks = { authorize, secret: crumbSecret, sessions }
  // A route's handlers run as one (see `inOrder`).
  const chain = (route: StoreRoute): RequestHandler =>
    inOrder([
      ...(route.answers === "html" && isApiUrl(route.path) ? pageGuards : []),
      ...accessChecks(route, checks),
      ...(route.body === undefined ? [] : [body]),
      routeHandler(route, context.runtime),
    ])

  const everyRequest = [boundary(), crumbCookie(crumbSecret)]
  const before = byKind(
    inOrder([noStore, ...(options.guards ?? []), ...everyRequest]),
    inOrder([...pageGuards, ...everyRequest]),
  )
  const find = routeMatcher(routeTable)
  const chains = new Map(routeTable.map((route) => [route, chain(route)]))
  const notFound = apiNotFound()
  const failed = apiErrorHandler(context.log)
  const router: RequestHandler = (req, res, next) => {
    const fail = (error: unknown) => failed(error, req, res, next)
    const api = isApiUrl(req.url)
    // What no route answers: 404 JSON on /api, the app's next handlers elsewhere.
    const passed: NextFunction = (error?: unknown) =>
      error !== undefined ? fail(error) : api ? notFound(req, res, next) : next()
    before(req, res, (error?: unknown) => {
      if (error !== undefined) return fail(error)
      let found: ReturnType<RouteMatcher>
      try {
        found = find(req.method, req.path)
      } catch (error) {
        return fail(error)
      }
      if (found === undefined) return passed()
      req.params = found.params
      chains.get(found.route)?.(req, res, passed)
    })
  }
  return Object.assign(router, { routeTable })
}
