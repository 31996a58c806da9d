/**
 * Phase 4: lays the block tree out as flat, versioned code (see `opcodes.ts`). Blocks become jumps;
 * adjacent text (including `.meta-left`, `.space`, … and text around comments) is merged into one
 * instruction, so the executor does as little as possible per render.
 */
import type { Block, Leaf, Node } from "./assembler.ts"
import { CODE_VERSION, type Code, type Instruction, Op } from "./opcodes.ts"

type Mutable = (string | number | unknown[] | unknown)[]

/**
 * Flat code for an assembled template.
 *
 * @example
 * generateCode(root) // { version: 1, ops: [[0, "hello"]] }
 */
export const generateCode = (root: Block): Code => {
  const out = new Emitter()
  out.nodes(root.body)
  return { version: CODE_VERSION, ops: out.ops as unknown as Instruction[] }
}

class Emitter {
  readonly ops: Mutable[] = []
  /** No text may be merged into the instruction before this index: a jump lands here. */
  #barrier = 0

  nodes(nodes: readonly Node[]): void {
    for (const node of nodes) {
      if (typeof node === "string") this.text(node)
      else if ("body" in node) this.block(node)
      else this.leaf(node)
    }
  }

  emit(instruction: Mutable): Mutable {
    this.ops.push(instruction)
    return instruction
  }

  /** Marks the next instruction index as a jump target and returns it. */
  label(): number {
    this.#barrier = this.ops.length
    return this.ops.length
  }

  leaf(node: Leaf): void {
    if (node.type === "text") this.text(node.text)
    else if (node.type === "variable") this.emit([Op.Variable, node.paths, node.formatters])
    else if (node.type === "bindvar") this.emit([Op.Bindvar, node.name, node.paths, node.formatters])
    else if (node.type === "ctxvar") this.emit([Op.Ctxvar, node.name, node.bindings])
    else if (node.type === "inject") this.emit([Op.Inject, node.name, node.key])
    else if (node.type === "include") this.emit([Op.Include, node.name, node.output ? 1 : 0])
    else if (node.expressions.length > 0 || node.debug !== 0) {
      this.emit([Op.Eval, node.expressions, node.debug, node.source])
    }
  }

  text(text: string): void {
    const last = this.ops[this.ops.length - 1]
    if (last !== undefined && last[0] === Op.Text && this.ops.length > this.#barrier)
      last[1] = (last[1] as string) + text
    else this.emit([Op.Text, text])
  }

  block(block: Block): void {
    const open = block.open
    if (open === undefined || (open.type === "or" && open.name === undefined)) this.nodes(block.body)
    else if (open.type === "section") {
      const section = this.emit([Op.Section, open.path, 0])
      this.nodes(block.body)
      this.alternate(block, section, 2)
      this.emit([Op.Pop])
      this.label()
    } else if (open.type === "repeated") this.repeated(block, open.path)
    else if (open.type === "macro") {
      const macro = this.emit([Op.Macro, open.name, 0])
      this.label()
      this.nodes(block.body)
      macro[2] = this.label()
    } else if (open.type === "if") this.conditional(block, [Op.If, open.operators, open.paths, 0], 3)
    else if (open.type === "predicate" || open.type === "or") {
      this.conditional(block, [Op.Predicate, open.name, open.args, 0], 3)
    }
  }

  /** Body, then the `.or` chain; `test[slot]` is where the test jumps when it fails. */
  conditional(block: Block, test: Mutable, slot: number): void {
    this.emit(test)
    this.label()
    this.nodes(block.body)
    this.alternate(block, test, slot)
    this.label()
  }

  alternate(block: Block, test: Mutable, slot: number): void {
    if (block.alternate === undefined) {
      test[slot] = this.label()
      return
    }
    const jump = this.emit([Op.Jump, 0])
    test[slot] = this.label()
    this.block(block.alternate)
    jump[1] = this.label()
  }

  repeated(block: Block, path: readonly (string | number)[]): void {
    const repeat = this.emit([Op.Repeat, path, 0])
    const body = this.label()
    this.nodes(block.body)
    if (block.alternatesWith !== undefined && block.alternatesWith.length > 0) {
      const skip = this.emit([Op.Alternate, 0])
      this.label()
      this.nodes(block.alternatesWith)
      skip[1] = this.label()
    }
    const next = this.emit([Op.Next, body, 0])
    repeat[2] = this.label()
    if (block.alternate !== undefined) this.block(block.alternate)
    next[2] = this.label()
  }
}
