import { Catalog } from "@vitrine/core/catalog"
import { Effect } from "effect"
import express, { type Router } from "express"
import { Health } from "../contract/inventory.ts"
import { cartRoutes } from "./cart.ts"
import type { RouterLog, StoreRuntime } from "./context.ts"
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
export * from "./settings-source.ts"

/** What {@link storeRouter} needs. */
export interface StoreRouterOptions {
  /** The runtime providing the store's ports (`StorePorts`), built at boot. */
  readonly runtime: StoreRuntime
  /** The website the store belongs to: its settings, and the carts it opens. */
  readonly websiteId: string
  /** How long each process keeps the store settings it read, in ms; default 5000, 0 reads every time. */
  readonly settingsTtlMs?: number
  /** Where unexpected failures are logged; defaults to the console. */
  readonly log?: RouterLog
  /** The largest JSON body accepted; defaults to 100 kB. */
  readonly bodyLimit?: string
}

/**
 * The store's HTTP API as an Express router, mounted at the root: sets the crumb cookie, checks it
 * on state-changing calls, parses JSON, serves every endpoint of the contract, answers unknown /api
 * paths with 404 JSON and maps failures (bad input → 4xx, never 500). Prices and new carts are in
 * the store currency of the website's settings.
 *
 * @example
 * const runtime = ManagedRuntime.make(postgresLayer({}))
 * app.use(storeRouter({ runtime, websiteId: "demo" }))
 */
export const storeRouter = (options: StoreRouterOptions): Router => {
  const context = {
    runtime: options.runtime,
    websiteId: options.websiteId,
    settings: settingsSource(options.websiteId, options.settingsTtlMs ?? 5000),
    log: options.log ?? { error: (fields: object, message: string) => console.error(message, fields) },
  }
  const router = express.Router()
  router.use(crumbCookie())
  // Answers depend on the visitor's cookies and on stock: never cache them.
  router.use("/api", (_req, res, next) => {
    res.set("Cache-Control", "no-store")
    next()
  })
  router.use("/api", requireCrumb(), express.json({ limit: options.bodyLimit ?? "100kb" }))
  router.get(
    Health.path,
    route(context, () =>
      Effect.as(
        Catalog.use((catalog) => catalog.find("health-check")),
        ok(Health.response, { status: "ok" }),
      ),
    ),
  )
  productRoutes(router, context)
  cartRoutes(router, context)
  settingsRoutes(router, context)
  router.use("/api", apiNotFound())
  router.use(apiErrorHandler(context.log))
  return router
}
