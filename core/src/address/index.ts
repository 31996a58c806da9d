/**
 * `@vitrine/core/address`: postal-code rules and messages per country, address configuration, the
 * region lists (from ISO 3166-2 data) and the US territories.
 *
 * @example
 * import { validatePostalCode, regionsOf } from "@vitrine/core/address"
 * validatePostalCode("GB", "SW1A") // { ok: true, postalCode: "SW1A" }
 */
export * from "./config.ts"
export * from "./model.ts"
export * from "./postal.ts"
export * from "./regions.ts"
