/**
 * Compiles an expression to postfix form with the shunting-yard algorithm, once, at template
 * compile time. `;` separates expressions; the value of the last one is printed.
 */
import type { ExprToken } from "../compile/opcodes.ts"
import { OPERATORS } from "./operators.ts"
import { tokenizeExpression } from "./tokenize.ts"

/**
 * A compiled expression: postfix token lists, parse errors, and the `{.eval #…}` debug text.
 *
 * @example
 * compileExpression("1 + 2", 100).expressions // [[["n", 1], ["n", 2], ["o", "+"]]]
 */
export interface CompiledExpression {
  readonly expressions: ExprToken[][]
  readonly errors: string[]
  readonly debug: string
}

const isOp = (token: ExprToken | undefined, spelling: string): boolean =>
  token !== undefined && token[0] === "o" && token[1] === spelling

const precedence = (token: ExprToken): number => OPERATORS[token[1] as string]?.precedence ?? 0

/**
 * Tokenizes and compiles `text`; with errors, no expressions are returned.
 *
 * @example
 * compileExpression("foo(1)", 100).errors // ["Invalid function foo"]
 */
export const compileExpression = (text: string, maxTokens: number): CompiledExpression => {
  const { tokens, error } = tokenizeExpression(text, maxTokens)
  const built = error === undefined ? toPostfix(tokens) : { expressions: [], error }
  const expressions = built.error === undefined ? built.expressions : []
  return {
    expressions,
    errors: built.error === undefined ? [] : [built.error],
    // Only `{.eval #…}` prints it: built when read, not on every compile.
    get debug() {
      return debugText(expressions)
    },
  }
}

const toPostfix = (tokens: readonly ExprToken[]): { expressions: ExprToken[][]; error?: string } => {
  const expressions: ExprToken[][] = []
  let out: ExprToken[] = []
  const ops: ExprToken[] = []
  for (const token of tokens) {
    if (token[0] === "c") {
      out.push(["a"])
      ops.push(token)
      continue
    }
    if (token[0] !== "o") {
      out.push(token)
      continue
    }
    const spelling = token[1]
    if (spelling === ";") {
      const error = flush(out, ops, expressions)
      if (error !== undefined) return { expressions, error }
      out = []
    } else if (spelling === "(") {
      ops.push(token)
    } else if (spelling === "," || spelling === ")") {
      while (ops.length > 0 && !isOp(ops[ops.length - 1], "(")) out.push(ops.pop() as ExprToken)
      if (spelling === ")") {
        if (ops.length === 0) return { expressions, error: "Mismatched operator found: right paren" }
        ops.pop()
        const top = ops[ops.length - 1]
        if (top !== undefined && top[0] === "c") out.push(ops.pop() as ExprToken)
      }
    } else {
      const current = OPERATORS[spelling]
      const strength = current?.precedence ?? 0
      for (let top = ops[ops.length - 1]; top !== undefined; top = ops[ops.length - 1]) {
        const binds =
          top[0] !== "o" ||
          (!isOp(top, "(") &&
            (precedence(top) > strength || (precedence(top) === strength && !OPERATORS[top[1]]?.right)))
        if (!binds) break
        out.push(ops.pop() as ExprToken)
      }
      ops.push(token)
    }
  }
  const error = flush(out, ops, expressions)
  return error === undefined ? { expressions } : { expressions, error }
}

const flush = (out: ExprToken[], ops: ExprToken[], expressions: ExprToken[][]): string | undefined => {
  while (ops.length > 0) {
    const token = ops.pop() as ExprToken
    if (isOp(token, "(") || isOp(token, ")"))
      return `Mismatched operator found: ${OPERATORS[token[1] as string]?.description}`
    out.push(token)
  }
  if (out.length > 0) expressions.push(out)
  return undefined
}

const tokenDebug = (token: ExprToken): string => {
  switch (token[0]) {
    case "n":
      return String(token[1])
    case "k":
      return token[1]
    case "b":
      return token[1] ? "true" : "false"
    case "z":
      return "null"
    case "s":
      return JSON.stringify(token[1])
    case "o":
      return `<${OPERATORS[token[1]]?.description}>`
    case "v":
      return token[1].join(".")
    case "c":
      return `${token[1]}()`
    case "a":
      return "<args>"
  }
}

const debugText = (expressions: readonly ExprToken[][]): string =>
  `EVAL=[${expressions.map((expression) => `[${expression.map(tokenDebug).join(" ")}]`).join(", ")}]`
