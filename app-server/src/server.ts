import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import type { Authorize, RouteTable } from "@vitrine/adapter-http/router"
import type { StoreLayer } from "@vitrine/core/store"
import { Effect } from "effect"
import type { Logger } from "pino"
import { createApp } from "./app.ts"
import { answerClientError } from "./client-errors.ts"
import { type LogLevel, REPO_ROOT } from "./config.ts"
import { type PostgresOptions, storeRuntime } from "./layers.ts"
import { createLogger } from "./logging.ts"
import type { RateLimitOptions } from "./rate-limit.ts"
import { loadPageRenderer, loadStoreTemplates, storeRendering } from "./rendering/index.ts"
import { saveDemoCatalogue, seedDemoCatalogue } from "./seed/index.ts"

/** Options of {@link start}; every one has a default fit for a test. */
export interface StartOptions {
  /** Port to listen on; 0 picks a free one. Default 3000. */
  readonly port?: number
  /** Interface to listen on. Default 127.0.0.1. */
  readonly host?: string
  /** The database; default an in-memory PGlite. Its rate-limit counters are used unless `rateLimit.store` is given. */
  readonly database?: PostgresOptions
  /** Replaces the database layer entirely (e.g. the in-memory adapter). */
  readonly layer?: StoreLayer<unknown>
  /** Seed the demo catalogue when the catalogue is empty (true, the default), always ("always": a shared test database), or never. */
  readonly seed?: boolean | "always"
  /** The built web app. Default app-web/dist. */
  readonly webDist?: string
  /** The store's templates (product block, e-mails). Default app-server/templates. */
  readonly templatesDir?: string
  readonly rateLimit?: RateLimitOptions
  /** Log level of the default logger; default info. */
  readonly logLevel?: LogLevel
  /** A logger to use instead (tests read its lines). */
  readonly logger?: Logger
  readonly websiteId?: string
  readonly trustProxyHops?: number
  /**
   * Who may use the merchant routes; default none (401 on every one). Until sign-in exists
   * (issue 9), `npm start` and the tests that drive merchant screens pass `demoMerchantAccess`.
   */
  readonly authorize?: Authorize
}

/** A running server. */
export interface RunningServer {
  /** Where it listens, e.g. http://localhost:3000. */
  readonly url: string
  /** Stops accepting, lets requests in flight finish, then disposes the runtime (closing the database). */
  readonly stop: () => Promise<void>
  /** The routes the server answers (the store router's table), for tests that walk them. */
  readonly routeTable: RouteTable
}

/** How long `stop` waits for requests in flight before closing their connections. */
const DRAIN_MS = 10_000

/**
 * Starts the store: compiles its templates (failing with every error when one does not compile),
 * builds one runtime (migrating the database), seeds the demo catalogue, and listens. Port 0 is
 * allowed, so tests run the real server in-process.
 *
 * @example
 * const server = await start({ port: 0, logLevel: "silent" })
 * await fetch(`${server.url}/api/health`)
 * await server.stop()
 */
export const start = async (options: StartOptions = {}): Promise<RunningServer> => {
  const logger = options.logger ?? createLogger(options.logLevel ?? "info")
  // Templates first: one that does not compile stops the start before the database opens.
  const rendering = storeRendering({
    templates: await loadStoreTemplates(options.templatesDir),
    onErrors: (template, errors) => logger.warn({ template, errors }, "template rendered with errors"),
  })
  const webDist = options.webDist ?? join(REPO_ROOT, "app-web", "dist")
  // The app's own server render, from the same build as the pages it renders into.
  const renderer = await loadPageRenderer(webDist)
  const { runtime, rateLimitStore } = await storeRuntime(options)
  try {
    const seed = options.seed ?? true
    const seeded = await runtime.runPromise(
      seed === "always" ? saveDemoCatalogue : seed ? seedDemoCatalogue : Effect.succeed(0),
    )
    if (seeded > 0) logger.info({ products: seeded }, "seeded the demo catalogue")
  } catch (error) {
    await runtime.dispose()
    throw error
  }
  const app = createApp({
    runtime,
    logger,
    websiteId: options.websiteId ?? "vitrine-demo",
    webDist,
    rendering,
    renderer,
    rateLimit: { ...(rateLimitStore ? { store: rateLimitStore } : {}), ...options.rateLimit },
    trustProxyHops: options.trustProxyHops ?? 0,
    authorize: options.authorize,
  })
  const server = createServer(app)
  server.on("clientError", answerClientError)
  const host = options.host ?? "127.0.0.1"
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 3000, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${port}`
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= drain(server).then(() => runtime.dispose())
    return stopping
  }
  return { url, stop, routeTable: app.routeTable }
}

const drain = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
    server.close(() => {
      clearTimeout(force)
      resolve()
    })
    server.closeIdleConnections()
  })
