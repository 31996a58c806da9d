import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { Config, Option, Redacted } from "effect"

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
  /** The key signing the self-hosted captcha's challenges; when absent one is drawn at start. */
  readonly captchaHmacKey: string | undefined
}

/**
 * Reads the server's settings with Effect Config: PORT (3000), HOST (0.0.0.0), DATABASE_URL
 * (optional), DATA_DIR (`.data/pglite` under the repo), WEBSITE_ID (vitrine-demo), LOG_LEVEL (info),
 * RATE_LIMIT_PER_MINUTE (600 per IP on /api; 0 = off), TRUST_PROXY_HOPS (0), CAPTCHA_HMAC_KEY
 * (optional: the captcha's signing key, 32 characters or more).
 *
 * @example
 * const config = await Effect.runPromise(serverConfig)
 */
export const serverConfig: Config.Config<ServerConfig> = Config.all({
  port: Config.Port("PORT").pipe(Config.withDefault(3000)),
  host: Config.String("HOST").pipe(Config.withDefault("0.0.0.0")),
  databaseUrl: Config.option(Config.Redacted("DATABASE_URL")),
  dataDir: Config.String("DATA_DIR").pipe(Config.withDefault(".data/pglite")),
  websiteId: Config.String("WEBSITE_ID").pipe(Config.withDefault("vitrine-demo")),
  logLevel: Config.Literals(LOG_LEVELS, "LOG_LEVEL").pipe(Config.withDefault("info" as const)),
  rateLimitPerMinute: Config.Int("RATE_LIMIT_PER_MINUTE").pipe(Config.withDefault(600)),
  trustProxyHops: Config.Int("TRUST_PROXY_HOPS").pipe(Config.withDefault(0)),
  captchaHmacKey: Config.option(Config.Redacted("CAPTCHA_HMAC_KEY")),
}).pipe(
  Config.map((read) => ({
    ...read,
    captchaHmacKey: Option.getOrUndefined(Option.map(read.captchaHmacKey, Redacted.value)),
    databaseUrl: Option.getOrUndefined(Option.map(read.databaseUrl, Redacted.value)),
    dataDir: resolve(REPO_ROOT, read.dataDir),
  })),
)
