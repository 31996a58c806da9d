/**
 * The functions an expression may call — `max`, `min`, `abs`, `num`, `str`, `bool` — over the
 * literal arguments on the machine's stack (non-literal arguments are skipped).
 */
import { type ExpressionHost, type Literal, toBool, toNumber, toText } from "./coerce.ts"

/**
 * Calls `name` on the stack entries `from` up to `to`; undefined when it has no result (no
 * arguments, or an unknown name).
 *
 * @example
 * runCall("max", [1, 3], 0, 2, host, (entry) => entry as Literal) // 3
 */
export const runCall = (
  name: string,
  stack: readonly unknown[],
  from: number,
  to: number,
  host: ExpressionHost,
  literalOf: (entry: unknown, host: ExpressionHost) => Literal | undefined,
): Literal | undefined => {
  if (name === "max" || name === "min") {
    let best: number | undefined
    for (let i = from; i < to; i++) {
      const value = literalOf(stack[i], host)
      if (value === undefined) continue
      const n = toNumber(value)
      // As the reference: keep the best so far unless the next beats it (NaN never keeps it).
      if (best === undefined || (name === "max" ? !(best > n) : !(best < n))) best = n
    }
    return best
  }
  let first: Literal | undefined
  for (let i = from; i < to && first === undefined; i++) first = literalOf(stack[i], host)
  if (first === undefined) return undefined
  switch (name) {
    case "abs":
      return Math.abs(toNumber(first))
    case "num":
      return toNumber(first)
    case "str":
      return toText(first)
    case "bool":
      return toBool(first)
    default:
      return undefined
  }
}
