/**
 * `@vitrine/core/money`: exact money in minor units, the 27 store currencies, formatting and parsing.
 *
 * @example
 * import { formatMoney, moneyFromMinor } from "@vitrine/core/money"
 * formatMoney(moneyFromMinor(1999, "USD")) // "$19.99"
 */
export * from "./arithmetic.ts"
export * from "./currencies.ts"
export * from "./currency-details.ts"
export { clampDigits, DIGIT_OPTION_MAX, type DigitOptions, MAX_INTEGER_PLACES } from "./digits.ts"
export {
  currencySymbol,
  type FormatMoneyOptions,
  formatAmount,
  formatDecimal,
  formatMoney,
  formatMoneyAmount,
} from "./format.ts"
export * from "./locale.ts"
export * from "./model.ts"
export * from "./page-data.ts"
export * from "./parse.ts"
export * from "./rules.ts"
