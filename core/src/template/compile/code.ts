/**
 * Phase 4: flat, versioned code (see `opcodes.ts`), written as the assembler meets each tag. Blocks
 * become jumps patched when they close; adjacent text (including `.meta-left`, `.space`, … and
 * text around comments) is merged into one instruction, so the executor does as little as
 * possible per render.
 */
import type { Leaf } from "./instructions.ts"
import { CODE_VERSION, type Code, type Instruction, Op } from "./opcodes.ts"

/**
 * An instruction while it is written: jump targets are filled in when the block closes.
 *
 * @example
 * const section: Mutable = [Op.Section, ["a"], 0]
 */
export type Mutable = (string | number | unknown[] | unknown)[]

/**
 * The code being written, in source order.
 *
 * @example
 * const out = new Emitter(); out.text("hi"); out.code() // { version: 1, ops: [[0, "hi"]] }
 */
export class Emitter {
  readonly ops: Mutable[] = []
  /** No text may be merged into the instruction before this index: a jump lands here. */
  #barrier = 0

  /** Appends an instruction and returns it (to patch its jump target later). */
  emit(instruction: Mutable): Mutable {
    this.ops.push(instruction)
    return instruction
  }

  /** Marks the next instruction index as a jump target and returns it. */
  label(): number {
    this.#barrier = this.ops.length
    return this.ops.length
  }

  /** Text, merged into the text just before it unless a jump lands in between. */
  text(text: string): void {
    const ops = this.ops
    const last = ops[ops.length - 1]
    if (last !== undefined && last[0] === Op.Text && ops.length > this.#barrier)
      last[1] = (last[1] as string) + text
    else ops.push([Op.Text, text])
  }

  /** An instruction that is no block. */
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

  /** The finished code. */
  code(): Code {
    return { version: CODE_VERSION, ops: this.ops as unknown as Instruction[] }
  }
}
