/**
 * Phase 3: assembles parsed instructions into blocks — sections, repeated sections with
 * `.alternates with`, predicates and `.if` with their `.or` chains, macros — and reports structure
 * errors (TPL-043 unclosed block, TPL-044 unexpected instruction). A misplaced instruction is
 * dropped with an error and assembling goes on, so a template with mistakes still renders.
 */
import { type ErrorSink, templateError } from "./errors.ts"
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
 * What a block holds: text (as a bare string), other leaves and blocks.
 *
 * @example
 * const nodes: Node[] = ["hello ", { type: "variable", paths: [["name"]], formatters: [], offset: 7 }]
 */
export type Node = string | Leaf | Block

/**
 * A block: its opening instruction, its body, the `.alternates with` part of a repeated section,
 * and the `.or` that follows the body.
 *
 * @example
 * const root: Block = { open: undefined, body: [], alternatesWith: undefined, alternate: undefined }
 */
export interface Block {
  readonly open:
    | Extract<Parsed, { type: "section" | "repeated" | "predicate" | "if" | "macro" | "or" }>
    | undefined
  readonly body: Node[]
  alternatesWith: Node[] | undefined
  alternate: Block | undefined
}

const NAMES: Readonly<Record<Parsed["type"], string>> = {
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
const nameOf = (block: Block): string => (block.open === undefined ? "ROOT" : NAMES[block.open.type])

/**
 * Builds the block tree from parsed instructions, one at a time.
 *
 * @example
 * const a = new Assembler(errors, 256); a.accept(parsed); const root = a.finish()
 */
export class Assembler {
  readonly #errors: ErrorSink
  readonly #maxNesting: number
  readonly #root: Block = { open: undefined, body: [], alternatesWith: undefined, alternate: undefined }
  /** The enclosing blocks of each block whose `.end` is awaited, and whether it sat in `.alternates with`. */
  readonly #open: { readonly block: Block; readonly inAlternatesWith: boolean }[] = []
  #current: Block = this.#root
  #inAlternatesWith = false
  #state: "open" | "finished" | "dead" = "open"

  constructor(errors: ErrorSink, maxNesting: number) {
    this.#errors = errors
    this.#maxNesting = maxNesting
  }

  /** Takes the next text (a bare string in the tree: compiling makes one per run of text). */
  text(text: string, offset: number): void {
    if (this.#state === "open") this.#target().push(text)
    else this.accept({ type: "text", text, offset })
  }

  /** Takes the next instruction. */
  accept(p: Parsed): void {
    if (this.#state !== "open") {
      if (this.#state === "finished")
        this.#error("unexpected-instruction", `${NAMES[p.type]} after EOF is ignored`, p.offset)
      this.#state = "dead"
      return
    }
    if (
      p.type === "section" ||
      p.type === "repeated" ||
      p.type === "predicate" ||
      p.type === "if" ||
      p.type === "macro"
    ) {
      this.#openBlock(p)
    } else if (p.type === "end") this.#end(p)
    else if (p.type === "or") this.#or(p)
    else if (p.type === "alternates") this.#alternates(p)
    else if (p.type !== "eof") this.#target().push(p as Leaf)
    else if (this.#current === this.#root) this.#state = "finished"
    else
      this.#error("unexpected-instruction", `Reached EOF in the middle of ${nameOf(this.#current)}`, p.offset)
  }

  /** Ends assembling: reports blocks left open and returns the root. */
  finish(): Block {
    const unclosed = [...this.#open.slice(1).map((entry) => entry.block), this.#current]
    if (this.#open.length > 0 && this.#state !== "dead") {
      for (const block of unclosed)
        this.#error("unclosed-block", `Unclosed ${nameOf(block)}: missing {.end}`, block.open?.offset)
    }
    return this.#root
  }

  #target(): Node[] {
    return this.#inAlternatesWith ? (this.#current.alternatesWith as Node[]) : this.#current.body
  }

  #openBlock(p: Block["open"] & object): void {
    if (this.#open.length >= this.#maxNesting) {
      this.#error(
        "limit",
        `Blocks nested deeper than ${this.#maxNesting}; the rest of the template is ignored`,
        p.offset,
      )
      this.#state = "dead"
      return
    }
    const block: Block = { open: p, body: [], alternatesWith: undefined, alternate: undefined }
    this.#target().push(block)
    this.#open.push({ block: this.#current, inAlternatesWith: this.#inAlternatesWith })
    this.#current = block
    this.#inAlternatesWith = false
  }

  #end(p: Parsed): void {
    const parent = this.#open.pop()
    if (parent === undefined) {
      this.#error("unexpected-instruction", "Instruction END not allowed at root", p.offset)
      return
    }
    this.#current = parent.block
    this.#inAlternatesWith = parent.inAlternatesWith
  }

  #or(p: Extract<Parsed, { type: "or" }>): void {
    const current = this.#current
    const open = current.open
    if (open === undefined) {
      this.#error("unexpected-instruction", "Instruction OR_PREDICATE not allowed at root", p.offset)
    } else if (open.type === "macro") this.#notAllowed(p, current)
    else if (open.type === "or" && open.name === undefined) {
      this.#error("dead-code", "This OR_PREDICATE block will never execute.", p.offset)
    } else {
      const block: Block = { open: p, body: [], alternatesWith: undefined, alternate: undefined }
      current.alternate = block
      this.#current = block
      this.#inAlternatesWith = false
    }
  }

  #alternates(p: Parsed): void {
    const current = this.#current
    if (current.open === undefined) {
      this.#error("unexpected-instruction", "Instruction ALTERNATES_WITH not allowed at root", p.offset)
    } else if (current.open.type !== "repeated" || current.alternatesWith !== undefined)
      this.#notAllowed(p, current)
    else {
      current.alternatesWith = []
      this.#inAlternatesWith = true
    }
  }

  #notAllowed(p: Parsed, block: Block): void {
    this.#error(
      "unexpected-instruction",
      `${NAMES[p.type]} instruction is not allowed inside ${nameOf(block)} block.`,
      p.offset,
    )
  }

  #error(
    kind: "unexpected-instruction" | "unclosed-block" | "dead-code" | "limit",
    message: string,
    offset?: number,
  ): void {
    this.#errors.add(templateError("assemble", kind, message, offset))
  }
}
