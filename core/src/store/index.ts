/**
 * `@vitrine/core/store`: the set of ports a store runs on (`storePorts`, and its union `StorePorts`) and the type of a layer
 * that provides them all (`StoreLayer`), defined once for every adapter set, the contract suites,
 * the HTTP router and the server.
 *
 * @example
 * import type { StoreLayer, StorePorts } from "@vitrine/core/store"
 * export const postgresStore = (options: PostgresOptions): StoreLayer => …
 */
export * from "./errors.ts"
export * from "./ports.ts"
