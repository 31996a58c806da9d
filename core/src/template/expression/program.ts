/**
 * Link time for expressions: postfix tokens become a program for the expression machine — numeric
 * instructions with their operands, variables read where they are pushed (reading has no side
 * effects), except the targets of assignments, which stay names.
 */
import type { ExprToken, Path } from "../compile/opcodes.ts"
import { OPERATORS } from "./operators.ts"

/**
 * Machine instructions.
 *
 * @example
 * program.codes[0] === Code.Constant
 */
export const Code = {
  Constant: 0,
  Member: 1,
  Variable: 2,
  Index: 3,
  Path: 4,
  Target: 5,
  Arguments: 6,
  Call: 7,
  Unary: 8,
  Binary: 9,
  Plus: 10,
  Assign: 11,
  /** Two loads and a binary operator in one instruction (`a * 2`, `a + b`). */
  Fused: 12,
  /** The stack's top, a load and a binary operator (`… + b`): chains without pushes. */
  Then: 13,
} as const

/**
 * The operand of a fused instruction: how to load each side, and the operator (`code` -2 is `+`).
 *
 * @example
 * const aTimesTwo: Fused = { leftKind: Code.Member, left: "a", rightKind: Code.Constant, right: 2, code: 0, description: "multiply" }
 */
export interface Fused {
  readonly leftKind: number
  readonly left: unknown
  readonly rightKind: number
  readonly right: unknown
  readonly code: number
  readonly description: string
}

/**
 * An expression ready to run: instruction codes and their operands, side by side.
 *
 * @example
 * const one: Program = { codes: [Code.Constant], operands: [1] }
 */
export interface Program {
  readonly codes: readonly number[]
  readonly operands: readonly unknown[]
}

/**
 * Unary operators by machine operand.
 *
 * @example
 * UNARY_CODES["!"] // 2
 */
export const UNARY_CODES: Readonly<Record<string, number>> = { "u-": 0, "u+": 1, "!": 2, "~": 3 }

/**
 * Binary operators (other than `+`) by machine operand.
 *
 * @example
 * BINARY_CODES["*"] // 0
 */
export const BINARY_CODES: Readonly<Record<string, number>> = Object.fromEntries(
  [
    "*",
    "/",
    "%",
    "**",
    "-",
    "<<",
    ">>",
    "<",
    "<=",
    ">",
    ">=",
    "==",
    "!=",
    "===",
    "!==",
    "&",
    "^",
    "|",
    "&&",
    "||",
  ].map((spelling, code) => [spelling, code]),
)

const CONSTANTS = {
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  "-Infinity": Number.NEGATIVE_INFINITY,
}

/**
 * Which tokens an assignment takes as its target (a stack simulation of the program).
 *
 * @example
 * assignmentTargets([["v", ["@a"]], ["n", 1], ["o", "="]]) // Set { 0 }
 */
export const assignmentTargets = (tokens: readonly ExprToken[]): Set<number> => {
  const targets = new Set<number>()
  const stack: number[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as ExprToken
    if (token[0] === "c") {
      while (stack.length > 0 && tokens[stack[stack.length - 1] as number]?.[0] !== "a") stack.pop()
      stack.pop()
      stack.push(i)
    } else if (token[0] !== "o") stack.push(i)
    else if (UNARY_CODES[token[1]] === undefined) {
      stack.pop()
      const left = stack.pop()
      if (token[1] === "=" && left !== undefined) targets.add(left)
      stack.push(i)
    }
  }
  return targets
}

/** How a variable is read, by the shape of its path. */
const load = (path: Path): [number, unknown] => {
  const name = path[0]
  if (path.length !== 1 || typeof name !== "string") return [Code.Path, path]
  if (name.charCodeAt(0) !== 64 && name !== "__proto__") return [Code.Member, name]
  if (name === "@index" || name === "@index0") return [Code.Index, name === "@index" ? 1 : 0]
  return name.length > 1 ? [Code.Variable, name] : [Code.Path, path]
}

