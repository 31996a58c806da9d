import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ExprToken, Path } from "../compile/opcodes.ts"
import { render } from "../runtime/render.ts"
import { evaluateOne, toEvaluator } from "./closures.ts"
import type { ExpressionHost } from "./coerce.ts"
import { runProgram } from "./machine.ts"
import { compileExpression } from "./postfix.ts"
import { toProgram } from "./program.ts"

/** A host over fixed data that records what evaluation did: errors and assignments. */
const hostOf = (maxStringLength: number) => {
  const data: Record<string, unknown> = { a: 6, b: 2.5, s: "x", t: "0x1f", o: { k: 1 }, n: null, f: true }
  const variables: Record<string, unknown> = { "@v": 3, "@w": "w" }
  const log: string[] = []
  const host: ExpressionHost = {
    resolvePath: (path: Path) =>
      path.reduce<unknown>(
        (value, key) =>
          typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined,
        path.length === 1 && path[0] === "@" ? data : { ...data, ...variables },
      ),
    lookupMember: (name) => data[name],
    lookupVar: (name) => variables[name],
    lookupIndex: (offset) => 4 + offset,
    setVar: (name, value) => {
      log.push(`set ${name}=${JSON.stringify(value)}`)
    },
    expressionError: (message) => {
      log.push(`error ${message}`)
    },
    maxStringLength,
  }
  return { host, log }
}

const ATOMS = ["1", "0", "2.5", "'ab'", "'7'", "true", "null", "NaN", "a", "b", "s", "t", "o", "n", "f"]
const MORE = ["nope", "o.k", "@v", "@w", "@index", "@index0", "@", "@nope"]
const OPERATORS = ["+", "-", "*", "/", "%", "**", "<", ">=", "==", "!=", "===", "&&", "||", "&", "^", "<<"]
const FUNCTIONS = ["max", "min", "abs", "num", "str", "bool"]

/** Expressions of every shape: nested operators, calls, unary operators, assignments, `;`. */
const expression: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...ATOMS, ...MORE),
    fc.tuple(tie("e"), fc.constantFrom(...OPERATORS), tie("e")).map(([l, o, r]) => `${l} ${o} ${r}`),
    tie("e").map((e) => `(${e})`),
    fc.tuple(fc.constantFrom("-", "!", "~", "+"), tie("e")).map(([o, e]) => `${o}${e}`),
    fc
      .tuple(fc.constantFrom(...FUNCTIONS), fc.array(tie("e"), { maxLength: 3 }))
      .map(([f, args]) => `${f}(${args.join(", ")})`),
    fc.tuple(fc.constantFrom("@x", "@v", "a", "@"), tie("e")).map(([v, e]) => `${v} = ${e}`),
    fc.tuple(tie("e"), tie("e")).map(([l, r]) => `${l}; ${r}`),
  ),
})).e

const outcome = (run: (host: ExpressionHost) => unknown, maxStringLength: number) => {
  const { host, log } = hostOf(maxStringLength)
  const value = run(host)
  return { value: Number.isNaN(value) ? "NaN" : value, log }
}

describe("TPL-047 compiled expressions behave exactly as the expression machine", () => {
  it("TPL-047 property: closures and the machine give the same value, errors and assignments", () => {
    fc.assert(
      fc.property(expression, fc.constantFrom(100_000, 3), (source, limit) => {
        const { expressions } = compileExpression(source, 500)
        for (const tokens of expressions) {
          const evaluator = toEvaluator(tokens)
          const closures = outcome((host) => evaluateOne(evaluator, host), limit)
          const machine = outcome((host) => runProgram(toProgram(tokens), host), limit)
          expect(closures).toEqual(machine)
        }
      }),
      { numRuns: 3000 },
    )
  })

  it("TPL-049 a folded concatenation still honours a smaller string limit", () => {
    const tokens: ExprToken[] = [
      ["s", "abc"],
      ["s", "def"],
      ["o", "+"],
    ]
    const evaluator = toEvaluator(tokens)
    expect(outcome((host) => evaluateOne(evaluator, host), 100)).toEqual({ value: "abcdef", log: [] })
    expect(outcome((host) => evaluateOne(evaluator, host), 4)).toEqual({
      value: undefined,
      log: ["error Concatenation would exceed maximum string length 4"],
    })
  })

  it("TPL-047 an .eval whose later expression fails keeps none of its assignments", () => {
    const source = "{.eval @a = 1; @b = 2; @a = 3}{.eval @a = 5; @c = 6; @a = @a + o}{@a}{@b}{@c}"
    const { output, errors } = render(source, { o: { k: 1 } })
    expect(output).toBe("32")
    expect(errors.map((error) => error.message)).toEqual([
      "Error reducing expression: @a = 5; @c = 6; @a = @a + o: Invalid arguments to operator add",
    ])
  })
})
