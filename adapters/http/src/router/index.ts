import { Catalog } from "@vitrine/core/catalog"
import { Effect } from "effect"
import express, { type RequestHandler, type Router } from "express"
import { Health } from "../contract/inventory.ts"
import { cartRoutes } from "./cart.ts"
import type { RouterContext, RouterLog, StoreRuntime } from "./context.ts"
import { crumbCookie, requireCrumb } from "./crumb.ts"
import { apiErrorHandler, apiNotFound } from "./fallback.ts"
import { productRoutes } from "./products.ts"
import { ok, route } from "./reply.ts"
import { settingsRoutes } from "./settings.ts"
import { settingsSource } from "./settings-source.ts"

export * from "./context.ts"
export * from "./cookies.ts"
export * from "./crumb.ts"
export * from "./errors.ts"
export * from "./fallback.ts"
export * from "./ports.ts"
export * from "./settings-source.ts"

/** What {@link storeRouter} needs. */
export interface StoreRouterOptions {
  /** The runtime providing the router's ports (`RouterPorts`), built at boot. */
  readonly runtime: StoreRuntime
  /** The website the store belongs to: its settings, and the carts it opens. */
  readonly websiteId: string
  /** How long each process keeps the store settings it read, in ms; default 5000, 0 reads every time. */
  readonly settingsTtlMs?: number
  /** Where unexpected failures are logged; defaults to the console. */
  readonly log?: RouterLog
  /** The largest JSON body accepted; defaults to 100 kB. */
  readonly bodyLimit?: string
  /** Run on every /api request, in order, before the crumb check (the app's headers, its rate limit). */
  readonly guards?: readonly RequestHandler[]
  /** More /api routes of the app's own, tried after the store's and before the 404. */
  readonly moreRoutes?: readonly Router[]
}

// Express matches paths without regard to case; so does this.
const API_PATH = /^\/api(?:[/?]|$)/i

/**
 * The store's HTTP API as an Express router, mounted at the root: sets the crumb cookie on every
 * response (pages too) and lets anything outside /api go on at once. On /api it answers `no-store`,
 * runs the app's guards, checks the crumb on state-changing calls, parses JSON only on the routes
 * that take a body, serves every endpoint of the contract (then the app's own routes), answers
 * unknown /api paths with 404 JSON and maps failures (bad input → 4xx, never 500). Prices and new
 * carts are in the store currency of the website's settings.
 *
 * @example
 * const runtime = ManagedRuntime.make(postgresLayer({}))
 * app.use(storeRouter({ runtime, websiteId: "demo" }))
 */
export const storeRouter = (options: StoreRouterOptions): Router => {
  const context: RouterContext = {
    runtime: options.runtime,
    websiteId: options.websiteId,
    settings: settingsSource(options.websiteId, options.settingsTtlMs ?? 5000),
    log: options.log ?? { error: (fields: object, message: string) => console.error(message, fields) },
    body: express.json({ limit: options.bodyLimit ?? "100kb" }),
  }
  const router = express.Router()
  const crumb = crumbCookie()
  router.use((req, res, next) =>
    crumb(req, res, () => {
      if (!API_PATH.test(req.url)) return next("router")
      // Answers depend on the visitor's cookies and on stock: never cache them.
      res.setHeader("Cache-Control", "no-store")
      next()
    }),
  )
  for (const guard of options.guards ?? []) router.use(guard)
  router.use(requireCrumb())
  // The hot routes first: every layer before a route is a path test on each of its requests.
  cartRoutes(router, context)
  productRoutes(router, context)
  settingsRoutes(router, context)
  router.get(
    Health.path,
    route(context, () =>
      Effect.as(
        Catalog.use((catalog) => catalog.find("health-check")),
        ok(Health.response, { status: "ok" }),
      ),
    ),
  )
  for (const routes of options.moreRoutes ?? []) router.use(routes)
  router.use(apiNotFound())
  router.use(apiErrorHandler(context.log))
  return router
}
