/**
 * Internationalised formatters following CLDR: decimal, money, datetime, message, plural, relative time.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { isCurrencyCode } from "../../money/currencies.ts"
import { formatMoney, moneyFromDecimal } from "../../money/rules.ts"
import { asNumber, asString, type FormatterTable, Kind, kindOf, stepPath } from "../plugins.ts"

/**
 * The i18n formatters.
 *
 * @example
 * i18nFormatters["decimal"]
 */
export const i18nFormatters: FormatterTable = {
  /**
   * `i18n-money-format` (a no-op in the reference engine): a money object — `{decimalValue,
   * currencyCode}` or `{value, currency}` with a decimal value — formatted in the render's locale.
   * Anything else prints nothing.
   */
  "i18n-money-format": (value, _args, ctx) => {
    const decimal = asString(stepPath(value, "decimalValue") ?? stepPath(value, "value"))
    const currency = asString(stepPath(value, "currencyCode") ?? stepPath(value, "currency"))
    if (!isCurrencyCode(currency)) return undefined
    const money = moneyFromDecimal(decimal, currency)
    return money === undefined ? undefined : formatMoney(money, { locale: ctx.locale })
  },
  /**
   * `unit` (a no-op in the reference engine): a number with a unit of measure, written out for the
   * render's locale — `{weight|unit kilogram}` → "2 kilograms"; `{d|unit meter short}` → "5 m".
   * The unit is a CLDR / ECMA-402 simple unit name. A value that is not a number, or an unknown
   * unit, prints nothing.
   */
  unit: (value, args, ctx) => {
    const unit = args[0]
    if (unit === undefined || kindOf(value) !== Kind.Number) return undefined
    const unitDisplay = args[1] === "short" || args[1] === "narrow" ? args[1] : "long"
    const supported = Intl.supportedValuesOf("unit").includes(unit)
    return supported
      ? new Intl.NumberFormat(ctx.locale, { style: "unit", unit, unitDisplay }).format(asNumber(value))
      : undefined
  },
}
