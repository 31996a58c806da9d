/**
 * Phase 5: the executor. Its table maps each opcode to the builder of that instruction's step (see
 * `link.ts`); `run` calls steps in a loop until the end of the code or until a limit stops the
 * render. Work is bounded by charging the step budget the size of the code each time code runs: on
 * entry, on every loop iteration and on every partial or macro call.
 */

import type { Instruction, Op, Path } from "../compile/opcodes.ts"
import type { Formatter } from "../plugins.ts"
import { isTruthy, valueToText } from "../values/values.ts"
import type { RenderContext } from "./context.ts"
import { buildCtxvar, buildEval, buildInclude, buildInject, buildMacro } from "./executor-directives.ts"
import type { Frame } from "./frame.ts"
import { applyChain, chainOf, pathReader, resolveAll, sectionReader } from "./readers.ts"
import type { CodeRange, LinkEnv, Step } from "./types.ts"

type Of<O extends Op> = Extract<Instruction, readonly [O, ...unknown[]]>
type Builder<O extends Op> = (ins: Of<O>, env: LinkEnv, pc: number) => Step

const EMPTY: readonly unknown[] = []
const text = (value: unknown): string => (typeof value === "string" ? value : valueToText(value))

const buildVariable: Builder<typeof Op.Variable> = ([, paths, calls], env) => {
  const chain = chainOf(calls, env)
  if (chain.formatters.length === 0) {
    const path = paths[0] as Path
    const name = path[0]
    // The commonest tag of all, `{title}`: read the member without going through a reader.
    if (path.length === 1 && typeof name === "string" && name.charCodeAt(0) !== 64 && name !== "__proto__") {
      return (ctx, pc) => {
        ctx.append(text(ctx.lookupMember(name)))
        return pc + 1
      }
    }
    const read = pathReader(path)
    return (ctx, pc) => {
      ctx.append(text(read(ctx)))
      return pc + 1
    }
  }
  if (paths.length === 1 && chain.formatters.length === 1) {
    // The usual `{title|html}`: one path, one formatter, no chain to walk.
    const read = pathReader(paths[0] as Path)
    const formatter = chain.formatters[0] as Formatter
    const args = chain.args[0] as readonly string[]
    return (ctx, pc) => {
      const value = read(ctx)
      const top = ctx.top
      ctx.push(value)
      ctx.node = value
      ctx.variables = [value]
      const result = formatter(value, args, ctx)
      ctx.top = top
      ctx.append(text(result))
      return pc + 1
    }
  }
  return (ctx, pc) => {
    const values = resolveAll(ctx, paths)
    const top = ctx.top
    ctx.push(values[0])
    const value = applyChain(ctx, chain, values, values[0])
    ctx.top = top
    ctx.append(text(value))
    return pc + 1
  }
}

const buildSection: Builder<typeof Op.Section> = ([, path, elsePc]) => {
  const read = sectionReader(path)
  return (ctx, pc) => {
    const value = read(ctx)
    ctx.push(value)
    return isTruthy(value) ? pc + 1 : elsePc
  }
}

const buildRepeat: Builder<typeof Op.Repeat> = ([, path, elsePc]) => {
  const read = sectionReader(path)
  return (ctx, pc) => {
    const value = read(ctx)
    if (!Array.isArray(value) || value.length === 0) return elsePc
    const frame = ctx.push(value)
    frame.index = 0
    frame.length = value.length
    ctx.push(value[0])
    return pc + 1
  }
}

const buildNext: Builder<typeof Op.Next> =
  ([, bodyPc, endPc]) =>
  (ctx, pc) => {
    const frame = ctx.frames[--ctx.top] as Frame
    if (++frame.index < frame.length) {
      ctx.spend(pc - bodyPc + 1)
      ctx.push((frame.node as unknown[])[frame.index])
      return bodyPc
    }
    ctx.top--
    return endPc
  }

const buildAlternate: Builder<typeof Op.Alternate> =
  ([, skipPc]) =>
  (ctx, pc) => {
    const frame = ctx.frames[ctx.top - 1] as Frame
    return frame.index < frame.length - 1 ? pc + 1 : skipPc
  }

const buildPredicate: Builder<typeof Op.Predicate> = ([, name, args, elsePc], env) => {
  const test = env.registry.predicates.get(name)
  if (test === undefined) return () => elsePc
  return (ctx, pc) => {
    ctx.node = (ctx.frames[ctx.top] as Frame).node
    ctx.variables = EMPTY
    return test(args, ctx) ? pc + 1 : elsePc
  }
}

const buildIf: Builder<typeof Op.If> = ([, operators, paths, elsePc]) => {
  if (paths.length === 1) {
    const read = pathReader(paths[0] as Path)
    return (ctx, pc) => (isTruthy(read(ctx)) ? pc + 1 : elsePc)
  }
  return (ctx, pc) => {
    const values = resolveAll(ctx, paths)
    let result = isTruthy(values[0])
    for (let i = 1; i < values.length; i++) {
      const and = operators[i - 1] === 1
      result = and ? result && isTruthy(values[i]) : result || isTruthy(values[i])
      if (and ? !result : result) break
    }
    return result ? pc + 1 : elsePc
  }
}

const buildBindvar: Builder<typeof Op.Bindvar> = ([, name, paths, calls], env) => {
  const chain = chainOf(calls, env)
  return (ctx, pc) => {
    const values = resolveAll(ctx, paths)
    const node = (ctx.frames[ctx.top] as Frame).node
    ctx.setVar(name, chain.formatters.length === 0 ? values[0] : applyChain(ctx, chain, values, node))
    return pc + 1
  }
}

/**
 * The executor's table: for each opcode (the index), the builder of its step.
 *
 * @example
 * BUILDERS[Op.Text]([Op.Text, "hi"], env)
 */
export const BUILDERS: readonly Builder<never>[] = [
  ([, value]: Of<typeof Op.Text>) =>
    (ctx, pc) => {
      ctx.append(value)
      return pc + 1
    },
  buildVariable,
  buildSection,
  () => (ctx, pc) => {
    ctx.top--
    return pc + 1
  },
  ([, to]: Of<typeof Op.Jump>) =>
    () =>
      to,
  buildRepeat,
  buildAlternate,
  buildNext,
  buildPredicate,
  buildIf,
  buildBindvar,
  buildCtxvar,
  buildInject,
  buildMacro,
  buildInclude,
  buildEval,
] as readonly Builder<never>[]

/**
 * Runs the steps of a range until its end, or until a limit stops the render.
 *
 * @example
 * run(ctx, { steps, start: 0, end: steps.length })
 */
export const run = (ctx: RenderContext, range: CodeRange): void => {
  const { steps, end } = range
  let pc = range.start
  ctx.spend(end - pc)
  while (pc < end && ctx.budget >= 0) pc = (steps[pc] as Step)(ctx, pc)
}
