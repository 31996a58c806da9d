/**
 * How a closure takes one operand inline: a constant as is, a variable read straight from the host,
 * only another operator's closure through a call (see `nodes.ts`, `call-nodes.ts`).
 */
import type { ExpressionHost } from "./coerce.ts"
import { type Built, readLoad, type Step } from "./fold.ts"
import { NONLITERAL } from "./operations.ts"

/**
 * How an operand is taken: a constant (-1), another closure (-2), or a read (its load kind).
 * A closure may test for `CONSTANT` to use a constant operand as is.
 */
export const CONSTANT = -1
const STEP = -2

/**
 * How a built operand is taken: {@link take}'s first argument.
 *
 * @example
 * operandKind(leafOf(["n", 2])) // -1 (a constant)
 */
export const operandKind = (built: Built): number =>
  built.constant && built.limit === 0 ? CONSTANT : built.load !== undefined ? built.load.kind : STEP

/**
 * What {@link take} needs besides the kind: the constant, the read's operand or the closure.
 *
 * @example
 * operandPayload(leafOf(["n", 2])) // 2
 */
export const operandPayload = (built: Built): unknown =>
  built.constant && built.limit === 0
    ? built.value
    : built.load !== undefined
      ? built.load.operand
      : built.step

/**
 * The operand's entry: constants and reads never signal, only another closure may.
 *
 * @example
 * take(operandKind(two), operandPayload(two), host) // 2
 */
export const take = (kind: number, payload: unknown, host: ExpressionHost): unknown =>
  kind === CONSTANT ? payload : kind === STEP ? (payload as Step)(host) : readLoad(kind, payload, host)

/**
 * Whether a taken entry is a signal (FAIL, QUIRK) rather than a value.
 *
 * @example
 * isSignal(FAIL) // true
 */
export const isSignal = (entry: unknown): boolean =>
  typeof entry === "object" && entry !== null && entry !== NONLITERAL
