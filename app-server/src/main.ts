import { stripePayments } from "@vitrine/adapter-payment"
import { Effect } from "effect"
import { serverConfig } from "./config.ts"
import { DEMO_ACCESS_WARNING, demoMerchantAccess } from "./merchant-access.ts"
import { start } from "./server.ts"

// Reads the environment, starts the store, and stops it gracefully on SIGTERM or SIGINT: stop
// accepting, finish the requests in flight, dispose the runtime (closing the database).
const config = await Effect.runPromise(serverConfig)
const server = await start({
  port: config.port,
  host: config.host,
  database: config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  logLevel: config.logLevel,
  websiteId: config.websiteId,
  rateLimit: { limit: config.rateLimitPerMinute },
  trustProxyHops: config.trustProxyHops,
  // TODO(issue 9): the session authorizer. Until then the demo opens its merchant routes, and says so.
  authorize: demoMerchantAccess,
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
  mail: { url: config.mailUrl, from: config.mailFrom },
})
console.warn(DEMO_ACCESS_WARNING)
console.log(`Vitrine store running at ${server.url.replace(/:\/\/[^:]+:/, "://localhost:")}`)

const shutdown = (signal: string) => {
  console.log(`${signal} received, shutting down`)
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
