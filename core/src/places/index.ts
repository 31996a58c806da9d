/**
 * `@vitrine/core/places`: address suggestions for visitors (API-024, API-025) — the Places port, the
 * programs that apply the input rules, and the rules themselves (minimum and maximum input length,
 * session-token and place-id shapes, country bias).
 *
 * @example
 * import { Places, suggestAddresses, autocompleteInput } from "@vitrine/core/places"
 * autocompleteInput("  1 Main St ") // "1 Main St"
 */
export * from "./errors.ts"
export * from "./model.ts"
export * from "./port.ts"
export * from "./program.ts"
export * from "./rules.ts"
