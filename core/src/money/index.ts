/**
 * `@vitrine/core/money`: exact money in minor units, the store currencies, formatting.
 *
 * @example
 * import { formatMoney, moneyFromMinor } from "@vitrine/core/money"
 * formatMoney(moneyFromMinor(1999, "USD")) // "$19.99"
 */
export * from "./currencies.ts"
export * from "./model.ts"
export * from "./rules.ts"
