/**
 * Commerce formatters: money amounts, percentages and the cart, over the money rules of core; the
 * price formatters of products come from `commerce-price.ts`. (The add-to-cart, variant, stock and
 * form markup formatters have their own tables, `commerce-markup.ts` and `commerce-forms.ts`.)
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from "../../money/currencies.ts"
import { formatMoney } from "../../money/format.ts"
import { displayLocale } from "../../money/locale.ts"
import { moneyFromMinor, toDecimalString } from "../../money/rules.ts"
import {
  asNumber,
  type Formatter,
  type FormatterTable,
  Kind,
  kindOf,
  type PluginContext,
  stepPath,
} from "../plugins.ts"
import { arrayOf } from "./commerce-data.ts"
import { commercePriceFormatters } from "./commerce-price.ts"

/** The one URL the engine produces: the cart page (TPL-001, UI-001). */
const CART_PATH = "/cart"

/** A whole number of minor units from a number or numeric string; undefined otherwise. */
const minorUnits = (value: unknown): number | undefined => {
  const kind = kindOf(value)
  if (kind !== Kind.Number && kind !== Kind.String) return undefined
  const n = Math.round(asNumber(value))
  return Number.isSafeInteger(n) ? n : undefined
}

/**
 * The currency an amount is in: the formatter's argument (`{cents|money-format EUR}`), else the
 * default store currency, USD (MONEY-003). An argument that is not one of the 27 store currencies is
 * reported to the template author and gives undefined.
 */
const currencyArgument = (args: readonly string[], ctx: PluginContext): CurrencyCode | undefined => {
  const code = args[0]
  if (code === undefined || code === "") return DEFAULT_CURRENCY
  if (isCurrencyCode(code)) return code
  ctx.error(`Unknown currency "${code}"`)
  return undefined
}

/**
 * `money-format` and its old spelling `moneyFormat` (the reference engine leaves both as no-ops,
 * TPL-053): a number of minor units (cents) formatted as money in the render's locale, in the
 * currency given as argument (default USD). Values that are not numbers print nothing.
 */
const legacyMoney: Formatter = (value, args, ctx) => {
  const minor = minorUnits(value)
  const currency = currencyArgument(args, ctx)
  if (minor === undefined || currency === undefined) return undefined
  return formatMoney(moneyFromMinor(minor, currency), { locale: ctx.locale })
}

const percentFormats = new Map<string, Intl.NumberFormat>()

const percentFormat = (locale: string, digits: 0 | 2): Intl.NumberFormat => {
  const key = `${locale}|${digits}`
  let format = percentFormats.get(key)
  if (format === undefined) {
    if (percentFormats.size >= 64) percentFormats.clear()
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    percentFormats.set(key, format)
  }
  return format
}

/**
 * The commerce formatters.
 *
 * @example
 * commerceFormatters["product-price"]
 */
export const commerceFormatters: FormatterTable = {
  ...commercePriceFormatters,
  "money-format": legacyMoney,
  moneyFormat: legacyMoney,
  /**
   * `money-string` (a no-op in the reference engine, TPL-053): minor units as a plain decimal
   * amount with the currency's fraction digits (argument, default USD) and no symbol or grouping,
   * the form payment forms post ("1234.50"). Values that are not numbers print nothing.
   */
  "money-string": (value, args, ctx) => {
    const minor = minorUnits(value)
    const currency = currencyArgument(args, ctx)
    if (minor === undefined || currency === undefined) return undefined
    return toDecimalString(moneyFromMinor(minor, currency))
  },
  /**
   * `bookkeeper-money-format`: minor units as money in the render locale's own CLDR pattern, in the
   * currency given as argument (default USD); a value that is not a number counts as 0. It is a CLDR
   * format, so with no CLDR data for the render (locale "none") it prints nothing, as the reference
   * engine's does.
   */
  "bookkeeper-money-format": (value, args, ctx) => {
    const currency = currencyArgument(args, ctx)
    if (ctx.cldr === undefined || currency === undefined) return undefined
    const money = moneyFromMinor(minorUnits(value) ?? 0, currency)
    return formatMoney(money, { locale: ctx.locale, placement: "locale" })
  },
  /**
   * `percentage-format`: a number with two decimals in the render locale's separators
   * ("123,456.00"); `trim` drops a zero fraction ("123,456"). A value that is not a number counts as 0.
   */
  "percentage-format": (value, args, ctx) => {
    const raw = asNumber(value)
    const n = Number.isFinite(raw) ? raw : 0
    const whole = args.includes("trim") && Number.isInteger(Math.round(n * 100) / 100)
    return percentFormat(displayLocale(ctx.locale), whole ? 0 : 2).format(n)
  },
  /** `{cart|cart-quantity}`: how many units the cart's entries hold (TPL-009), in the cart's span. */
  "cart-quantity": (value) => {
    let count = 0
    for (const entry of arrayOf(stepPath(value, "entries"))) {
      const quantity = asNumber(stepPath(entry, "quantity"))
      if (Number.isFinite(quantity)) count += quantity
    }
    return `<span class="sqs-cart-quantity">${count}</span>`
  },
  /**
   * `cart-subtotal`: retired by the platform; it prints its retirement notice, as the reference
   * engine does, so a template still using it shows why nothing useful appears. Use
   * `{subtotalCents|money-format}` instead.
   */
  "cart-subtotal": () => "deprecated, do not use",
  /** `cart-url`: the cart page's path, "/cart" (TPL-001). */
  "cart-url": () => CART_PATH,
}
