/**
 * Core predicates: comparisons, parity, plurals, `debug?`. Arguments are JSON literals (`3`,
 * `"a b"`, `null`) or paths resolved in the current scope. With one argument a comparison is
 * between the current value and it; with two, between them.
 */
import {
  argumentValue,
  asNumber,
  compareValues,
  deepEquals,
  isTruthy,
  literalOrPath,
  type PluginContext,
  type Predicate,
  type PredicateTable,
  prepareArguments,
} from "../plugins.ts"

const comparison =
  (test: (a: unknown, b: unknown) => boolean): Predicate =>
  (args, ctx) => {
    if (args.length === 0) return false
    const prepared = prepareArguments(args)
    const first = argumentValue(prepared[0], ctx)
    return args.length === 1 ? test(ctx.node, first) : test(first, argumentValue(prepared[1], ctx))
  }

const argument = (arg: string, ctx: PluginContext): unknown => literalOrPath(arg, ctx)

const parity =
  (remainder: 0 | 1): Predicate =>
  (args, ctx) => {
    const value = args.length >= 1 ? ctx.resolve(args[0] as string) : ctx.node
    return typeof value === "number" && Math.abs(value) % 2 === remainder
  }

const isWhole = (value: unknown): value is number => typeof value === "number" && Math.floor(value) === value

/**
 * The core predicates.
 *
 * @example
 * corePredicates["plural?"]([], ctx) // true when the current value is above 1
 */
export const corePredicates: PredicateTable = {
  "debug?": (_args, ctx) => isTruthy(ctx.resolve("debug")),
  "equal?": comparison(deepEquals),
  "notEqual?": comparison((a, b) => !deepEquals(a, b)),
  "greaterThan?": comparison((a, b) => compareValues(a, b) > 0),
  "greaterThanOrEqual?": comparison((a, b) => compareValues(a, b) >= 0),
  "lessThan?": comparison((a, b) => compareValues(a, b) < 0),
  "lessThanOrEqual?": comparison((a, b) => compareValues(a, b) <= 0),
  "even?": parity(0),
  "odd?": parity(1),
  "nth?": (args, ctx) => {
    if (args.length === 0) return false
    const first = argument(args[0] as string, ctx)
    const value = args.length === 2 ? first : ctx.node
    const modulus = args.length === 2 ? argument(args[1] as string, ctx) : first
    if (!isWhole(value) || !isWhole(modulus) || modulus === 0) return false
    return Math.abs(value) % Math.abs(modulus) === 0
  },
  "plural?": (_args, ctx) => asNumber(ctx.node) > 1,
  "singular?": (_args, ctx) => asNumber(ctx.node) === 1,
}
