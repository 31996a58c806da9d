/**
 * Evaluates compiled `.eval` expressions with JavaScript semantics: numbers, strings, booleans and
 * null; variables resolve against the current scope; `@name = …` assigns a variable. A failure
 * reports an error (`host.expressionError`) and the tag prints nothing.
 */

import { type Evaluator, evaluateOne } from "./closures.ts"
import type { ExpressionHost, Literal } from "./coerce.ts"

/**
 * Runs every expression (one per `;`-separated part) and returns the last one's value:
 * `undefined` when it has none (an assignment) or failed.
 *
 * @example
 * evaluate([toEvaluator([["n", 1], ["n", 2], ["o", "+"]])], host) // 3
 */
export const evaluate = (evaluators: readonly Evaluator[], host: ExpressionHost): Literal | undefined => {
  let result: Literal | undefined
  for (let i = 0; i < evaluators.length; i++) result = evaluateOne(evaluators[i] as Evaluator, host)
  return result
}
