import { apiErrorHandler, type RouterLog, type StoreRuntime, storeRouter } from "@vitrine/adapter-http/router"
import type { StoreContext } from "@vitrine/core/cart"
import type { StoreSettings } from "@vitrine/core/site"
import express, { type Express } from "express"
import helmet from "helmet"
import type { Logger } from "pino"
import { requestLog } from "./logging.ts"
import { apiRateLimit, type RateLimitOptions } from "./rate-limit.ts"
import { productImages, webApp } from "./web.ts"

/** What the Express app is assembled from. */
export interface AppOptions {
  readonly runtime: StoreRuntime
  readonly logger: Logger
  readonly store: StoreContext
  readonly settings: StoreSettings
  readonly webDist: string
  readonly rateLimit: RateLimitOptions
  readonly trustProxyHops: number
}

/**
 * The reference store's Express app: security headers, request logs, the /api rate limit, the store
 * API router, the demo images and the built web app, in that order. No rule lives here.
 *
 * @example
 * http.createServer(createApp({ runtime, logger, store, settings, webDist, rateLimit: {}, trustProxyHops: 0 }))
 */
export const createApp = (options: AppOptions): Express => {
  const app = express()
  const log: RouterLog = { error: (fields, message) => options.logger.error(fields, message) }
  app.disable("x-powered-by")
  if (options.trustProxyHops > 0) app.set("trust proxy", options.trustProxyHops)
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // Vite emits module scripts and stylesheets from our origin; React and the SVG
          // illustrations set style attributes; images may be inline data or blob URLs.
          "script-src": ["'self'"],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:"],
          "connect-src": ["'self'"],
          // Plain http on a LAN address must keep working for the demo.
          "upgrade-insecure-requests": null,
        },
      },
    }),
  )
  app.use(requestLog(options.logger))
  app.use("/api", apiRateLimit(options.rateLimit))
  app.use(storeRouter({ runtime: options.runtime, store: options.store, settings: options.settings, log }))
  app.use(productImages())
  app.use(webApp(options.webDist))
  app.use(apiErrorHandler(log))
  return app
}
