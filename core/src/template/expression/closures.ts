/**
 * Link time for expressions, fast path: a postfix expression of the usual shape becomes a tree of
 * small closures, one per operator, with constant parts folded. Each closure returns a stack entry
 * of the machine (a literal, {@link NONLITERAL}, or undefined for a unary operator on a
 * non-literal) or a signal: FAIL once an error was reported, QUIRK when a call meets an argument
 * the machine would treat specially. Reading has no side effects and errors end an evaluation, so
 * on QUIRK the whole expression simply runs again on the machine (`machine.ts`), which stays the
 * definition; expressions of other shapes run only there.
 */
import type { ExprToken } from "../compile/opcodes.ts"
import { callStep } from "./call-nodes.ts"
import type { ExpressionHost, Literal } from "./coerce.ts"
import { type Built, constantOf, FAIL, fold, leafOf, QUIRK, type Step } from "./fold.ts"
import { runProgram } from "./machine.ts"
import { binaryStep, unaryStep } from "./nodes.ts"
import { NONLITERAL } from "./operations.ts"
import { OPERATORS } from "./operators.ts"
import { assignmentTargets, BINARY_CODES, type Program, toProgram, UNARY_CODES } from "./program.ts"

/**
 * A compiled expression: its closure (returning a machine stack entry or a signal), whether it
 * is an assignment and to which `@variable` (undefined: one the machine would not set), and
 * the machine program that defines it. See {@link evaluateOne}.
 *
 * @example
 * const one: Evaluator = { step: () => 1, assigns: false, target: undefined, program }
 */
export interface Evaluator {
  readonly step: Step
  readonly assigns: boolean
  readonly target: string | undefined
  readonly program: Program
}

const ARGUMENTS = { marker: "call arguments" } as const
type Slot = Built | typeof ARGUMENTS | { readonly target: string | undefined }

/** The tree of an expression, or undefined when its shape is one only the machine handles. */
const build = (
  tokens: readonly ExprToken[],
): Built | { assign: string | undefined; value: Built } | undefined => {
  const targets = assignmentTargets(tokens)
  const slots: Slot[] = []
  const pop = (): Built | undefined => {
    const slot = slots.pop()
    return slot !== undefined && "step" in slot ? slot : undefined
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as ExprToken
    const kind = token[0]
    if (kind === "a") slots.push(ARGUMENTS)
    else if (kind === "v" && targets.has(i)) {
      const name = token[1][0]
      const isVariable = token[1].length === 1 && typeof name === "string" && name.charCodeAt(0) === 64
      slots.push({ target: isVariable ? name : undefined })
    } else if (kind !== "o" && kind !== "c") slots.push(leafOf(token))
    else if (kind === "c") {
      const args: Built[] = []
      for (let slot = slots.pop(); slot !== ARGUMENTS; slot = slots.pop()) {
        if (slot === undefined || !("step" in slot)) return undefined
        args.unshift(slot)
      }
      slots.push(fold(callStep(token[1], args), args))
    } else if (token[1] === "=") {
      const value = pop()
      const target = slots.pop()
      if (i !== tokens.length - 1 || value === undefined || target === undefined || !("target" in target))
        return undefined
      return slots.length === 0 ? { assign: target.target, value } : undefined
    } else {
      const spelling = token[1]
      const code = spelling === "+" ? -2 : BINARY_CODES[spelling]
      const unaryCode = UNARY_CODES[spelling]
      if (unaryCode !== undefined) {
        const operand = pop()
        if (operand === undefined) return undefined
        slots.push(fold(unaryStep(unaryCode, operand), [operand]))
      } else if (code !== undefined) {
        const right = pop()
        const left = pop()
        if (left === undefined || right === undefined) return undefined
        const description = OPERATORS[spelling]?.description ?? spelling
        slots.push(fold(binaryStep(code, description, left, right), [left, right], code === -2))
      } else return undefined
    }
  }
  const root = slots.length === 1 ? slots[0] : undefined
  return root !== undefined && "step" in root ? root : undefined
}

/**
 * The evaluator of one postfix expression: closures for the usual shapes, the machine otherwise.
 *
 * @example
 * evaluateOne(toEvaluator([["n", 1], ["n", 2], ["o", "+"]]), host) // 3
 */
export const toEvaluator = (tokens: readonly ExprToken[]): Evaluator => {
  const program = toProgram(tokens)
  const built = build(tokens)
  if (built === undefined)
    return { step: (host) => runProgram(program, host), assigns: false, target: undefined, program }
  if ("assign" in built) return { step: built.value.step, assigns: true, target: built.assign, program }
  const constant = constantOf(built)
  const step: Step = constant === undefined ? built.step : () => constant
  return { step, assigns: false, target: undefined, program }
}

/**
 * Runs one compiled expression: its value, or undefined when it has none (an assignment) or
 * failed (the error was reported). On QUIRK the machine runs it instead.
 *
 * @example
 * evaluateOne(toEvaluator([["n", 1], ["n", 2], ["o", "+"]]), host) // 3
 */
export const evaluateOne = (evaluator: Evaluator, host: ExpressionHost): Literal | undefined =>
  settle(evaluator, evaluator.step(host), host)

/**
 * What {@link evaluateOne} makes of the entry its closure returned: the machine runs on QUIRK,
 * an assignment assigns, a failure or a non-literal has no value.
 *
 * @example
 * settle(evaluator, evaluator.step(host), host)
 */
export const settle = (evaluator: Evaluator, entry: unknown, host: ExpressionHost): Literal | undefined => {
  if (entry === QUIRK) return runProgram(evaluator.program, host)
  if (evaluator.assigns) {
    const name = evaluator.target
    if (name !== undefined && entry !== FAIL && entry !== undefined && entry !== NONLITERAL)
      host.setVar(name, entry)
    return undefined
  }
  if (entry === FAIL || entry === undefined) return undefined
  if (entry !== NONLITERAL) return entry as Literal
  host.expressionError("Reduce error: unexpected token on stack")
  return undefined
}
