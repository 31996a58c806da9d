/**
 * The assembler's view of parsed instructions: which open a block (and may chain `.or`s), which
 * are leaves written as they come, and the names structure errors give them (those of the
 * reference engine, so messages match it).
 */
import type { Parsed } from "./parser.ts"

/**
 * A parsed instruction that is not a block.
 *
 * @example
 * const text: Leaf = { type: "text", text: "hi", offset: 0 }
 */
export type Leaf = Exclude<
  Parsed,
  { type: "section" | "repeated" | "predicate" | "if" | "macro" | "or" | "end" | "eof" | "alternates" }
>

/**
 * An instruction that opens a block, or one link of its `.or` chain.
 *
 * @example
 * const open: Opening = { type: "section", path: ["a"], offset: 0 }
 */
export type Opening = Extract<Parsed, { type: "section" | "repeated" | "predicate" | "if" | "macro" | "or" }>

/**
 * The reference engine's name of each instruction, as its error messages spell it.
 *
 * @example
 * INSTRUCTION_NAMES.or // "OR_PREDICATE"
 */
export const INSTRUCTION_NAMES: Readonly<Record<Parsed["type"], string>> = {
  text: "TEXT",
  variable: "VARIABLE",
  section: "SECTION",
  repeated: "REPEATED",
  end: "END",
  eof: "EOF",
  alternates: "ALTERNATES_WITH",
  predicate: "PREDICATE",
  or: "OR_PREDICATE",
  if: "IF",
  bindvar: "BINDVAR",
  ctxvar: "CTXVAR",
  inject: "INJECT",
  macro: "MACRO",
  include: "INCLUDE",
  eval: "EVAL",
}

/**
 * A plain `.or` (no predicate): its body runs when the tests before it fail; it writes no test.
 *
 * @example
 * isPlainOr({ type: "or", name: undefined, args: [], offset: 0 }) // true
 */
export const isPlainOr = (open: Opening): boolean => open.type === "or" && open.name === undefined

/**
 * Whether an instruction opens a block (an `.or` continues one instead).
 *
 * @example
 * opensBlock({ type: "end", offset: 0 }) // false
 */
export const opensBlock = (p: Parsed): p is Exclude<Opening, { type: "or" }> =>
  p.type === "section" ||
  p.type === "repeated" ||
  p.type === "predicate" ||
  p.type === "if" ||
  p.type === "macro"
