/**
 * `@vitrine/adapter-census`: the census's edge. `writeBuffer` puts a bounded, batching write buffer
 * in front of any EventStore; `CENSUS_ROUTES` lists the ingestion endpoints with their body limits
 * and framework-free handlers (`CensusRequest` → `Effect<CensusReply>`), whose decoders never throw;
 * `isBotAgent` classifies user agents (`isbot`); `signedVisitorIdentity` issues and recognises
 * HMAC-signed visitor ids.
 *
 * @example
 * import { CENSUS_ROUTES, signedVisitorIdentity, writeBuffer } from "@vitrine/adapter-census"
 * const census = Layer.mergeAll(
 *   Layer.provide(writeBuffer(), analyticsPostgresLayer(options)),
 *   signedVisitorIdentity(secret),
 * )
 */
export * from "./bots.ts"
export * from "./caller.ts"
export * from "./decoders.ts"
export * from "./handlers.ts"
export * from "./limits.ts"
export * from "./routes.ts"
export * from "./visitor-identity.ts"
export * from "./write-buffer.ts"
