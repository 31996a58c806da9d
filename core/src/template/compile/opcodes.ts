/**
 * The compiled form of a template: a versioned, flat list of instructions that is plain JSON, so it
 * can be cached, stored and shipped to a browser. Blocks are jumps to instruction indexes (no
 * nesting), which keeps the executor a loop however deeply a template nests.
 */

/**
 * The version of the instruction format. `execute` refuses code of another version.
 *
 * @example
 * compile("{a}").code.version === CODE_VERSION // true
 */
export const CODE_VERSION = 1

/**
 * Instruction opcodes (the first element of every instruction).
 *
 * @example
 * compile("hi").code.ops[0] // [Op.Text, "hi"]
 */
export const Op = {
  /** [Text, text] print text. */
  Text: 0,
  /** [Variable, paths, formatters] print the first variable after the formatter chain. */
  Variable: 1,
  /** [Section, path, elsePc] enter the scope of path; when falsy jump to elsePc (scope kept). */
  Section: 2,
  /** [Pop] leave the scope entered by Section. */
  Pop: 3,
  /** [Jump, pc]. */
  Jump: 4,
  /** [Repeat, path, elsePc] iterate a non-empty array (enter its first element), else jump. */
  Repeat: 5,
  /** [Alternate, skipPc] jump to skipPc on the last element (skips `.alternates with`). */
  Alternate: 6,
  /** [Next, bodyPc, endPc] next element and jump to bodyPc, or leave the array and jump to endPc. */
  Next: 7,
  /** [Predicate, name, args, elsePc] jump to elsePc unless the predicate holds. */
  Predicate: 8,
  /** [If, operators (1 and, 0 or), paths, elsePc]. */
  If: 9,
  /** [Bindvar, @name, paths, formatters] `.var`. */
  Bindvar: 10,
  /** [Ctxvar, @name, [key, path][]] `.ctx`. */
  Ctxvar: 11,
  /** [Inject, @name, key] `.inject`. */
  Inject: 12,
  /** [Macro, name, endPc] define the macro whose body is the next instructions up to endPc. */
  Macro: 13,
  /** [Include, name, output 0|1] `.include`. */
  Include: 14,
  /** [Eval, expressions, debugText | 0, source] `.eval`, compiled to postfix form. */
  Eval: 15,
} as const
/**
 * One of {@link Op}.
 *
 * @example
 * const value: Op = Op.Text
 */
export type Op = (typeof Op)[keyof typeof Op]

/**
 * A path as compiled: segments, numbers for array indexes (`items.0` → ["items", 0]).
 *
 * @example
 * const path: Path = ["items", 0, "title"]
 */
export type Path = readonly (string | number)[]

/**
 * A formatter call: name and arguments.
 *
 * @example
 * const call: FormatterCall = ["truncate", ["10", "…"]]
 */
export type FormatterCall = readonly [name: string, args: readonly string[]]

/**
 * One postfix token of an expression: ["n", number] ["s", string] ["b", boolean] ["z"] null,
 * ["k", "NaN" | "Infinity" | "-Infinity"] (numbers JSON cannot carry), ["v", path] variable,
 * ["o", operator], ["c", function] call, ["a"] start of call arguments.
 *
 * @example
 * const plus: ExprToken = ["o", "+"]
 */
export type ExprToken =
  | readonly ["n", number]
  | readonly ["s", string]
  | readonly ["b", boolean]
  | readonly ["z"]
  | readonly ["k", "NaN" | "Infinity" | "-Infinity"]
  | readonly ["v", Path]
  | readonly ["o", string]
  | readonly ["c", string]
  | readonly ["a"]

/**
 * One instruction (see {@link Op} for each layout).
 *
 * @example
 * const text: Instruction = [Op.Text, "hello"]
 */
export type Instruction =
  | readonly [typeof Op.Text, string]
  | readonly [typeof Op.Variable, readonly Path[], readonly FormatterCall[]]
  | readonly [typeof Op.Section, Path, number]
  | readonly [typeof Op.Pop]
  | readonly [typeof Op.Jump, number]
  | readonly [typeof Op.Repeat, Path, number]
  | readonly [typeof Op.Alternate, number]
  | readonly [typeof Op.Next, number, number]
  | readonly [typeof Op.Predicate, string, readonly string[], number]
  | readonly [typeof Op.If, readonly (0 | 1)[], readonly Path[], number]
  | readonly [typeof Op.Bindvar, string, readonly Path[], readonly FormatterCall[]]
  | readonly [typeof Op.Ctxvar, string, readonly (readonly [string, Path])[]]
  | readonly [typeof Op.Inject, string, string]
  | readonly [typeof Op.Macro, string, number]
  | readonly [typeof Op.Include, string, 0 | 1]
  | readonly [typeof Op.Eval, readonly (readonly ExprToken[])[], string | 0, string]

/**
 * A compiled template.
 *
 * @example
 * const code: Code = { version: CODE_VERSION, ops: [[Op.Text, "hi"]] }
 */
export interface Code {
  readonly version: typeof CODE_VERSION
  readonly ops: readonly Instruction[]
}
