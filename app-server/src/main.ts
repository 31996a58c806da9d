import cluster from "node:cluster"
import { Effect } from "effect"
import { type ServerConfig, serverConfig } from "./config.ts"
import { DEMO_ACCESS_WARNING, demoMerchantAccess } from "./merchant-access.ts"
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
    // TODO(issue 9): the session authorizer. Until then the demo opens its merchant routes, and says so.
    authorize: demoMerchantAccess,
  })
  if (cluster.isWorker) announceListening(server.url)
  else {
    console.warn(DEMO_ACCESS_WARNING)
    console.log(`Vitrine store running at ${printable(server.url)}`)
  }
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
  // Each worker is a whole server on the one database; the primary only forks and supervises.
  superviseWorkers(config.workers, (url) => {
    console.warn(DEMO_ACCESS_WARNING)
    console.log(`Vitrine store running at ${printable(url)} (${config.workers} processes)`)
  })
} else await serve(config)
