import cluster from "node:cluster"
import { randomBytes } from "node:crypto"
import { TURNSTILE_ORIGIN, turnstileBotCheck } from "@vitrine/adapter-captcha"
import { stripePayments } from "@vitrine/adapter-payment"
import { googlePlaces } from "@vitrine/adapter-places"
import { smugmugApi } from "@vitrine/adapter-smugmug"
import { vimeoOEmbeds } from "@vitrine/adapter-vimeo"
import { Effect } from "effect"
import { type ServerConfig, serverConfig } from "./config.ts"
import { start } from "./server.ts"
import { announceListening, superviseWorkers } from "./workers.ts"

const printable = (url: string) => url.replace(/:\/\/[^:]+:/, "://localhost:")

// Reads the environment, starts the store, and stops it gracefully on SIGTERM or SIGINT: stop
// accepting, finish the requests in flight, dispose the runtime (closing the database).
const serve = async (config: ServerConfig): Promise<void> => {
  const server = await start({
    port: config.port,
    host: config.host,
    database: config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    logLevel: config.logLevel,
    websiteId: config.websiteId,
    rateLimit: { limit: config.rateLimitPerMinute },
    trustProxyHops: config.trustProxyHops,
    admin: { email: config.adminEmail, password: config.adminPassword },
    ...(config.crumbSecret ? { crumbSecret: config.crumbSecret } : {}),
    // Without a Stripe key the checkout runs in the offline test mode (the default).
    ...(config.stripeSecretKey
      ? {
          payments: stripePayments({
            secretKey: config.stripeSecretKey,
            webhookSecret: config.stripeWebhookSecret ?? "",
          }),
        }
      : {}),
    ...(config.stripeWebhookSecret ? { stripeWebhookSecret: config.stripeWebhookSecret } : {}),
    mail: { url: config.mailUrl, from: config.mailFrom, publicUrl: config.publicUrl },
    ...(config.captchaHmacKey ? { captchaHmacKey: config.captchaHmacKey } : {}),
    ...(config.turnstile
      ? { botCheck: turnstileBotCheck(config.turnstile), captchaOrigins: [TURNSTILE_ORIGIN] }
      : {}),
    // Without a Google key the demo address book answers address suggestions (start's default).
    ...(config.googleMapsApiKey ? { places: googlePlaces({ apiKey: config.googleMapsApiKey }) } : {}),
    // Without VIMEO_OEMBED the canned answers check Vimeo videos, offline (start's default).
    ...(config.vimeoOEmbed ? { vimeo: vimeoOEmbeds() } : {}),
    // Without SMUGMUG_API_KEY the canned demo accounts answer for Smugmug, offline (start's default).
    ...(config.smugmugApiKey ? { smugmug: smugmugApi({ apiKey: config.smugmugApiKey }) } : {}),
  })
  // The generated password exists nowhere else (only its hash is stored): shown once, here, by the
  // one process that made the first admin (with WORKERS=N the others find it made).
  if (server.firstStaff._tag === "Created" && server.firstStaff.generatedPassword !== null) {
    console.log(
      `Created the first staff admin. Sign in at /admin with ${server.firstStaff.account.email} and this password (shown once): ${server.firstStaff.generatedPassword}`,
    )
  }
  if (cluster.isWorker) announceListening(server.url)
  else console.log(`Vitrine store running at ${printable(server.url)}`)
  const shutdown = (signal: string) => {
    if (!cluster.isWorker) console.log(`${signal} received, shutting down`)
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once("SIGTERM", () => shutdown("SIGTERM"))
  process.once("SIGINT", () => shutdown("SIGINT"))
}

const config = await Effect.runPromise(serverConfig)
if (config.workers > 1 && cluster.isPrimary) {
  // Each worker is a whole server on the one database; the primary only forks and supervises. A
  // crumb one worker signs must pass in every other: they share one key, made here when none is set
  // (workers inherit the primary's environment).
  process.env.VITRINE_CRUMB_SECRET ??= randomBytes(32).toString("base64url")
  superviseWorkers(config.workers, (url) => {
    console.log(`Vitrine store running at ${printable(url)} (${config.workers} processes)`)
  })
} else await serve(config)
