import { randomBytes } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { altchaBotCheck } from "@vitrine/adapter-captcha"
import type { CensusRoute } from "@vitrine/adapter-census"
import {
  type Authorize,
  type BotCheckLayer,
  followChanges,
  followSettingsChanges,
  headerFooterSource,
  multilingualSource,
  type PlacesLayer,
  type RouteTable,
  type SmugmugGalleriesLayer,
  type SubmissionLimits,
  settingsSource,
  siteStylesSource,
  type VimeoEmbedsLayer,
} from "@vitrine/adapter-http/router"
import { nodemailerMailer } from "@vitrine/adapter-mail"
import { testModePayments } from "@vitrine/adapter-payment"
import { addressBookPlaces } from "@vitrine/adapter-places"
import { cannedSmugmugGalleries } from "@vitrine/adapter-smugmug"
import { cannedVimeoEmbeds } from "@vitrine/adapter-vimeo"
import { ensureFirstStaff, type FirstStaff } from "@vitrine/core/account"
import { type CheckoutSettings, PaymentProvider } from "@vitrine/core/checkout"
import { fileJobWorker } from "@vitrine/core/files"
import type { RetryPolicy } from "@vitrine/core/mail"
import type { StoreLayer } from "@vitrine/core/store"
import { type Clock, Effect, Fiber, type Layer } from "effect"
import type { Logger } from "pino"
import { createApp } from "./app.ts"
import { type Census, type CensusOptions, censusRuntime } from "./census/runtime.ts"
import { answerClientError } from "./client-errors.ts"
import { DEFAULT_ADMIN_EMAIL, type LogLevel, REPO_ROOT } from "./config.ts"
import { sharpImageResizer } from "./image-resizer.ts"
import { type PostgresOptions, type StoreRuntime, storeRuntime } from "./layers.ts"
import { createLogger } from "./logging.ts"
import { storeOutboxWorker } from "./outbox-worker.ts"
import type { RateLimitOptions } from "./rate-limit.ts"
import { loadPageRenderer, loadStoreTemplates, storeRendering } from "./rendering/index.ts"
import { AUTO_SEND_EVERY_MS, restockWatch } from "./restock-watch.ts"
import { DEMO_WEBSITE_ID, saveDemoCatalogue, seedDemoCatalogue, seedDemoForms } from "./seed/index.ts"
import { sentMailView } from "./sent-mail.ts"

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
  /**
   * Seed the demo catalogue when the catalogue is empty (true, the default), always ("always": a
   * shared test database, whose demo forms are the demo website's whatever this server's website), or never.
   */
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
   * Who may use the merchant routes; default the staff session (401 signed out, 403 without the
   * route's permission). Tests that check the hook itself pass their own.
   */
  readonly authorize?: Authorize
  /**
   * The first staff admin, made only when the website has no staff: this e-mail (default
   * admin@example.com) and password, or a generated password (`firstStaff.generatedPassword`) when
   * none is given.
   */
  readonly admin?: { readonly email?: string | undefined; readonly password?: string | undefined }
  /** The key crumbs are signed with; default a random one per start (see the router's `crumbSecret`). */
  readonly crumbSecret?: Uint8Array
  /** The checkout's payments; default the offline test mode (`testModePayments`). */
  readonly payments?: Layer.Layer<PaymentProvider>
  /** Shipping, tax and minimum; default core's `DEFAULT_CHECKOUT_SETTINGS`. */
  readonly checkoutSettings?: CheckoutSettings
  /** Stripe's webhook signing secret (`STRIPE_WEBHOOK_SECRET`): mounts the webhook when given. */
  readonly stripeWebhookSecret?: string
  /**
   * E-mail: `url` an SMTP URL (MAIL_URL; without one, nodemailer's JSON transport: nothing leaves
   * the process, and the merchant's outbox viewer shows what would have gone out), `from` the
   * sender, `publicUrl` the store's address for the links in e-mails (default the server's URL).
   * Every e-mail goes through the outbox's worker (see `outboxWorker`).
   */
  readonly mail?: StoreMailOptions
  /**
   * The key that signs the self-hosted captcha's challenges (32 characters or more; CAPTCHA_HMAC_KEY).
   * Without one a random key is drawn at start: challenges then last only as long as the process,
   * and several processes behind one address would refuse each other's. With one, the restock box
   * asks for a captcha too (RESTOCK-004).
   */
  readonly captchaHmacKey?: string
  /** The origins a hosted captcha's script and frame come from (`TURNSTILE_ORIGIN` with Turnstile), for the pages' CSP. */
  readonly captchaOrigins?: readonly string[]
  /** Replaces the captcha entirely (Turnstile, or a test's check); restock sign-ups then need its token too. */
  readonly botCheck?: BotCheckLayer
  /**
   * The address provider of the places routes (API-024, API-025): `googlePlaces` with a key; default
   * the demo address book (`addressBookPlaces`), so the reference store shows address suggestions
   * without a Google key; `false` for none (the routes answer 503).
   */
  readonly places?: PlacesLayer | false
  /**
   * Where the home layout's save asks Vimeo whether a video can be embedded (EDITOR-044):
   * `vimeoOEmbeds()` to ask Vimeo; default `cannedVimeoEmbeds()`, a deterministic answer without the
   * internet (see `@vitrine/adapter-vimeo`), so the reference store works offline.
   */
  readonly vimeo?: VimeoEmbedsLayer
  /**
   * Where the home page's Smugmug blocks list galleries and images (CONST-007): `smugmugApi({ apiKey })`
   * to ask Smugmug; default `cannedSmugmugGalleries()`, the demo accounts without the internet (see
   * `@vitrine/adapter-smugmug`).
   */
  readonly smugmug?: SmugmugGalleriesLayer
  /** Form submissions taken per address and per form; default the router's. */
  readonly submissionLimits?: SubmissionLimits
  /**
   * The outbox's delivery worker in this process (default on): `false` runs none (another process
   * delivers); `idleMs` the pause when nothing is due; `retry` the backoff policy; `autoSendEveryMs`
   * how often the restock automatic send (a merchant setting, off by default) looks for variants
   * back in stock (default 5000), run beside the worker.
   */
  readonly outboxWorker?:
    | false
    | {
        readonly idleMs?: number
        readonly retry?: RetryPolicy
        readonly leaseMs?: number
        readonly autoSendEveryMs?: number
      }
  /**
   * The file processing worker in this process (default on; EDITOR-010): it turns uploaded images
   * into renditions (`fileJobWorker`, resized with `sharp`). `false` runs none (another process
   * does: workers in several processes share the jobs). When no job waits the worker rests until
   * an upload queues one (on Postgres heard by every process through LISTEN/NOTIFY, within
   * milliseconds) or `idleMs` passes (default 30 s: a safety net for a lost notice or a dead
   * worker's job whose lease ran out); `leaseMs` how long a claim lasts without a progress report.
   */
  readonly fileJobWorker?: false | { readonly idleMs?: number; readonly leaseMs?: number }
  /** The census: the key visitor ids are signed with (default derived from `crumbSecret`) and its write buffer's settings. */
  readonly census?: Omit<CensusOptions, "crumbSecret">
  /** The clock the store and its census read (default: the system's); tests pin "today" with it. */
  readonly clock?: Clock.Clock
}

