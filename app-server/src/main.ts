import { Effect } from "effect"
import { serverConfig } from "./config.ts"
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
  admin: { email: config.adminEmail, password: config.adminPassword },
})
// The generated password exists nowhere else (only its hash is stored): shown once, here.
if (server.firstStaff._tag === "Created" && server.firstStaff.generatedPassword !== null) {
  console.log(
    `Created the first staff admin. Sign in at /admin with ${server.firstStaff.account.email} and this password (shown once): ${server.firstStaff.generatedPassword}`,
  )
}
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
