/**
 * What the operators of `.eval` do to literals, shared by the expression machine and the compiled
 * closures so both compute exactly the same values and report the same errors.
 */
import { type ExpressionHost, type Literal, toBool, toNumber, toText } from "./coerce.ts"

/**
 * A value that is an object or an array: it may sit in an expression but no operator takes it.
 *
 * @example
 * entryOf({ a: 1 }) === NONLITERAL // true
 */
export const NONLITERAL = { entry: "object or array" } as const

/**
 * A looked-up value as an expression sees it: literals as they are, objects and arrays as
 * {@link NONLITERAL}, anything missing (or not JSON) as null.
 *
 * @example
 * entryOf(undefined) // null
 */
export const entryOf = (value: unknown): unknown => {
  switch (typeof value) {
    case "number":
    case "string":
    case "boolean":
      return value
    case "object":
      return value === null ? null : NONLITERAL
    default:
      return null
  }
}

/**
 * A unary operator by machine code (0 `-`, 1 `+`, 2 `!`, 3 `~`).
 *
 * @example
 * unary(2, 0) // true
 */
export const unary = (code: number, value: Literal): Literal => {
  switch (code) {
    case 0:
      return -1 * toNumber(value)
    case 1:
      return toNumber(value)
    case 2:
      return !toBool(value)
    default:
      return ~toNumber(value)
  }
}

// Loose equality is the language's `==` and `!=` (JavaScript semantics, as documented).
/* biome-ignore-start lint/suspicious/noDoubleEquals: expressions have JavaScript's == */
/**
 * A binary operator other than `+`, by machine code (the order of `BINARY_CODES`).
 *
 * @example
 * binary(0, 6, "7") // 42
 */
export const binary = (code: number, a: Literal, b: Literal): Literal => {
  switch (code) {
    case 0:
      return toNumber(a) * toNumber(b)
    case 1:
      return toNumber(a) / toNumber(b)
    case 2:
      return toNumber(a) % toNumber(b)
    case 3:
      return toNumber(a) ** toNumber(b)
    case 4:
      return toNumber(a) - toNumber(b)
    case 5:
      return toNumber(a) << toNumber(b)
    case 6:
      return toNumber(a) >> toNumber(b)
    // Comparisons compare the literals themselves, as JavaScript does ("a" < "b", 5 < "0x01").
    case 7:
      return (a as number) < (b as number)
    case 8:
      return (a as number) <= (b as number)
    case 9:
      return (a as number) > (b as number)
    case 10:
      return (a as number) >= (b as number)
    case 11:
      return a == b
    case 12:
      return a != b
    case 13:
      return a === b
    case 14:
      return a !== b
    case 15:
      return toNumber(a) & toNumber(b)
    case 16:
      return toNumber(a) ^ toNumber(b)
    case 17:
      return toNumber(a) | toNumber(b)
    case 18:
      return toBool(a) && toBool(b)
    default:
      return toBool(a) || toBool(b)
  }
}
/* biome-ignore-end lint/suspicious/noDoubleEquals: expressions have JavaScript's == */

/**
 * `a + b`: numbers add, anything with a string concatenates within the host's string limit
 * (TPL-049); undefined after reporting the error.
 *
 * @example
 * add("a", 1, host) // "a1"
 */
export const add = (a: Literal, b: Literal, host: ExpressionHost): Literal | undefined => {
  if (typeof a !== "string" && typeof b !== "string") return toNumber(a) + toNumber(b)
  const left = typeof a === "string" ? a : toText(a)
  const right = typeof b === "string" ? b : toText(b)
  if (left.length + right.length <= host.maxStringLength) return left + right
  host.expressionError(`Concatenation would exceed maximum string length ${host.maxStringLength}`)
  return undefined
}
