/**
 * The leaves of compiled expressions (constants and variable reads) and constant folding: an
 * operator whose operands are all constants is computed once, at link time, unless computing it
 * reports an error (that error must then happen at every render). A folded concatenation stays
 * subject to the render's string limit (TPL-049): past it, the unfolded closure runs and reports.
 */
import type { ExprToken, Path } from "../compile/opcodes.ts"
import type { ExpressionHost, Literal } from "./coerce.ts"
import { entryOf, NONLITERAL } from "./operations.ts"

/**
 * One compiled node: returns a machine stack entry, or {@link FAIL} / {@link QUIRK}.
 *
 * @example
 * const two: Step = () => 2
 */
export type Step = (host: ExpressionHost) => unknown

/**
 * An error was reported: the expression has no value.
 *
 * @example
 * step(host) === FAIL
 */
export const FAIL = { signal: "failed" } as const

/**
 * The expression must run on the machine instead (nothing was reported or assigned yet).
 *
 * @example
 * step(host) === QUIRK
 */
export const QUIRK = { signal: "run on the machine" } as const

/**
 * A node while an expression is compiled: its step and, when constant, its value and the string
 * limit the value needs (0 when no concatenation built it).
 *
 * @example
 * const one: Built = { step: () => 1, constant: true, value: 1, limit: 0 }
 */
export interface Built {
  readonly step: Step
  readonly constant: boolean
  readonly value: Literal
  readonly limit: number
  /** For a variable read, how it reads (see {@link readLoad}), so operators can read it inline. */
  readonly load?: Load | undefined
}

/**
 * A variable read: `kind` 0 a member, 1 a `@variable`, 2 `@index`/`@index0` (operand the
 * offset), 3 any other path.
 *
 * @example
 * const title: Load = { kind: 0, operand: "title" }
 */
export interface Load {
  readonly kind: number
  readonly operand: unknown
}

/**
 * Performs a read: the value as a machine stack entry.
 *
 * @example
 * readLoad(0, "title", host) // "Hello"
 */
export const readLoad = (kind: number, operand: unknown, host: ExpressionHost): unknown =>
  entryOf(
    kind === 0
      ? host.lookupMember(operand as string)
      : kind === 1
        ? host.lookupVar(operand as string)
        : kind === 2
          ? host.lookupIndex(operand as 0 | 1)
          : host.resolvePath(operand as Path),
  )

const CONSTANTS: Readonly<Record<string, number>> = {
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  "-Infinity": Number.NEGATIVE_INFINITY,
}

const constant = (value: Literal, limit = 0): Built => ({ step: () => value, constant: true, value, limit })
const variable = (step: Step): Built => ({ step, constant: false, value: null, limit: 0 })

/** A variable read, specialised by the shape of its path as the machine's loads are. */
const read = (path: Path): Built => {
  const name = path[0]
  let load: Load
  if (path.length !== 1 || typeof name !== "string") load = { kind: 3, operand: path }
  else if (name.charCodeAt(0) !== 64 && name !== "__proto__") load = { kind: 0, operand: name }
  else if (name === "@index" || name === "@index0") load = { kind: 2, operand: name === "@index" ? 1 : 0 }
  else if (name.length > 1) load = { kind: 1, operand: name }
  else load = { kind: 3, operand: path }
  const { kind, operand } = load
  return { step: (host) => readLoad(kind, operand, host), constant: false, value: null, limit: 0, load }
}

/**
 * The node of a constant or variable token (not an operator, call or argument marker).
 *
 * @example
 * leafOf(["n", 2]).value // 2
 */
export const leafOf = (token: ExprToken): Built => {
  switch (token[0]) {
    case "n":
    case "s":
    case "b":
      return constant(token[1])
    case "k":
      return constant(CONSTANTS[token[1]] ?? Number.NaN)
    case "v":
      return read(token[1])
    default:
      return constant(null)
  }
}

/** Records errors instead of reporting them: folding must not report anything. */
class FoldHost implements ExpressionHost {
  failed = false
  readonly maxStringLength = Number.POSITIVE_INFINITY
  resolvePath(): unknown {
    return undefined
  }
  lookupMember(): unknown {
    return undefined
  }
  lookupVar(): unknown {
    return undefined
  }
  lookupIndex(): unknown {
    return undefined
  }
  setVar(): void {}
  expressionError(): void {
    this.failed = true
  }
}

/**
 * The node of an operator over `operands`: folded to a constant when they all are and computing
 * it reports nothing; `concatenates` marks `+`, whose string result needs the string limit.
 *
 * @example
 * fold(step, [leafOf(["n", 1]), leafOf(["n", 2])]).constant // true
 */
export const fold = (step: Step, operands: readonly Built[], concatenates = false): Built => {
  if (!operands.every((operand) => operand.constant)) return variable(step)
  const host = new FoldHost()
  const value = step(host)
  const isLiteral = value === null || (typeof value !== "object" && value !== undefined)
  if (host.failed || !isLiteral || value === NONLITERAL) return variable(step)
  let limit = Math.max(0, ...operands.map((operand) => operand.limit))
  if (concatenates && typeof value === "string") limit = Math.max(limit, value.length)
  if (limit === 0) return constant(value as Literal)
  const needed = limit
  const folded = value as Literal
  return {
    step: (host) => (needed <= host.maxStringLength ? folded : step(host)),
    constant: true,
    value: folded,
    limit,
  }
}

/**
 * The value of a node that is constant whatever the limits, else undefined.
 *
 * @example
 * constantOf(leafOf(["n", 1])) // 1
 */
export const constantOf = (built: Built): Literal | undefined =>
  built.constant && built.limit === 0 ? built.value : undefined