/**
 * The program of one postfix expression.
 *
 * @example
 * toProgram([["n", 1], ["v", ["a"]], ["o", "+"]]).codes // [Code.Constant, Code.Member, Code.Plus]
 */
export const toProgram = (tokens: readonly ExprToken[]): Program => {
  const targets = assignmentTargets(tokens)
  const codes: number[] = []
  const operands: unknown[] = []
  for (let i = 0; i < tokens.length; i++) {
    const fused = fuse(tokens, i, targets)
    const then = fused === undefined ? fuseThen(tokens, i, targets) : undefined
    if (fused !== undefined) {
      codes.push(Code.Fused)
      operands.push(fused)
      i += 2
    } else if (then !== undefined) {
      codes.push(Code.Then)
      operands.push(then)
      i += 1
    } else {
      const [code, operand] = instruction(tokens[i] as ExprToken, targets.has(i))
      codes.push(code)
      operands.push(operand)
    }
  }
  return { codes, operands }
}

/** Loads fit for fusing: constants and variables that are not assignment targets. */
const loadOf = (token: ExprToken | undefined, isTarget: boolean): [number, unknown] | undefined => {
  if (token === undefined || isTarget) return undefined
  const kind = token[0]
  return kind === "n" || kind === "s" || kind === "b" || kind === "z" || kind === "k" || kind === "v"
    ? instruction(token, false)
    : undefined
}

/** `load load operator` as one instruction, when the operator is binary. */
const fuse = (tokens: readonly ExprToken[], i: number, targets: ReadonlySet<number>): Fused | undefined => {
  const operator = tokens[i + 2]
  if (operator === undefined || operator[0] !== "o") return undefined
  const spelling = operator[1]
  const code = spelling === "+" ? -2 : BINARY_CODES[spelling]
  if (code === undefined) return undefined
  const left = loadOf(tokens[i], targets.has(i))
  const right = loadOf(tokens[i + 1], targets.has(i + 1))
  if (left === undefined || right === undefined) return undefined
  const description = OPERATORS[spelling]?.description ?? spelling
  return { leftKind: left[0], left: left[1], rightKind: right[0], right: right[1], code, description }
}

/** `load operator` applied to the stack's top, when the operator is binary. */
const fuseThen = (
  tokens: readonly ExprToken[],
  i: number,
  targets: ReadonlySet<number>,
): Fused | undefined => {
  const operator = tokens[i + 1]
  if (operator === undefined || operator[0] !== "o") return undefined
  const spelling = operator[1]
  const code = spelling === "+" ? -2 : BINARY_CODES[spelling]
  const right = loadOf(tokens[i], targets.has(i))
  if (code === undefined || right === undefined) return undefined
  const description = OPERATORS[spelling]?.description ?? spelling
  return { leftKind: -1, left: undefined, rightKind: right[0], right: right[1], code, description }
}

const instruction = (token: ExprToken, isTarget: boolean): [number, unknown] => {
  switch (token[0]) {
    case "n":
    case "s":
    case "b":
      return [Code.Constant, token[1]]
    case "z":
      return [Code.Constant, null]
    case "k":
      return [Code.Constant, CONSTANTS[token[1]]]
    case "v":
      return isTarget ? [Code.Target, { target: token[1] }] : load(token[1])
    case "a":
      return [Code.Arguments, undefined]
    case "c":
      return [Code.Call, token[1]]
    case "o": {
      const spelling = token[1]
      if (spelling === "=") return [Code.Assign, undefined]
      if (spelling === "+") return [Code.Plus, undefined]
      const unary = UNARY_CODES[spelling]
      if (unary !== undefined) return [Code.Unary, unary]
      const code = BINARY_CODES[spelling] ?? -1
      return [Code.Binary, { code, description: OPERATORS[spelling]?.description ?? spelling }]
    }
  }
}
