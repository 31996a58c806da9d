/**
 * Commerce formatters: prices, add-to-cart, variants, quantity, stock and form summaries, over the money and catalog rules.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { formatMoney, moneyFromMinor } from "../../money/rules.ts"
import { asNumber, type Formatter, type FormatterTable, Kind, kindOf } from "../plugins.ts"

/** A whole number of minor units from a number or numeric string; undefined otherwise. */
const minorUnits = (value: unknown): number | undefined => {
  const kind = kindOf(value)
  if (kind !== Kind.Number && kind !== Kind.String) return undefined
  const n = Math.round(asNumber(value))
  return Number.isSafeInteger(n) ? n : undefined
}

/**
 * `money-format` and its old spelling `moneyFormat` (the reference engine leaves both as no-ops):
 * a number of minor units (cents) of the store currency, formatted as money in the render's locale.
 * Values that are not numbers print nothing.
 */
const legacyMoney: Formatter = (value, _args, ctx) => {
  const minor = minorUnits(value)
  return minor === undefined ? undefined : formatMoney(moneyFromMinor(minor), { locale: ctx.locale })
}

/**
 * The commerce formatters.
 *
 * @example
 * commerceFormatters["product-price"]
 */
export const commerceFormatters: FormatterTable = {
  "money-format": legacyMoney,
  moneyFormat: legacyMoney,
  /**
   * `money-string` (a no-op in the reference engine): minor units as a plain decimal amount with
   * two places and no symbol or grouping, the form payment forms post ("1234.50").
   */
  "money-string": (value) => {
    const minor = minorUnits(value)
    if (minor === undefined) return undefined
    const sign = minor < 0 ? "-" : ""
    const digits = String(Math.abs(minor)).padStart(3, "0")
    return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`
  },
}
