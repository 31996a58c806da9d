/**
 * Equality, ordering and argument literals for predicates such as `equal?` and `greaterThan?`.
 */
import { perArguments } from "../argument-memo.ts"
import { asNumber, asString, splitPath } from "./values.ts"

/** Deeper than this, two values are treated as different (JSON that deep is hostile). */
const MAX_DEPTH = 512

/**
 * Structural equality of JSON values; missing equals null, as in the reference engine.
 *
 * @example
 * deepEquals({ a: [1] }, { a: [1] }) // true
 */
export const deepEquals = (a: unknown, b: unknown): boolean =>
  equalAt(a === undefined ? null : a, b === undefined ? null : b, 0)

const equalAt = (a: unknown, b: unknown, depth: number): boolean => {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return a === b
  if (depth > MAX_DEPTH || Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!equalAt(a[i], b[i], depth + 1)) return false
    return true
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  for (const key of Object.keys(left)) if (!equalAt(left[key], right[key], depth + 1)) return false
  for (const key of Object.keys(right))
    if (!Object.hasOwn(left, key) && right[key] !== undefined) return false
  return true
}

/** Booleans as `greaterThan?` sees them: "true", and whole non-zero numbers, are true. */
const asBoolean = (value: unknown): boolean => {
  switch (typeof value) {
    case "boolean":
      return value
    case "string":
      return value === "true"
    case "number":
      return Number.isInteger(value) && value !== 0
    default:
      return false
  }
}

/**
 * Orders `a` against `b` the way the comparison predicates do: by the kind of `a` (number, string
 * by UTF-16 code units, boolean), with `b` coerced to it; other kinds are 0 when deeply equal,
 * else -1.
 *
 * @example
 * compareValues(10, "9") // 1
 */
export const compareValues = (a: unknown, b: unknown): number => {
  switch (typeof a) {
    case "number": {
      const n = asNumber(b)
      return a < n ? -1 : a === n ? 0 : 1
    }
    case "string": {
      const s = asString(b)
      return a < s ? -1 : a === s ? 0 : 1
    }
    case "boolean": {
      const other = asBoolean(b)
      return a === other ? 0 : a ? 1 : -1
    }
    default:
      return deepEquals(a, b) ? 0 : -1
  }
}

/** Starts like a JSON literal: a quote, digit, `[`, `{`, `-digit`, or is true/false/null. */
const looksLikeJson = (arg: string): boolean => {
  const c = arg.charCodeAt(0)
  if (c === 34 || c === 91 || c === 123 || (c >= 48 && c <= 57)) return true
  if (c === 45) {
    const d = arg.charCodeAt(1)
    return d >= 48 && d <= 57
  }
  return arg === "true" || arg === "false" || arg === "null"
}

const NOT_LITERAL: unique symbol = Symbol("not a literal")
const literals = new Map<string, unknown>()

/** The JSON literal an argument spells, or NOT_LITERAL; cached, since predicates run in loops. */
const literalOf = (arg: string): unknown => {
  if (!looksLikeJson(arg)) return NOT_LITERAL
  if (literals.has(arg)) return literals.get(arg)
  let value: unknown = NOT_LITERAL
  // The argument is template-author text; JSON.parse is the only full JSON reader and it reports
  // malformed input by throwing, so this is the one place a throw is expected and turned into
  // "not a literal".
  try {
    value = JSON.parse(arg) as unknown
  } catch {
    // not a literal: a path
  }
  // Arguments come from templates; bounded all the same, so no input can grow the cache forever.
  if (literals.size > 1000) literals.clear()
  literals.set(arg, value)
  return value
}

/**
 * A predicate argument made ready once: a literal value, or a split path to resolve.
 *
 * @example
 * const arg: PreparedArgument = { literal: false, value: ["a", "b"] }
 */
export type PreparedArgument =
  | { readonly literal: true; readonly value: unknown }
  | { readonly literal: false; readonly value: readonly (string | number)[] }

/**
 * The arguments of a predicate or formatter call, each a JSON literal or a split path, prepared on
 * first use and cached by the (constant) argument list of the call site (`perArguments`: a loop
 * calling one predicate finds its list in a slot, without a weak-map lookup per call).
 *
 * @example
 * prepareArguments(['"a"', "b.c"]) // [{ literal: true, value: "a" }, { literal: false, value: ["b", "c"] }]
 */
export const prepareArguments: (args: readonly string[]) => readonly PreparedArgument[] = perArguments(
  (args) =>
    args.map((arg): PreparedArgument => {
      const literal = literalOf(arg)
      return literal === NOT_LITERAL
        ? { literal: false, value: splitPath(arg) }
        : { literal: true, value: literal }
    }),
)

/**
 * A prepared argument's value in a scope.
 *
 * @example
 * argumentValue(prepareArguments(["3"])[0], ctx) // 3
 */
export const argumentValue = (
  arg: PreparedArgument | undefined,
  scope: { resolvePath(path: readonly (string | number)[]): unknown },
): unknown => (arg === undefined ? undefined : arg.literal ? arg.value : scope.resolvePath(arg.value))

/**
 * A predicate argument: a JSON literal when it parses as one (`"a b"`, `3`, `[1,2]`, `null`), else
 * a path resolved in `scope` (the plugin context).
 *
 * @example
 * literalOrPath("3", ctx) // 3
 */
export const literalOrPath = (arg: string, scope: { resolve(path: string): unknown }): unknown => {
  const literal = literalOf(arg)
  return literal === NOT_LITERAL ? scope.resolve(arg) : literal
}
