/**
 * The values of expressions (literals), what evaluation needs from the engine, and how literals
 * convert to numbers, booleans and text with JavaScript's rules.
 */
import type { Path } from "../compile/opcodes.ts"
import { scanDecimal } from "./literals.ts"

/**
 * A literal value of an expression.
 *
 * @example
 * const value: Literal = "text"
 */
export type Literal = number | string | boolean | null

/**
 * What evaluation needs from the engine (the render context provides it).
 *
 * @example
 * const host: ExpressionHost = { resolvePath: () => 1, lookupMember: () => 1, lookupVar: () => 1, lookupIndex: () => 1, setVar: () => {}, expressionError: () => {}, maxStringLength: 100 }
 */
export interface ExpressionHost {
  /** A path resolved from the current scope outwards. */
  resolvePath(path: Path): unknown
  /** A plain member name (not `@…`) resolved from the current scope outwards. */
  lookupMember(name: string): unknown
  /** A `@variable` (not `@index`) resolved from the current scope outwards. */
  lookupVar(name: string): unknown
  /** `@index` (offset 1) or `@index0` (offset 0) of the innermost repeated section. */
  lookupIndex(offset: 0 | 1): unknown
  /** Assigns a `@variable` in the current scope. */
  setVar(name: string, value: unknown): void
  /** Reports an expression error. */
  expressionError(message: string): void
  readonly maxStringLength: number
}

/**
 * A literal as a number: strings must be wholly a decimal or `0x` hex number (else NaN), booleans
 * are 1/0, null is 0.
 *
 * @example
 * toNumber("0x1f") // 31
 */
export const toNumber = (value: Literal): number => {
  if (typeof value === "number") return value
  if (typeof value === "boolean") return value ? 1 : 0
  if (value === null || value === "") return 0
  return numberInText(value)
}

const isHex = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)

/** The number a whole string spells (decimal or `0x` hex, optional sign), else NaN. */
const numberInText = (text: string): number => {
  const sign = text[0] === "-" || text[0] === "+" ? 1 : 0
  if (sign === text.length) return Number.NaN
  const c = text.charCodeAt(sign)
  if (c === 48 && (text[sign + 1] === "x" || text[sign + 1] === "X")) {
    let i = sign + 2
    while (i < text.length && isHex(text.charCodeAt(i))) i++
    return i === text.length && i > sign + 2 ? Number.parseInt(text, 16) : Number.NaN
  }
  if (c < 48 || c > 57) return Number.NaN
  const decimal = scanDecimal(text, sign)
  return typeof decimal.value === "number" && decimal.end === text.length
    ? Number.parseFloat(text)
    : Number.NaN
}

/**
 * A literal as a boolean (JavaScript truthiness; null is false).
 *
 * @example
 * toBool("") // false
 */
export const toBool = (value: Literal): boolean => !!value

/**
 * A literal as text (null is "null").
 *
 * @example
 * toText(2.5) // "2.5"
 */
export const toText = (value: Literal): string => (value === null ? "null" : String(value))
