/**
 * The expression machine: runs a program on a stack reused across evaluations, one `switch` per
 * instruction and no allocation per operation. It behaves exactly as the reference engine's stack
 * evaluator does, quirks included (a function's arguments stop at an entry that is not a value;
 * an assignment ends its expression; a unary operator on a non-literal gives "nothing").
 */
import type { ExpressionHost, Literal } from "./coerce.ts"
import { runCall } from "./functions.ts"
import { add, binary, entryOf, NONLITERAL, unary } from "./operations.ts"
import { Code, type Fused, type Program } from "./program.ts"

/** The marker of the start of a call's arguments on the stack. */
const ARGUMENTS = { entry: "call arguments" } as const
type Target = { readonly target: readonly (string | number)[] }
type BinaryOperand = { readonly code: number; readonly description: string }

const stack: unknown[] = []

/** An entry as a literal, or undefined when it is none (a non-literal, a marker, nothing). */
const literalOf = (entry: unknown, host: ExpressionHost): Literal | undefined => {
  if (typeof entry !== "object" || entry === null) return entry as Literal | undefined
  if (entry === NONLITERAL || entry === ARGUMENTS) return undefined
  const value = entryOf(host.resolvePath((entry as Target).target))
  return value === NONLITERAL ? undefined : (value as Literal)
}

/** A load of a fused instruction, as a literal (undefined for an object or array). */
const load = (kind: number, operand: unknown, host: ExpressionHost): Literal | undefined => {
  let value: unknown
  switch (kind) {
    case Code.Constant:
      return operand as Literal
    case Code.Member:
      value = host.lookupMember(operand as string)
      break
    case Code.Variable:
      value = host.lookupVar(operand as string)
      break
    case Code.Index:
      value = host.lookupIndex(operand as 0 | 1)
      break
    default:
      value = host.resolvePath(operand as readonly (string | number)[])
  }
  switch (typeof value) {
    case "number":
    case "string":
    case "boolean":
      return value
    case "object":
      return value === null ? null : undefined
    default:
      return null
  }
}

/**
 * Runs one program; returns its value, or undefined when it has none (an assignment, an empty
 * stack) or failed (the error was reported with `host.expressionError`).
 *
 * @example
 * runProgram(toProgram([["n", 1], ["n", 2], ["o", "+"]]), host) // 3
 */
export const runProgram = ({ codes, operands }: Program, host: ExpressionHost): Literal | undefined => {
  let sp = 0
  for (let pc = 0; pc < codes.length; pc++) {
    const operand = operands[pc]
    switch (codes[pc]) {
      case Code.Constant:
        stack[sp++] = operand
        break
      case Code.Member:
        stack[sp++] = entryOf(host.lookupMember(operand as string))
        break
      case Code.Variable:
        stack[sp++] = entryOf(host.lookupVar(operand as string))
        break
      case Code.Index:
        stack[sp++] = entryOf(host.lookupIndex(operand as 0 | 1))
        break
      case Code.Path:
        stack[sp++] = entryOf(host.resolvePath(operand as readonly (string | number)[]))
        break
      case Code.Target:
        stack[sp++] = operand
        break
      case Code.Arguments:
        stack[sp++] = ARGUMENTS
        break
      case Code.Unary:
        if (sp > 0) {
          const value = literalOf(stack[sp - 1], host)
          stack[sp - 1] = value === undefined ? undefined : unary(operand as number, value)
        }
        break
      case Code.Call: {
        let base = sp
        while (base > 0 && stack[base - 1] !== undefined && stack[base - 1] !== ARGUMENTS) base--
        const value = runCall(operand as string, stack, base, sp, host, literalOf)
        sp = base > 0 ? base - 1 : 0
        if (value === undefined) {
          host.expressionError(`Error calling function ${operand as string}`)
          return undefined
        }
        stack[sp++] = value
        break
      }
      case Code.Assign: {
        const value = sp > 0 ? literalOf(stack[--sp], host) : undefined
        const target = sp > 0 ? stack[--sp] : undefined
        const path = (target as Target | undefined)?.target
        const name = path?.[0]
        if (
          value !== undefined &&
          path?.length === 1 &&
          typeof name === "string" &&
          name.charCodeAt(0) === 64
        ) {
          host.setVar(name, value)
        }
        return undefined
      }
      case Code.Plus: {
        const b = sp > 0 ? literalOf(stack[--sp], host) : undefined
        const a = sp > 0 ? literalOf(stack[--sp], host) : undefined
        if (a === undefined || b === undefined) {
          host.expressionError("Invalid arguments to operator add")
          return undefined
        }
        const sum = add(a, b, host)
        if (sum === undefined) return undefined
        stack[sp++] = sum
        break
      }
      case Code.Fused:
      case Code.Then: {
        const fused = operand as Fused
        const b = load(fused.rightKind, fused.right, host)
        const a =
          fused.leftKind !== -1
            ? load(fused.leftKind, fused.left, host)
            : sp > 0
              ? literalOf(stack[--sp], host)
              : undefined
        if (a === undefined || b === undefined) {
          host.expressionError(`Invalid arguments to operator ${fused.description}`)
          return undefined
        }
        if (fused.code === -2) {
          const sum = add(a, b, host)
          if (sum === undefined) return undefined
          stack[sp++] = sum
        } else stack[sp++] = binary(fused.code, a, b)
        break
      }
      default: {
        const b = sp > 0 ? literalOf(stack[--sp], host) : undefined
        const a = sp > 0 ? literalOf(stack[--sp], host) : undefined
        const operator = operand as BinaryOperand
        if (a === undefined || b === undefined) {
          host.expressionError(`Invalid arguments to operator ${operator.description}`)
          return undefined
        }
        if (operator.code === -1) {
          host.expressionError(`Unexpected operator found during evaluation: ${operator.description}`)
          return undefined
        }
        stack[sp++] = binary(operator.code, a, b)
      }
    }
  }
  const top = sp > 0 ? stack[sp - 1] : undefined
  if (top === undefined) return undefined
  const value = literalOf(top, host)
  if (value === undefined) host.expressionError("Reduce error: unexpected token on stack")
  return value
}
