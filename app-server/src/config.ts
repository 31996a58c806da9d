import { createHash } from "node:crypto"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { Config, Option, Redacted, Schema } from "effect"
import { DEMO_WEBSITE_ID } from "./seed/website.ts"

/**
 * The repository root: DATA_DIR and the web build are found from here.
 *
 * @example
 * join(REPO_ROOT, "app-web", "dist")
 */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url))

/**
 * pino's levels; "silent" turns logging off.
 *
 * @example
 * LOG_LEVELS.includes("warn") // true
 */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

// 0 picks a free port (the server prints the one it got): tests start `npm start`'s server this way.
const Port = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 65535 }))
// Server processes: at least one; past 64 the database's connections run out first (10 per process).
const Workers = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 64 }))

/**
 * The first staff admin's e-mail when `VITRINE_ADMIN_EMAIL` is not set.
 *
 * @example
 * DEFAULT_ADMIN_EMAIL // "admin@example.com"
 */
export const DEFAULT_ADMIN_EMAIL = "admin@example.com"

/** The server's settings, as read from the environment. */
export interface ServerConfig {
  readonly port: number
  readonly host: string
  /** A Postgres server; when absent the embedded PGlite database in `dataDir` is used. */
  readonly databaseUrl: string | undefined
  readonly dataDir: string
  readonly websiteId: string
  readonly logLevel: LogLevel
  readonly rateLimitPerMinute: number
  /** How many proxies sit in front (for the client IP the rate limit keys on); 0 = none. */
  readonly trustProxyHops: number
  /** Server processes on one port and one database (node:cluster); 1 = this process alone. */
  readonly workers: number
  /** The first staff admin's e-mail, used only when the website has no staff yet. */
  readonly adminEmail: string
  /** That admin's password; undefined: one is generated and printed once at start. */
  readonly adminPassword: string | undefined
  /**
   * The key crumbs are signed with (SHA-256 of `VITRINE_CRUMB_SECRET`); undefined: a random key per
   * start, which `main.ts` shares with its workers. Several machines behind one address set it.
   */
  readonly crumbSecret: Uint8Array | undefined
  /** Stripe's secret key; without one the checkout takes payments in the offline test mode. */
  readonly stripeSecretKey: string | undefined
  /** The Stripe webhook endpoint's signing secret. */
  readonly stripeWebhookSecret: string | undefined
  /** An SMTP URL for e-mail; absent: nodemailer's JSON transport (nothing is sent). */
  readonly mailUrl: string | undefined
  /** The sender of the store's e-mails. */
  readonly mailFrom: string
  /** The store's public address for links in e-mails; absent: the server's own URL. */
  readonly publicUrl: string | undefined
  /** A secret of 32 characters or more for the self-hosted captcha (ALTCHA); absent: no captcha. */
  readonly captchaHmacKey: string | undefined
  /** Cloudflare Turnstile's secret and site keys: with both, the captcha is Turnstile instead of ALTCHA. */
  readonly turnstile: { readonly secretKey: string; readonly siteKey: string } | undefined
  /** Google's Places API (New) key for address suggestions; absent: the demo address book. */
  readonly googleMapsApiKey: string | undefined
  /** Whether the home page's Vimeo videos are checked with Vimeo itself (EDITOR-044); false: the canned answers. */
  readonly vimeoOEmbed: boolean
  /** A Smugmug API key: with one the home page's galleries come from Smugmug's API (CONST-007); absent: the canned demo accounts. */
  readonly smugmugApiKey: string | undefined
}

/**
 * Reads the server's settings with Effect Config: PORT (3000; 0 picks a free one), HOST (0.0.0.0), DATABASE_URL
 * (optional), DATA_DIR (`.data/pglite` under the repo), WEBSITE_ID (vitrine-demo), LOG_LEVEL (info),
 * RATE_LIMIT_PER_MINUTE (600 per IP on /api; 0 = off), TRUST_PROXY_HOPS (0), WORKERS (1: server
 * processes on one port and one database), VITRINE_ADMIN_EMAIL
 * (admin@example.com) and VITRINE_ADMIN_PASSWORD (optional): the first staff admin, made only when
 * the website has no staff; VITRINE_CRUMB_SECRET (optional): the crumbs' signing key; MAIL_URL (optional),
 * MAIL_FROM ("Vitrine demo store <store@vitrine.invalid>"), PUBLIC_URL (optional), CAPTCHA_HMAC_KEY
 * (optional: the captcha's signing key, 32 characters or more), TURNSTILE_SECRET_KEY and
 * TURNSTILE_SITE_KEY (optional, both or neither: Cloudflare Turnstile as the captcha instead), STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (optional),
 * GOOGLE_MAPS_API_KEY (optional: address suggestions from Google's Places API (New); without it the
 * demo address book answers them), VIMEO_OEMBED (false: the home page's Vimeo videos get the canned,
 * offline answers of `cannedVimeoEmbeds`; true: Vimeo's oEmbed endpoint is asked), SMUGMUG_API_KEY
 * (optional: the home page's Smugmug galleries from Smugmug's API v2; without it the canned demo
 * accounts of `cannedSmugmugGalleries` answer, offline).
 *
 * @example
 * const config = await Effect.runPromise(serverConfig)
 */
