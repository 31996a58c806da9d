/**
 * Phase 3: assembles parsed instructions into blocks — sections, repeated sections with
 * `.alternates with`, predicates and `.if` with their `.or` chains, macros — writing their code as
 * it goes (one pass: each block's jumps are patched when it closes, so there is no block tree to
 * build and walk again), and reports structure errors (TPL-043 unclosed block, TPL-044 unexpected
 * instruction). A misplaced instruction is dropped with an error and assembling goes on, so a
 * template with mistakes still renders; blocks left open are closed at the end of the source.
 */
import { Emitter, type Mutable } from "./code.ts"
import { type ErrorSink, templateError } from "./errors.ts"
import type { Code } from "./opcodes.ts"
import { Op } from "./opcodes.ts"
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

/** An instruction that opens a block, or one link of its `.or` chain. */
type Opening = Extract<Parsed, { type: "section" | "repeated" | "predicate" | "if" | "macro" | "or" }>

/**
 * One link of a block's chain: the block itself, then each `.or`. `head` is the instruction whose
 * jump target is patched when the link's body ends (Section, Repeat, Macro, the test), `exit` the
 * one patched when the link's `.or` ends (the Jump over it, or the Next of a repeated section).
 */
interface Link {
  readonly open: Opening
  readonly head: Mutable | undefined
  exit: Mutable | undefined
  /** Where a repeated section's body starts. */
  readonly body: number
  /** `.alternates with`: none, declared (its Alternate is written before its first node), written. */
  alternates: 0 | 1 | 2
  skip: Mutable | undefined
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
const nameOf = (link: Link | undefined): string => (link === undefined ? "ROOT" : NAMES[link.open.type])

/** A plain `.or` (no predicate): its body runs when the tests before it fail; it writes no test. */
const isPlainOr = (open: Opening): boolean => open.type === "or" && open.name === undefined

/**
 * Assembles one template and writes its code. Feed it text and instructions in source order, then
 * call {@link finish}.
 *
 * @example
 * const assembler = new Assembler(errors, 256); assembler.text("hi", 0); assembler.finish().ops.length // 1
 */
export class Assembler {
  readonly #errors: ErrorSink
  readonly #maxNesting: number
  readonly #out = new Emitter()
  /** The chains of the blocks open, outermost first. */
  readonly #open: Link[][] = []
  /** The chain of the innermost open block. */
  #chain: Link[] | undefined = undefined
  #state: "open" | "finished" | "dead" = "open"

  constructor(errors: ErrorSink, maxNesting: number) {
    this.#errors = errors
    this.#maxNesting = maxNesting
  }

  /** Takes the next text. */
  text(text: string, offset: number): void {
    if (this.#state === "open") {
      this.#node()
      this.#out.text(text)
    } else this.accept({ type: "text", text, offset })
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
    else if (p.type !== "eof") {
      this.#node()
      this.#out.leaf(p as Leaf)
    } else if (this.#chain === undefined) this.#state = "finished"
    else
      this.#error(
        "unexpected-instruction",
        `Reached EOF in the middle of ${nameOf(this.#current())}`,
        p.offset,
      )
  }

  /** Ends assembling: reports blocks left open, closes them, and returns the code. */
  finish(): Code {
    if (this.#open.length > 0 && this.#state !== "dead") {
      for (const chain of this.#open) {
        const link = chain[chain.length - 1] as Link
        this.#error("unclosed-block", `Unclosed ${nameOf(link)}: missing {.end}`, link.open.offset)
      }
    }
    while (this.#chain !== undefined) this.#close()
    return this.#out.code()
  }

  #current(): Link | undefined {
    const chain = this.#chain
    return chain === undefined ? undefined : chain[chain.length - 1]
  }

  /** A node is about to be written: the first one of `.alternates with` writes its Alternate first. */
  #node(): void {
    const link = this.#current()
    if (link !== undefined && link.alternates === 1) {
      link.skip = this.#out.emit([Op.Alternate, 0])
      this.#out.label()
      link.alternates = 2
    }
  }