/** A running server. */
export interface RunningServer {
  /** Where it listens, e.g. http://localhost:3000. */
  readonly url: string
  /** Stops accepting, lets requests in flight finish, then disposes the runtime (closing the database). */
  readonly stop: () => Promise<void>
  /** The routes the server answers (the store router's table), for tests that walk them. */
  readonly routeTable: RouteTable
  /** Whether the first staff admin was made at this start, and its generated password if any (print it once). */
  readonly firstStaff: FirstStaff
  /** The runtime requests run on, for tests and tools that act on the store directly (make a staff account). */
  readonly runtime: StoreRuntime["runtime"]
  /** The census's ingestion routes (the fuzz suite walks them) and its write buffer (flush, counts). */
  readonly censusRoutes: readonly CensusRoute[]
  readonly census: Pick<Census, "flush" | "stats">
}

/** The store's e-mail settings, for the outbox's worker. */
export interface StoreMailOptions {
  readonly url?: string | undefined
  readonly from?: string | undefined
  readonly publicUrl?: string | undefined
}

// One bot check for every action that asks for one (forms, restock sign-ups): the given one, or the
// self-hosted ALTCHA with the configured key or one drawn at start. The restock box asks for a
// captcha only when the store set one up (a key or a check), so a drawn key never locks it out.
const captchaOf = (options: StartOptions) => ({
  botCheck:
    options.botCheck ??
    altchaBotCheck({ hmacKey: options.captchaHmacKey ?? randomBytes(32).toString("base64url") }),
  restock: options.botCheck !== undefined || options.captchaHmacKey !== undefined,
  origins: options.captchaOrigins,
})

/** The sender when the store names none. */
const DEFAULT_FROM = "Vitrine demo store <store@vitrine.invalid>"

/** How long `stop` waits for requests in flight before closing their connections. */
const DRAIN_MS = 10_000

