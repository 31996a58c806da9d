/**
 * The closures of compiled expressions, one per operator or call. Their operands are taken inline
 * — a constant as is, a variable read straight from the host, only another operator through a
 * call — so that `a * 2`, `@w * @h` or `max(a, b, 17)` cost one call each. Each closure returns
 * a machine stack entry or a signal ({@link FAIL}, {@link QUIRK}); see `closures.ts`.
 */
import type { ExpressionHost, Literal } from "./coerce.ts"
import { type Built, FAIL, QUIRK, readLoad, type Step } from "./fold.ts"
import { add, binary, NONLITERAL, unary } from "./operations.ts"

/** How an operand is taken: a constant (-1), another closure (-2), or a read (its load kind). */
const CONSTANT = -1
const STEP = -2

const kindOf = (built: Built): number =>
  built.constant && built.limit === 0 ? CONSTANT : built.load !== undefined ? built.load.kind : STEP

const payloadOf = (built: Built): unknown =>
  built.constant && built.limit === 0
    ? built.value
    : built.load !== undefined
      ? built.load.operand
      : built.step

/** The operand's entry: constants and reads never signal, only another closure may. */
const take = (kind: number, payload: unknown, host: ExpressionHost): unknown =>
  kind === CONSTANT ? payload : kind === STEP ? (payload as Step)(host) : readLoad(kind, payload, host)

const isSignal = (entry: unknown): boolean =>
  typeof entry === "object" && entry !== null && entry !== NONLITERAL

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
  const leftKind = kindOf(left)
  const leftPayload = payloadOf(left)
  const rightKind = kindOf(right)
  const rightPayload = payloadOf(right)
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
  const kind = kindOf(operand)
  const payload = payloadOf(operand)
  return (host) => {
    const value = take(kind, payload, host)
    if (isSignal(value)) return value
    return value === undefined || value === NONLITERAL ? undefined : unary(code, value as Literal)
  }
}

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
  const kinds = args.map(kindOf)
  const payloads = args.map(payloadOf)
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
