/**
 * The operators of `.eval` expressions: JavaScript's, with JavaScript's precedence, plus the
 * functions and constants an expression may use.
 */

/**
 * An operator: binding strength (higher binds tighter), right associativity, and the name used
 * in debug output.
 *
 * @example
 * OPERATORS["*"].precedence > OPERATORS["+"].precedence // true
 */
export interface Operator {
  readonly precedence: number
  readonly right: boolean
  readonly description: string
}

const op = (precedence: number, right: boolean, description: string): Operator => ({
  precedence,
  right,
  description,
})

/**
 * Operators by the key used in compiled code. `u+`/`u-` are the unary forms of `+`/`-`.
 *
 * @example
 * OPERATORS["="].right // true
 */
export const OPERATORS: Readonly<Record<string, Operator>> = {
  "u+": op(17, true, "unary plus"),
  "u-": op(17, true, "unary minus"),
  "!": op(17, true, "logical not"),
  "~": op(17, true, "bitwise not"),
  "**": op(16, true, "exponent"),
  "*": op(15, false, "multiply"),
  "/": op(15, false, "divide"),
  "%": op(15, false, "modulus"),
  "+": op(14, false, "add"),
  "-": op(14, false, "subtract"),
  "<<": op(13, false, "left shift"),
  ">>": op(13, false, "right shift"),
  "<": op(12, false, "less than"),
  ">": op(12, false, "greater than"),
  "<=": op(12, false, "less than or equal"),
  ">=": op(12, false, "greater than or equal"),
  "==": op(11, false, "equality"),
  "!=": op(11, false, "inequality"),
  "===": op(11, false, "strict equality"),
  "!==": op(11, false, "strict inequality"),
  "&": op(10, false, "bitwise and"),
  "^": op(9, false, "bitwise xor"),
  "|": op(8, false, "bitwise or"),
  "&&": op(7, false, "logical and"),
  "||": op(6, false, "logical or"),
  "=": op(3, true, "assign"),
  ";": op(1, false, "semicolon"),
  ",": op(1, true, "comma"),
  "(": op(1, false, "left paren"),
  ")": op(1, false, "right paren"),
}

/**
 * The functions an expression may call (TPL-047: any other name is "Invalid function").
 *
 * @example
 * FUNCTIONS.has("max") // true
 */
export const FUNCTIONS: ReadonlySet<string> = new Set(["max", "min", "abs", "num", "str", "bool"])

/**
 * Named constants.
 *
 * @example
 * CONSTANTS.PI // ["n", 3.141592653589793]
 */
export const CONSTANTS: Readonly<
  Record<
    string,
    readonly ["n", number] | readonly ["b", boolean] | readonly ["z"] | readonly ["k", "NaN" | "Infinity"]
  >
> = {
  null: ["z"],
  true: ["b", true],
  false: ["b", false],
  PI: ["n", Math.PI],
  E: ["n", Math.E],
  Infinity: ["k", "Infinity"],
  NaN: ["k", "NaN"],
}