export const serverConfig: Config.Config<ServerConfig> = Config.all({
  port: Config.schema(Port, "PORT").pipe(Config.withDefault(3000)),
  host: Config.String("HOST").pipe(Config.withDefault("0.0.0.0")),
  databaseUrl: Config.option(Config.Redacted("DATABASE_URL")),
  dataDir: Config.String("DATA_DIR").pipe(Config.withDefault(".data/pglite")),
  websiteId: Config.String("WEBSITE_ID").pipe(Config.withDefault(DEMO_WEBSITE_ID)),
  logLevel: Config.Literals(LOG_LEVELS, "LOG_LEVEL").pipe(Config.withDefault("info" as const)),
  rateLimitPerMinute: Config.Int("RATE_LIMIT_PER_MINUTE").pipe(Config.withDefault(600)),
  trustProxyHops: Config.Int("TRUST_PROXY_HOPS").pipe(Config.withDefault(0)),
  workers: Config.schema(Workers, "WORKERS").pipe(Config.withDefault(1)),
  adminEmail: Config.String("VITRINE_ADMIN_EMAIL").pipe(Config.withDefault(DEFAULT_ADMIN_EMAIL)),
  adminPassword: Config.option(Config.Redacted("VITRINE_ADMIN_PASSWORD")),
  crumbSecret: Config.option(Config.Redacted("VITRINE_CRUMB_SECRET")),
  stripeSecretKey: Config.option(Config.Redacted("STRIPE_SECRET_KEY")),
  stripeWebhookSecret: Config.option(Config.Redacted("STRIPE_WEBHOOK_SECRET")),
  mailUrl: Config.option(Config.Redacted("MAIL_URL")),
  mailFrom: Config.String("MAIL_FROM").pipe(Config.withDefault("Vitrine demo store <store@vitrine.invalid>")),
  publicUrl: Config.option(Config.String("PUBLIC_URL")),
  captchaHmacKey: Config.option(Config.Redacted("CAPTCHA_HMAC_KEY")),
  turnstileSecretKey: Config.option(Config.Redacted("TURNSTILE_SECRET_KEY")),
  turnstileSiteKey: Config.option(Config.String("TURNSTILE_SITE_KEY")),
  googleMapsApiKey: Config.option(Config.Redacted("GOOGLE_MAPS_API_KEY")),
  vimeoOEmbed: Config.Boolean("VIMEO_OEMBED").pipe(Config.withDefault(false)),
  smugmugApiKey: Config.option(Config.Redacted("SMUGMUG_API_KEY")),
}).pipe(
  Config.map(({ turnstileSecretKey, turnstileSiteKey, ...read }) => ({
    ...read,
    turnstile: Option.getOrUndefined(
      Option.zipWith(turnstileSecretKey, turnstileSiteKey, (secret, siteKey) => ({
        secretKey: Redacted.value(secret),
        siteKey,
      })),
    ),
    mailUrl: Option.getOrUndefined(Option.map(read.mailUrl, Redacted.value)),
    publicUrl: Option.getOrUndefined(read.publicUrl),
    captchaHmacKey: Option.getOrUndefined(Option.map(read.captchaHmacKey, Redacted.value)),
    googleMapsApiKey: Option.getOrUndefined(Option.map(read.googleMapsApiKey, Redacted.value)),
    smugmugApiKey: Option.getOrUndefined(Option.map(read.smugmugApiKey, Redacted.value)),
    databaseUrl: Option.getOrUndefined(Option.map(read.databaseUrl, Redacted.value)),
    adminPassword: Option.getOrUndefined(Option.map(read.adminPassword, Redacted.value)),
    crumbSecret: Option.getOrUndefined(
      Option.map(read.crumbSecret, (secret) => createHash("sha256").update(Redacted.value(secret)).digest()),
    ),
    stripeSecretKey: Option.getOrUndefined(Option.map(read.stripeSecretKey, Redacted.value)),
    stripeWebhookSecret: Option.getOrUndefined(Option.map(read.stripeWebhookSecret, Redacted.value)),
    dataDir: resolve(REPO_ROOT, read.dataDir),
  })),
)
