/**
 * Linking: each instruction is turned, once per code object (cached), into a step — a small
 * function specialised for that instruction — by the builder its opcode names in the executor's
 * table. Formatter and predicate names become the registry's functions, macro bodies become code
 * ranges, expressions become machine programs. The executor then only calls steps in a loop.
 *
 * A step is built the first time it runs, not when the code is linked: a page's template holds
 * many branches a given page never takes (other page types, empty sections, unused macros), and a
 * render with freshly compiled code (no cache, an editor's preview) would otherwise pay to build
 * them all. Only the names the registry lacks are looked up at link time, so that `execute`
 * reports them before it runs, as before.
 */
import { type Code, type Instruction, Op } from "../compile/opcodes.ts"
import type { Registry } from "../registry.ts"
import { BUILDERS } from "./executor.ts"
import type { CodeRange, LinkEnv, Step } from "./types.ts"

/**
 * Linked code: the steps, and the formatter names the registry did not know (code compiled against
 * another registry; those formatters leave the value unchanged).
 *
 * @example
 * const { steps, unknown } = link(code, defaultRegistry)
 */
export interface Linked {
  readonly steps: readonly Step[]
  readonly unknown: readonly string[]
  /** All the steps, as a range to run. */
  readonly range: CodeRange
}

/** Linked code kept on the code object itself: no weak map to sweep when code comes and goes. */
const LINKED = Symbol("linked")
type Carrier = { [LINKED]?: { readonly registry: Registry; readonly linked: Linked } }
/** Code that cannot carry it (frozen) or linked against a second registry. */
const cache = new WeakMap<Code, WeakMap<Registry, Linked>>()

/** Formatter names of the code that the registry lacks, in the order they appear. */
const unknownFormatters = (ops: readonly Instruction[], registry: Registry): string[] => {
  const unknown: string[] = []
  for (const instruction of ops) {
    const calls =
      instruction[0] === Op.Variable
        ? instruction[2]
        : instruction[0] === Op.Bindvar
          ? instruction[3]
          : undefined
    if (calls === undefined) continue
    for (const [name] of calls) if (!registry.formatters.has(name)) unknown.push(name)
  }
  return unknown
}

const build = (code: Code, registry: Registry): Linked => {
  const ops = code.ops
  const steps: Step[] = []
  const env: LinkEnv = { registry, steps }
  // Every slot starts as this step, which builds the instruction's own step, puts it in its slot
  // and runs it.
  const first: Step = (ctx, pc) => {
    const instruction = ops[pc] as Instruction
    const builder = BUILDERS[instruction[0]] as (ins: Instruction, env: LinkEnv, pc: number) => Step
    const step = builder(instruction, env, pc)
    steps[pc] = step
    return step(ctx, pc)
  }
  for (let i = 0; i < ops.length; i++) steps.push(first)
  return {
    steps,
    unknown: unknownFormatters(ops, registry),
    range: { steps, start: 0, end: steps.length },
  }
}

/**
 * Links code against a registry (cached per code object and registry). The cache rides on the
 * code object under a symbol, neither enumerable nor serialised: the code stays plain JSON.
 *
 * @example
 * link(compile("{a|html}").code, defaultRegistry).steps.length // 1
 */
export const link = (code: Code, registry: Registry): Linked => {
  const carried = (code as Carrier)[LINKED]
  if (carried !== undefined && carried.registry === registry) return carried.linked
  if (carried === undefined && Object.isExtensible(code)) {
    const linked = build(code, registry)
    Object.defineProperty(code, LINKED, { value: { registry, linked } })
    return linked
  }
  let byRegistry = cache.get(code)
  if (byRegistry === undefined) {
    byRegistry = new WeakMap()
    cache.set(code, byRegistry)
  }
  const cached = byRegistry.get(registry)
  if (cached !== undefined) return cached
  const linked = build(code, registry)
  byRegistry.set(registry, linked)
  return linked
}
