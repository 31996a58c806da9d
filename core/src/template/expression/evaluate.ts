/**
 * Evaluates compiled `.eval` expressions with JavaScript semantics: numbers, strings, booleans and
 * null; variables resolve against the current scope; `@name = …` assigns a variable. A failure
 * reports an error (`host.expressionError`) and the tag prints nothing.
 */
import type { ExpressionHost, Literal } from "./coerce.ts"
import { runProgram } from "./machine.ts"
import type { Program } from "./program.ts"

/**
 * Runs every program (one per `;`-separated expression) and returns the last one's value:
 * `undefined` when it has none (an assignment) or failed.
 *
 * @example
 * evaluate([toProgram([["n", 1], ["n", 2], ["o", "+"]])], host) // 3
 */
export const evaluate = (programs: readonly Program[], host: ExpressionHost): Literal | undefined => {
  let result: Literal | undefined
  for (let i = 0; i < programs.length; i++) result = runProgram(programs[i] as Program, host)
  return result
}