/**
 * Starts the store: compiles its templates (failing with every error when one does not compile),
 * builds one runtime (migrating the database), seeds the demo catalogue, makes the first staff admin
 * when the website has no staff (`ensureFirstStaff`), and listens. Port 0 is allowed, so tests run
 * the real server in-process.
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
  const websiteId = options.websiteId ?? DEMO_WEBSITE_ID
  let firstStaff: FirstStaff
  try {
    const seed = options.seed ?? true
    const seeded = await runtime.runPromise(
      seed === "always" ? saveDemoCatalogue : seed ? seedDemoCatalogue : Effect.succeed(0),
    )
    if (seeded > 0) logger.info({ products: seeded }, "seeded the demo catalogue")
    const forms = seed ? await runtime.runPromise(seedDemoForms(websiteId, { always: seed === "always" })) : 0
    if (forms > 0) logger.info({ forms }, "seeded the demo forms")
    firstStaff = await runtime.runPromise(
      ensureFirstStaff({
        websiteId,
        email: options.admin?.email ?? DEFAULT_ADMIN_EMAIL,
        password: options.admin?.password ?? null,
      }),
    )
    if (firstStaff._tag === "Created")
      logger.info({ email: firstStaff.account.email }, "created the first staff admin")
  } catch (error) {
    await runtime.dispose()
    throw error
  }
  const census = await censusRuntime(runtime, { ...options.census, crumbSecret: options.crumbSecret })
  // The store settings every process keeps for 5 s, dropped when any process saves them.
  const settings = settingsSource(websiteId, 5000)
  await runtime.runPromise(followSettingsChanges(settings, websiteId))
  // The header and footer every page shows, kept the same way, so rendering a page adds no query.
  const headerFooter = headerFooterSource(websiteId, 5000)
  await runtime.runPromise(followChanges(headerFooter, "site-header-footer", websiteId))
  // The site styles every page writes into its head, kept the same way.
  const styles = siteStylesSource(websiteId, 5000)
  await runtime.runPromise(followChanges(styles, "site-styles", websiteId))
  // The site's languages every page asks (its path's language, the switcher), kept the same way.
  const multilingual = multilingualSource(websiteId, 5000)
  await runtime.runPromise(followChanges(multilingual, "multilingual", websiteId))
  const payments = await Effect.runPromise(
    Effect.provide(PaymentProvider.use(Effect.succeed), options.payments ?? testModePayments()),
  )
  // Every e-mail (order confirmations, restock notices) goes through the Outbox and its one worker.
  const sentMail = sentMailView(options.mail?.url)
  const app = createApp({
    runtime,
    logger,
    websiteId,
    webDist,
    rendering,
    renderer,
    rateLimit: { ...(rateLimitStore ? { store: rateLimitStore } : {}), ...options.rateLimit },
    trustProxyHops: options.trustProxyHops ?? 0,
    authorize: options.authorize,
    crumbSecret: options.crumbSecret,
    payments,
    checkoutSettings: options.checkoutSettings,
    routes: sentMail.routes(),
    captcha: captchaOf(options),
    submissionLimits: options.submissionLimits,
    places: options.places === false ? undefined : (options.places ?? addressBookPlaces()),
    vimeo: options.vimeo ?? cannedVimeoEmbeds(),
    smugmug: options.smugmug ?? cannedSmugmugGalleries(),
    stripeWebhookSecret: options.stripeWebhookSecret,
    census,
    settings,
    headerFooter,
    styles,
    multilingual,
  })
  const server = createServer(app.listener, app.listener.handle)
  server.on("clientError", answerClientError)
  const host = options.host ?? "127.0.0.1"
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 3000, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${port}`
  const fileWorker =
    options.fileJobWorker === false
      ? []
      : [fileJobWorker(options.fileJobWorker ?? {}).pipe(Effect.provide(sharpImageResizer))]
  const worker =
    options.outboxWorker === false
      ? fileWorker.length === 0
        ? undefined
        : runtime.runFork(Effect.all(fileWorker, { concurrency: "unbounded", discard: true }))
      : runtime.runFork(
          Effect.all(
            [
              storeOutboxWorker(
                {
                  rendering,
                  websiteId: options.websiteId ?? DEMO_WEBSITE_ID,
                  baseUrl: options.mail?.publicUrl ?? url,
                },
                options.outboxWorker ?? {},
              ).pipe(
                Effect.provide(
                  nodemailerMailer({
                    url: options.mail?.url,
                    from: options.mail?.from ?? DEFAULT_FROM,
                    onSent: (sent) => {
                      sentMail.keep(sent)
                      logger.debug({ messageId: sent.messageId, to: sent.envelope.to }, "e-mail sent")
                    },
                  }),
                ),
              ),
              restockWatch(options.outboxWorker?.autoSendEveryMs ?? AUTO_SEND_EVERY_MS, logger),
              ...fileWorker,
            ],
            { concurrency: "unbounded", discard: true },
          ),
        )
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= drain(server)
      .then(() => (worker === undefined ? undefined : Effect.runPromise(Fiber.interrupt(worker))))
      // The census's buffer writes what it holds while the database is still open.
      .then(() => census.dispose())
      .then(() => runtime.dispose())
    return stopping
  }
  return {
    url,
    stop,
    routeTable: app.routeTable,
    firstStaff,
    runtime,
    censusRoutes: app.censusRoutes,
    census: { flush: census.flush, stats: census.stats },
  }
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
