/**
 * Phase 3: assembles parsed instructions into blocks — sections, repeated sections with
 * `.alternates with`, predicates and `.if` with their `.or` chains, macros — writing their code as
 * it goes (one pass: each block's jumps are patched when it closes, so there is no block tree to
 * build and walk again), and reports structure errors (TPL-043 unclosed block, TPL-044 unexpected
 * instruction). A misplaced instruction is dropped with an error and assembling goes on, so a
 * template with mistakes still renders; blocks left open are closed at the end of the source.
 */
import { afterOr, beforeNode, endBody, type Link, startLink } from "./block-code.ts"
import { Emitter } from "./code.ts"
import { type ErrorSink, templateError } from "./errors.ts"
import { INSTRUCTION_NAMES, isPlainOr, type Leaf, type Opening, opensBlock } from "./instructions.ts"
import type { Code } from "./opcodes.ts"
import type { Parsed } from "./parser.ts"

const nameOf = (link: Link | undefined): string =>
  link === undefined ? "ROOT" : INSTRUCTION_NAMES[link.open.type]

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
        this.#error("unexpected-instruction", `${INSTRUCTION_NAMES[p.type]} after EOF is ignored`, p.offset)
      this.#state = "dead"
      return
    }
    if (opensBlock(p)) this.#openBlock(p)
    else if (p.type === "end") this.#end(p)
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

  #node(): void {
    beforeNode(this.#out, this.#current())
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
    const chain = [startLink(this.#out, p)]
    this.#open.push(chain)
    this.#chain = chain
  }

  /** Closes the innermost open block: its last link's body, then each link's `.or` outwards. */
  #close(): void {
    const chain = this.#open.pop() as Link[]
    endBody(this.#out, chain[chain.length - 1] as Link, false)
    for (let i = chain.length - 2; i >= 0; i--) afterOr(this.#out, chain[i] as Link)
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
      endBody(this.#out, current, true)
      chain.push(startLink(this.#out, p))
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
      `${INSTRUCTION_NAMES[p.type]} instruction is not allowed inside ${nameOf(link)} block.`,
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
