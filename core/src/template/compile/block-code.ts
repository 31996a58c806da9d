/**
 * The code each block writes, link by link: its opening instruction, the jumps patched when its
 * body ends and when its `.or` chain ends, and the Alternate of `.alternates with`. The assembler
 * decides when; these functions decide what is written.
 */
import type { Emitter, Mutable } from "./code.ts"
import type { Opening } from "./instructions.ts"
import { Op } from "./opcodes.ts"

/**
 * One link of a block's chain: the block itself, then each `.or`. `head` is the instruction whose
 * jump target is patched when the link's body ends (Section, Repeat, Macro, the test), `exit` the
 * one patched when the link's `.or` ends (the Jump over it, or the Next of a repeated section).
 */
export interface Link {
  readonly open: Opening
  readonly head: Mutable | undefined
  exit: Mutable | undefined
  /** Where a repeated section's body starts. */
  readonly body: number
  /** `.alternates with`: none, declared (its Alternate is written before its first node), written. */
  alternates: 0 | 1 | 2
  skip: Mutable | undefined
}

/**
 * Writes the start of a link and returns it: the block's instruction (none for a plain `.or`).
 *
 * @example
 * const link = startLink(out, { type: "section", path: ["a"], offset: 0 })
 */
export const startLink = (out: Emitter, open: Opening): Link => {
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

/**
 * A node is about to be written in the link: the first one after `.alternates with` writes its
 * Alternate first.
 *
 * @example
 * beforeNode(out, link); out.text("hi")
 */
export const beforeNode = (out: Emitter, link: Link | undefined): void => {
  if (link !== undefined && link.alternates === 1) {
    link.skip = out.emit([Op.Alternate, 0])
    out.label()
    link.alternates = 2
  }
}

const tail = (out: Emitter, open: Opening): void => {
  if (open.type === "section") out.emit([Op.Pop])
  out.label()
}

/**
 * Writes the end of a link's body; `more` when an `.or` follows it.
 *
 * @example
 * endBody(out, link, false)
 */
export const endBody = (out: Emitter, link: Link, more: boolean): void => {
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
    if (!more) tail(out, open)
  }
}

/**
 * Writes what follows a link once its `.or` chain is written.
 *
 * @example
 * afterOr(out, link)
 */
export const afterOr = (out: Emitter, link: Link): void => {
  const exit = link.exit as Mutable
  if (link.open.type === "repeated") exit[2] = out.label()
  else {
    exit[1] = out.label()
    tail(out, link.open)
  }
}
