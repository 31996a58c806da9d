/**
 * The closures of function calls in compiled expressions (`abs`, `num`, `str`, `bool`, `max`,
 * `min`), their arguments taken inline as the operators' are (`operands.ts`).
 */
import type { Literal } from "./coerce.ts"
import { type Built, FAIL, QUIRK, type Step } from "./fold.ts"
import { isSignal, operandKind, operandPayload, take } from "./operands.ts"
import { NONLITERAL, unary } from "./operations.ts"

const toNumberOf = (value: Literal): number => unary(1, value) as number

const callOne = (name: string, value: Literal): Literal | undefined => {
  switch (name) {
    case "abs":
      return Math.abs(toNumberOf(value))
    case "num":
      return toNumberOf(value)
    case "str":
      return value === null ? "null" : String(value)
    case "bool":
      return !!value
    default:
      return undefined
  }
}

/**
 * The closure of a call: `max`/`min` take the best number among the literal arguments, the
 * others their first literal; no such argument (or an unknown name) is an error (TPL-047).
 *
 * @example
 * callStep("max", [leafOf(["n", 1]), leafOf(["n", 3])])(host) // 3
 */
export const callStep = (name: string, args: readonly Built[]): Step => {
  const kinds = args.map(operandKind)
  const payloads = args.map(operandPayload)
  const extreme = name === "max" || name === "min"
  const max = name === "max"
  if (args.length === 1 && !extreme) {
    // `abs(b - a)`, `str(a)`: one argument, no loop.
    const kind = kinds[0] as number
    const payload = payloads[0]
    return (host) => {
      const value = take(kind, payload, host)
      if (isSignal(value)) return value
      if (value === undefined) return QUIRK
      const result = value === NONLITERAL ? undefined : callOne(name, value as Literal)
      if (result !== undefined) return result
      host.expressionError(`Error calling function ${name}`)
      return FAIL
    }
  }
  return (host) => {
    let best: number | undefined
    let first: Literal | undefined
    for (let i = 0; i < kinds.length; i++) {
      const value = take(kinds[i] as number, payloads[i], host)
      if (isSignal(value)) return value
      // The machine stops gathering arguments at such an entry: let it handle the expression.
      if (value === undefined) return QUIRK
      if (value === NONLITERAL) continue
      if (first === undefined) first = value as Literal
      if (extreme) {
        const n = typeof value === "number" ? value : toNumberOf(value as Literal)
        if (best === undefined || (max ? !(best > n) : !(best < n))) best = n
      }
    }
    const result = extreme ? best : first === undefined ? undefined : callOne(name, first)
    if (result !== undefined) return result
    host.expressionError(`Error calling function ${name}`)
    return FAIL
  }
}
