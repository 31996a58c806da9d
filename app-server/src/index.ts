/**
 * `@vitrine/app-server`: the reference store's composition root — config, layers, the Express app,
 * the demo catalogue.
 *
 * @example
 * import { start } from "@vitrine/app-server"
 * const server = await start({ port: 0 })
 */
export { DEFAULT_ADMIN_EMAIL, type LogLevel, type ServerConfig, serverConfig } from "./config.ts"
export { type PostgresOptions, type ServerPorts, type StoreRuntime, storeRuntime } from "./layers.ts"
export type { RateLimitOptions } from "./rate-limit.ts"
export { DEMO_WEBSITE_ID, demoCatalogue, saveDemoCatalogue, seedDemoCatalogue } from "./seed/index.ts"
export { type RunningServer, type StartOptions, start } from "./server.ts"
