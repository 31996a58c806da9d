/**
 * The types the runtime's files share: a linked step, a code range, what a step builder may use.
 * They live here, not beside the code that makes them, so that the runtime reads in one direction
 * (render → context → partials → link → executor → readers) with every file reading this one; the
 * only edge left back is this file's type-only use of `RenderContext`, the state a step runs on.
 */
import type { Registry } from "../registry.ts"
import type { RenderContext } from "./context.ts"

/**
 * One linked instruction: runs and returns the index of the next instruction to run.
 *
 * @example
 * const text: Step = (ctx, pc) => (ctx.append("hi"), pc + 1)
 */
export type Step = (ctx: RenderContext, pc: number) => number

/**
 * A macro body or a whole partial: steps `start` up to `end`.
 *
 * @example
 * const body: CodeRange = { steps, start: 0, end: steps.length }
 */
export interface CodeRange {
  readonly steps: readonly Step[]
  readonly start: number
  readonly end: number
}

/**
 * What a builder may use: the registry and the code's steps (a macro's range refers to them).
 *
 * @example
 * const env: LinkEnv = { registry: defaultRegistry, steps: [] }
 */
export interface LinkEnv {
  readonly registry: Registry
  readonly steps: Step[]
}
