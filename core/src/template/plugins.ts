/**
 * The plugin interface: what a formatter or predicate is, and what it receives.
 *
 * Formatters and predicates are plain functions kept in tables, one table per area
 * (`formatters/core.ts`, `formatters/commerce.ts`, …, `predicates/core.ts`, …). The executor
 * looks each name up once per compiled template and calls the function with one shared,
 * per-render {@link PluginContext}; a plugin must not keep that object past its call.
 *
 * Values are JSON values as parsed; `undefined` stands for "missing" (a path that leads nowhere),
 * which is different from `null`. Use the helpers re-exported below (`asString`, `asNumber`,
 * `isTruthy`, `childAt`…) so every plugin coerces values the same way the engine does.
 *
 * A plugin never throws: bad input gives a neutral result (usually the value unchanged or "")
 * and, where a template author would want to know, a call to `ctx.error(...)`.
 */
import type { CLDR } from "@phensley/cldr"
import type { RenderOptions } from "./options.ts"

/**
 * A formatter: `{value|name arg1 arg2}`. Receives the current value of the tag (the output of the
 * previous formatter in the chain, or the resolved variable) and returns the new value. Return
 * `undefined` for "missing" (nothing is printed), or any JSON value: the next formatter gets it
 * as is, and the last one's result is printed (strings as is, numbers and booleans as text, arrays
 * joined with ",", objects and null print nothing).
 *
 * @example
 * const shout: Formatter = (value) => asString(value).toUpperCase()
 * // {title|shout}  with {"title": "hi"}  →  "HI"
 */
export type Formatter = (value: unknown, args: readonly string[], ctx: PluginContext) => unknown

/**
 * A predicate: `{.name? arg1 arg2}…{.or}…{.end}` and `{.if name? …}`. Returns whether the block runs.
 * `ctx.node` is the value of the section the predicate sits in.
 *
 * @example
 * const isEmpty: Predicate = (_args, ctx) => !isTruthy(ctx.node)
 */
export type Predicate = (args: readonly string[], ctx: PluginContext) => boolean

/**
 * A table of formatters by name (the name used in templates, e.g. `"add-to-cart-btn"`).
 *
 * @example
 * export const coreFormatters: FormatterTable = { round: (value) => Math.round(asNumber(value)) }
 */
export type FormatterTable = Readonly<Record<string, Formatter>>

/**
 * A table of predicates by name, including the trailing `?` (e.g. `"sold-out?"`).
 *
 * @example
 * export const corePredicates: PredicateTable = { "plural?": (_args, ctx) => asNumber(ctx.node) > 1 }
 */
export type PredicateTable = Readonly<Record<string, Predicate>>

/**
 * Options of {@link PluginContext.applyPartial}.
 *
 * @example
 * ctx.applyPartial("person", value, { args: { cls: "big" }, private: true })
 */
export interface ApplyOptions {
  /** Bound to `@args` inside the partial or macro (what `{@|apply name k=v}` passes). */
  readonly args?: Readonly<Record<string, string>>
  /** Stop variable lookup at the partial's own scope (what `{@|apply name private}` does). */
  readonly private?: boolean
}

/**
 * What a formatter or predicate receives: the values around it, the render options and the engine
 * services it may call. One object per render, updated by the executor before each call.
 *
 * @example
 * const greet: Formatter = (value, _args, ctx) => `${ctx.resolve("website.siteTitle")}: ${asString(value)}`
 */
export interface PluginContext {
  /**
   * For a predicate: the value of the section it sits in. For a formatter in a variable tag: the
   * tag's first variable as resolved, before any formatter ran. For a formatter in `{.var}`: the
   * value of the enclosing section.
   */
  readonly node: unknown
  /**
   * The variables of the tag, as resolved before formatting: `{start, end|datetime-interval}` gives
   * `[start, end]`. Empty for predicates.
   */
  readonly variables: readonly unknown[]
  /**
   * Resolves a dotted path (`a.b.0`, `@`, `@index`, `@index0`, `@var.x`) the way a variable tag
   * would at this point: innermost scope first (for a formatter in a variable tag that is the tag's
   * own value), then outwards. Missing → `undefined`.
   */
  resolve(path: string): unknown
  /**
   * Like {@link resolve} with the path already split (`splitPath`), for a plugin that splits its
   * arguments once and caches them.
   */
  resolvePath(path: readonly (string | number)[]): unknown
  /** Like {@link resolve} but starting one scope further out (skips the tag's own value). */
  resolveOuter(path: string): unknown
  /** BCP 47 locale of the render (`options.locale`, default `"en"`). */
  readonly locale: string
  /** CLDR for the locale, when the caller supplied one (`options.cldr`); i18n formatters need it. */
  readonly cldr: CLDR | undefined
  /** The current time in epoch milliseconds: `options.now`, else the clock, read once per render. */
  readonly now: number
  /**
   * The IANA time zone for dates: `options.timeZone`, else `website.timeZone` of the root data,
   * else `"America/New_York"` (TPL-012).
   */
  readonly timeZone: string
  /** The options the render was started with. */
  readonly options: RenderOptions
  /**
   * Runs the macro (innermost definition first) or partial called `name` with `value` as its
   * scope and returns its output. A missing name, or nesting deeper than the partial depth limit
   * (16), reports an error and returns "".
   */
  applyPartial(name: string, value: unknown, options?: ApplyOptions): string
  /**
   * Renders a built-in template (for example the markup of `add-to-cart-btn`) with `value` as its
   * scope, inside the current scopes (so it can read `localizedStrings` of the root data). The source
   * is compiled once per process and cached.
   */
  renderTemplate(source: string, value: unknown): string
  /** Reports an error of phase `"execute"`; rendering goes on. */
  error(message: string): void
}

export {
  argumentValue,
  compareValues,
  deepEquals,
  literalOrPath,
  type PreparedArgument,
  prepareArguments,
} from "./values/value-compare.ts"
export {
  asNumber,
  asString,
  childAt,
  isTruthy,
  Kind,
  kindOf,
  splitPath,
  stepPath,
  valueToText,
} from "./values/values.ts"