  #openBlock(p: Opening): void {
    if (this.#open.length >= this.#maxNesting) {
      this.#error(
        "limit",
        `Blocks nested deeper than ${this.#maxNesting}; the rest of the template is ignored`,
        p.offset,
      )
      this.#state = "dead"
      return
    }
    this.#node()
    const chain = [this.#start(p)]
    this.#open.push(chain)
    this.#chain = chain
  }

  /** Writes the start of a link. */
  #start(open: Opening): Link {
    const out = this.#out
    let head: Mutable | undefined
    let body = 0
    if (open.type === "section") head = out.emit([Op.Section, open.path, 0])
    else if (open.type === "repeated") {
      head = out.emit([Op.Repeat, open.path, 0])
      body = out.label()
    } else if (open.type === "macro") {
      head = out.emit([Op.Macro, open.name, 0])
      out.label()
    } else if (open.type === "if") {
      head = out.emit([Op.If, open.operators, open.paths, 0])
      out.label()
    } else if ((open.type === "predicate" || open.type === "or") && open.name !== undefined) {
      head = out.emit([Op.Predicate, open.name, open.args, 0])
      out.label()
    }
    return { open, head, exit: undefined, body, alternates: 0, skip: undefined }
  }

  /** Writes the end of a link's body; `more` when an `.or` follows it. */
  #endBody(link: Link, more: boolean): void {
    const out = this.#out
    const { open, head } = link
    if (link.skip !== undefined) link.skip[1] = out.label()
    if (head === undefined) return
    if (open.type === "macro") head[2] = out.label()
    else if (open.type === "repeated") {
      const next = out.emit([Op.Next, link.body, 0])
      head[2] = out.label()
      if (more) link.exit = next
      else next[2] = out.label()
    } else {
      const slot = open.type === "section" ? 2 : 3
      if (more) link.exit = out.emit([Op.Jump, 0])
      head[slot] = out.label()
      if (!more) this.#tail(open)
    }
  }

  /** Writes what follows a link once its `.or` chain is written. */
  #afterOr(link: Link): void {
    const exit = link.exit as Mutable
    if (link.open.type === "repeated") exit[2] = this.#out.label()
    else {
      exit[1] = this.#out.label()
      this.#tail(link.open)
    }
  }

  #tail(open: Opening): void {
    if (open.type === "section") this.#out.emit([Op.Pop])
    this.#out.label()
  }

  /** Closes the innermost open block: its last link's body, then each link's `.or` outwards. */
  #close(): void {
    const chain = this.#open.pop() as Link[]
    this.#endBody(chain[chain.length - 1] as Link, false)
    for (let i = chain.length - 2; i >= 0; i--) this.#afterOr(chain[i] as Link)
    this.#chain = this.#open[this.#open.length - 1]
  }

  #end(p: Parsed): void {
    if (this.#chain === undefined) {
      this.#error("unexpected-instruction", "Instruction END not allowed at root", p.offset)
      return
    }
    this.#close()
  }

  #or(p: Extract<Parsed, { type: "or" }>): void {
    const chain = this.#chain
    const current = this.#current()
    if (chain === undefined || current === undefined) {
      this.#error("unexpected-instruction", "Instruction OR_PREDICATE not allowed at root", p.offset)
    } else if (current.open.type === "macro") this.#notAllowed(p, current)
    else if (isPlainOr(current.open)) {
      this.#error("dead-code", "This OR_PREDICATE block will never execute.", p.offset)
    } else {
      this.#endBody(current, true)
      chain.push(this.#start(p))
    }
  }

  #alternates(p: Parsed): void {
    const current = this.#current()
    if (current === undefined) {
      this.#error("unexpected-instruction", "Instruction ALTERNATES_WITH not allowed at root", p.offset)
    } else if (current.open.type !== "repeated" || current.alternates !== 0) this.#notAllowed(p, current)
    else current.alternates = 1
  }

  #notAllowed(p: Parsed, link: Link): void {
    this.#error(
      "unexpected-instruction",
      `${NAMES[p.type]} instruction is not allowed inside ${nameOf(link)} block.`,
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
