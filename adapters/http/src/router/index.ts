import type { StoreContext } from "@vitrine/core/cart"
import { Catalog } from "@vitrine/core/catalog"
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from "@vitrine/core/site"
import { Effect } from "effect"
import express, { type Router } from "express"
import { Health } from "../contract/inventory.ts"
import { cartRoutes } from "./cart.ts"
import type { RouterLog, StoreRuntime } from "./context.ts"
import { crumbCookie, requireCrumb } from "./crumb.ts"
import { apiErrorHandler, apiNotFound } from "./fallback.ts"
import { productRoutes } from "./products.ts"
import { ok, route } from "./reply.ts"

export * from "./context.ts"
export * from "./cookies.ts"
export * from "./crumb.ts"
export * from "./errors.ts"
export * from "./fallback.ts"

/** What {@link storeRouter} needs. */
export interface StoreRouterOptions {
  /** The runtime providing Catalog, Inventory, CartRepository and Transaction, built at boot. */
  readonly runtime: StoreRuntime
  /** The store new carts belong to. */
  readonly store: StoreContext
  /** The settings listing pages read; defaults to core's. */
  readonly settings?: StoreSettings
  /** Where unexpected failures are logged; defaults to the console. */
  readonly log?: RouterLog
  /** The largest JSON body accepted; defaults to 100 kB. */
  readonly bodyLimit?: string
}

/**
 * The store's HTTP API as an Express router, mounted at the root: sets the crumb cookie, checks it
 * on state-changing calls, parses JSON, serves every endpoint of the contract, answers unknown /api
 * paths with 404 JSON and maps failures (bad input → 4xx, never 500).
 *
 * @example
 * const runtime = ManagedRuntime.make(postgresLayer({}))
 * app.use(storeRouter({ runtime, store: { websiteId: "demo", currency: "USD" } }))
 */
export const storeRouter = (options: StoreRouterOptions): Router => {
  const context = {
    runtime: options.runtime,
    store: options.store,
    settings: options.settings ?? DEFAULT_STORE_SETTINGS,
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
  router.use("/api", apiNotFound())
  router.use(apiErrorHandler(context.log))
  return router
}
