/**
 * The closures of compiled expressions, one per operator (calls: `call-nodes.ts`). Their operands are taken inline
 * — a constant as is, a variable read straight from the host, only another operator through a
 * call — so that `a * 2`, `@w * @h` or `max(a, b, 17)` cost one call each. Each closure returns
 * a machine stack entry or a signal ({@link FAIL}, {@link QUIRK}); see `closures.ts`.
 */
import type { ExpressionHost, Literal } from "./coerce.ts"
import { type Built, FAIL, type Step } from "./fold.ts"
import { CONSTANT, isSignal, operandKind, operandPayload, take } from "./operands.ts"
import { add, binary, NONLITERAL, unary } from "./operations.ts"

const invalid = (host: ExpressionHost, name: string): typeof FAIL => {
  host.expressionError(`Invalid arguments to operator ${name}`)
  return FAIL
}

type Specialised = (lk: number, lp: unknown, rk: number, rp: unknown, name: string, code: number) => Step

/** The general end of a binary operator once its left operand is known. */
const finish = (a: unknown, b: unknown, host: ExpressionHost, name: string, code: number): unknown => {
  if (isSignal(b)) return b
  if (a === undefined || b === undefined || a === NONLITERAL || b === NONLITERAL) return invalid(host, name)
  return binary(code, a as Literal, b as Literal)
}

/** The closure of a numeric operator: two numbers compute directly, anything else as `binary` does. */
const numeric =
  (compute: (x: number, y: number) => Literal): Specialised =>
  (lk, lp, rk, rp, name, code) =>
    // `a * 2`, `a > 500`: a constant number on the right needs no taking.
    rk === CONSTANT && typeof rp === "number"
      ? (host) => {
          const a = take(lk, lp, host)
          if (typeof a === "number") return compute(a, rp)
          return isSignal(a) ? a : finish(a, rp, host, name, code)
        }
      : (host) => {
          const a = take(lk, lp, host)
          if (typeof a === "number") {
            const b = take(rk, rp, host)
            return typeof b === "number" ? compute(a, b) : finish(a, b, host, name, code)
          }
          return isSignal(a) ? a : finish(a, take(rk, rp, host), host, name, code)
        }

const ARITHMETIC: readonly (Specialised | undefined)[] = [
  numeric((x, y) => x * y),
  numeric((x, y) => x / y),
  numeric((x, y) => x % y),
  undefined,
  numeric((x, y) => x - y),
  numeric((x, y) => x << y),
  numeric((x, y) => x >> y),
  numeric((x, y) => x < y),
  numeric((x, y) => x <= y),
  numeric((x, y) => x > y),
  numeric((x, y) => x >= y),
  undefined,
  undefined,
  undefined,
  undefined,
  numeric((x, y) => x & y),
  numeric((x, y) => x ^ y),
  numeric((x, y) => x | y),
]

/**
 * The closure of a binary operator (`code` -2 is `+`; `name` is used in error messages).
 *
 * @example
 * binaryStep(0, "multiply", leafOf(["v", ["a"]]), leafOf(["n", 2]))(host) // a * 2
 */
export const binaryStep = (code: number, name: string, left: Built, right: Built): Step => {
  const leftKind = operandKind(left)
  const leftPayload = operandPayload(left)
  const rightKind = operandKind(right)
  const rightPayload = operandPayload(right)
  if (code === -2)
    return (host) => {
      const a = take(leftKind, leftPayload, host)
      if (isSignal(a)) return a
      const b = take(rightKind, rightPayload, host)
      if (typeof a === "number" && typeof b === "number") return a + b
      if (isSignal(b)) return b
      if (a === undefined || b === undefined || a === NONLITERAL || b === NONLITERAL)
        return invalid(host, name)
      return add(a as Literal, b as Literal, host) ?? FAIL
    }
  // Arithmetic and comparisons on two numbers (the usual case) skip the coercions and the
  // operator switch of `binary`.
  const arithmetic = ARITHMETIC[code]
  if (arithmetic !== undefined) return arithmetic(leftKind, leftPayload, rightKind, rightPayload, name, code)
  return (host) => {
    const a = take(leftKind, leftPayload, host)
    return isSignal(a) ? a : finish(a, take(rightKind, rightPayload, host), host, name, code)
  }
}

/**
 * The closure of a unary operator: nothing (undefined) for an operand that is no literal.
 *
 * @example
 * unaryStep(0, leafOf(["n", 2]))(host) // -2
 */
export const unaryStep = (code: number, operand: Built): Step => {
  const kind = operandKind(operand)
  const payload = operandPayload(operand)
  return (host) => {
    const value = take(kind, payload, host)
    if (isSignal(value)) return value
    return value === undefined || value === NONLITERAL ? undefined : unary(code, value as Literal)
  }
}
