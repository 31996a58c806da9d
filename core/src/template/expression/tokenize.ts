/**
 * Expression tokens: numbers (decimal and hex), strings with escapes, variables, constants,
 * operators and calls. Errors are the spec's texts (TPL-047..TPL-051); the first error stops.
 */
import type { ExprToken } from "../compile/opcodes.ts"
import { Scanner } from "../compile/scanner.ts"
import { splitPath } from "../values/values.ts"
import { charName, scanDecimal, scanHex, scanString } from "./literals.ts"
import { CONSTANTS, FUNCTIONS } from "./operators.ts"

const SINGLE = new Set(["/", "%", "+", "-", "~", "^", ",", ";", "(", ")"])

/**
 * The operator spelled at `i`, longest spelling first (`===` before `==` before `=`), or undefined.
 * Decided by the first one to three characters: this runs for every token of every expression.
 */
const operatorAt = (text: string, i: number): string | undefined => {
  const c = text[i] as string
  const next = text[i + 1]
  switch (c) {
    case "=":
    case "!":
      if (next !== "=") return c
      return text[i + 2] === "=" ? `${c}==` : `${c}=`
    case "*":
      return next === "*" ? "**" : c
    case "<":
    case ">":
      return next === c || next === "=" ? c + next : c
    case "&":
    case "|":
      return next === c ? c + c : c
    default:
      return SINGLE.has(c) ? c : undefined
  }
}

/**
 * Tokens of an expression and the first error, if any.
 *
 * @example
 * tokenizeExpression("1 + a", 100).tokens // [["n", 1], ["o", "+"], ["v", ["a"]]]
 */
export const tokenizeExpression = (
  text: string,
  maxTokens: number,
): { tokens: ExprToken[]; error?: string } => {
  const tokens: ExprToken[] = []
  let error: string | undefined
  const push = (token: ExprToken): void => {
    if (error !== undefined) return
    const pushed = adjust(token, tokens)
    if (typeof pushed === "string") error = pushed
    else tokens.push(pushed)
    if (error === undefined && maxTokens > 0 && tokens.length > maxTokens) {
      error = `Expression exceeds the maximum number of allowed tokens: ${maxTokens}`
    }
  }
  const scanner = new Scanner(text, 0, text.length)
  let i = 0
  while (i < text.length && error === undefined) {
    const c = text.charCodeAt(i)
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 0xa0) {
      i++
    } else if (c >= 48 && c <= 57) {
      const hex = c === 48 && (text.charCodeAt(i + 1) | 0x20) === 120
      const scanned = hex ? scanHex(text, i + 2) : scanDecimal(text, i)
      if (typeof scanned.value === "string") error = scanned.value
      else push(numberToken(scanned.value))
      i = scanned.end
    } else if (c === 34 || c === 39) {
      const scanned = scanString(text, i + 1, c)
      if (scanned.error !== undefined) error = scanned.error
      else push(["s", scanned.value])
      i = scanned.end
    } else {
      const spelling = operatorAt(text, i)
      if (spelling !== undefined) {
        push(["o", spelling])
        i += spelling.length
        continue
      }
      const stop = scanner.reference(i)
      if (stop === -1) {
        error = `Unexpected ${charName(text[i] as string)} at ${i}: ${JSON.stringify(text[i])}`
        break
      }
      const path = splitPath(text.slice(i, stop))
      const name = path.length === 1 ? path[0] : undefined
      const constant =
        typeof name === "string" && Object.hasOwn(CONSTANTS, name) ? CONSTANTS[name] : undefined
      push(constant ?? ["v", path])
      i = stop
    }
  }
  return error === undefined ? { tokens } : { tokens, error }
}

/** Numbers JSON cannot carry (an overflowing literal) travel as a named constant. */
const numberToken = (value: number): ExprToken =>
  Number.isFinite(value) ? ["n", value] : ["k", value > 0 ? "Infinity" : "-Infinity"]

/**
 * A token in context: `+`/`-` after an operator (other than `)`) or at the start are unary; a
 * single-name variable before `(` is a function call, which must be a known function.
 */
const adjust = (token: ExprToken, before: readonly ExprToken[]): ExprToken | string => {
  if (token[0] !== "o") return token
  const previous = before[before.length - 1]
  if (token[1] === "+" || token[1] === "-") {
    if (previous === undefined || (previous[0] === "o" && previous[1] !== ")")) return ["o", `u${token[1]}`]
  } else if (token[1] === "(" && previous !== undefined && previous[0] === "v" && previous[1].length === 1) {
    const name = String(previous[1][0])
    if (!FUNCTIONS.has(name)) return `Invalid function ${name}`
    ;(before as ExprToken[])[before.length - 1] = ["c", name]
  }
  return token
}
