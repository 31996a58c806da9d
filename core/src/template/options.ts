/**
 * Options of a render and the limits that keep hostile templates from hanging or exhausting memory.
 */
import type { CLDR } from "@phensley/cldr"
import type { Code } from "./compile/opcodes.ts"

/**
 * Bounds on one compile or render. Every one is configurable; the defaults are generous for real
 * pages (a large store page executes a few tens of thousands of instructions).
 *
 * @example
 * render(source, data, { limits: { maxSteps: 10_000 } })
 */
export interface Limits {
  /** Nesting of partials and macros (`apply`, `.include`); deeper gives "partial recursion" (TPL-046). */
  readonly maxPartialDepth: number
  /** Tokens in one `.eval` expression (TPL-048, the spec gives no number). */
  readonly maxExpressionTokens: number
  /** Length of a string built by `+` in an expression (TPL-049, the spec gives no number). */
  readonly maxStringLength: number
  /** Characters of output; rendering stops when exceeded. */
  readonly maxOutputLength: number
  /** Instructions executed in one render, partials and macros included; rendering stops when exceeded. */
  readonly maxSteps: number
  /** Blocks open inside one another at compile time. */
  readonly maxNesting: number
  /** Errors kept per compile or render; later ones are counted in one last error. */
  readonly maxErrors: number
}

/**
 * The default {@link Limits}.
 *
 * @example
 * DEFAULT_LIMITS.maxPartialDepth // 16
 */
export const DEFAULT_LIMITS: Limits = {
  maxPartialDepth: 16,
  maxExpressionTokens: 500,
  maxStringLength: 100_000,
  maxOutputLength: 10_000_000,
  maxSteps: 1_000_000,
  maxNesting: 256,
  maxErrors: 100,
}

/**
 * Options of `execute` and `render`.
 *
 * @example
 * render("{n|decimal}", { n: 1234.5 }, { locale: "en-US", cldr, now: Date.UTC(2024, 0, 1) })
 */
export interface RenderOptions {
  /** Partials by name, as template source (compiled on first use) or compiled {@link Code}. */
  readonly partials?: Readonly<Record<string, string | Code>> | undefined
  /** Values for `{.inject @var name}`, by name. */
  readonly injects?: Readonly<Record<string, unknown>> | undefined
  /** BCP 47 locale; default "en". */
  readonly locale?: string | undefined
  /** CLDR data for the locale; without it the i18n formatters print nothing (see their docs). */
  readonly cldr?: CLDR | undefined
  /** "Now" in epoch milliseconds for relative dates; default the clock, read once per render. */
  readonly now?: number | undefined
  /** Time zone for dates; default `website.timeZone` of the data, else America/New_York. */
  readonly timeZone?: string | undefined
  /** Runs `{.eval}`; default true. */
  readonly enableExpr?: boolean | undefined
  /** Runs `{.include}`; default true. */
  readonly enableInclude?: boolean | undefined
  /** Debug mode: formatters explain bad input in HTML comments (image rules, TPL-028); default false. */
  readonly debug?: boolean | undefined
  /** Overrides of {@link DEFAULT_LIMITS}. */
  readonly limits?: Partial<Limits> | undefined
  /**
   * Keeps compiled templates and partials in a bounded process-wide cache keyed by their source;
   * default true. False compiles on every render: for text seen once (an editor's live preview on
   * each keystroke), where the cache only costs memory, and to measure compiling.
   */
  readonly cache?: boolean | undefined
}

/**
 * The limits in force: the defaults with the caller's overrides.
 *
 * @example
 * limitsOf({ limits: { maxSteps: 10 } }).maxSteps // 10
 */
export const limitsOf = (options: { readonly limits?: Partial<Limits> | undefined } | undefined): Limits =>
  options?.limits === undefined ? DEFAULT_LIMITS : { ...DEFAULT_LIMITS, ...options.limits }
