/**
 * Phase 5, continued: the steps of the directives — `.ctx`, `.inject`, `.macro`, `.include` and
 * `.eval`.
 */

import type { Instruction, Op } from "../compile/opcodes.ts"
import { evaluateOne, settle, toEvaluator } from "../expression/closures.ts"
import type { Literal } from "../expression/coerce.ts"
import { evaluate } from "../expression/evaluate.ts"
import { setOwn } from "../values/lookups.ts"
import type { Frame } from "./frame.ts"
import type { CodeRange, LinkEnv, Step } from "./types.ts"

type Of<O extends Op> = Extract<Instruction, readonly [O, ...unknown[]]>

/**
 * `.ctx @name key=path …`: an object of resolved values.
 *
 * @example
 * buildCtxvar([Op.Ctxvar, "@pair", [["a", ["x"]]]])(ctx, pc)
 */
export const buildCtxvar =
  ([, name, bindings]: Of<typeof Op.Ctxvar>): Step =>
  (ctx, pc) => {
    const value: Record<string, unknown> = {}
    // A binding that leads nowhere is null, as in the reference engine (it shows in `json`).
    for (const [key, path] of bindings) setOwn(value, key, ctx.resolvePath(path) ?? null)
    ctx.setVar(name, value)
    return pc + 1
  }

/**
 * `.inject @name key`: a value the caller supplied in `options.injects`.
 *
 * @example
 * buildInject([Op.Inject, "@cfg", "config.json"])(ctx, pc)
 */
export const buildInject =
  ([, name, key]: Of<typeof Op.Inject>): Step =>
  (ctx, pc) => {
    const injects = ctx.options.injects
    ctx.setVar(name, injects !== undefined && Object.hasOwn(injects, key) ? injects[key] : undefined)
    return pc + 1
  }

/**
 * `.macro name`: defines the macro in the current scope and skips its body.
 *
 * @example
 * buildMacro([Op.Macro, "card", 7], env, 3)(ctx, 3) // 7
 */
export const buildMacro = ([, name, endPc]: Of<typeof Op.Macro>, env: LinkEnv, pc: number): Step => {
  const body: CodeRange = { steps: env.steps, start: pc + 1, end: endPc }
  return (ctx) => {
    const frame = ctx.frames[ctx.top] as Frame
    if (frame.macros === undefined) frame.macros = new Map()
    frame.macros.set(name, body)
    return endPc
  }
}

/**
 * `.include name [output]`: runs a macro or partial in the current scope, so the variables it sets
 * stay; its output is dropped unless `output` is given.
 *
 * @example
 * buildInclude([Op.Include, "setup", 0])(ctx, pc)
 */
export const buildInclude =
  ([, name, output]: Of<typeof Op.Include>): Step =>
  (ctx, pc) => {
    if (ctx.options.enableInclude === false) return pc + 1
    const range = ctx.findPartial(name)
    if (range === undefined) ctx.missingPartial(name)
    else if (ctx.enterPartial(name)) {
      const out = ctx.out
      const top = ctx.top
      ctx.run(ctx, range)
      ctx.top = top
      if (output === 0) ctx.out = out
      ctx.partialDepth--
    }
    return pc + 1
  }

const literalText = (value: Literal): string =>
  typeof value === "string" ? value : value === null ? "" : String(value)

/**
 * `.eval expression`: prints the value of the last expression. The `@variables` it assigns are
 * kept only when no error occurred: assignments are logged and undone after an error.
 *
 * @example
 * buildEval([Op.Eval, expressions, 0, "1 + 2"])(ctx, pc)
 */
export const buildEval = ([, expressions, debug, source]: Of<typeof Op.Eval>): Step => {
  const programs = expressions.map(toEvaluator)
  const only = programs.length === 1 ? programs[0] : undefined
  // A long expression is charged to the step budget by its size, so that a loop of giant
  // expressions stops as soon as a loop of small instructions would.
  const cost = expressions.reduce((sum, tokens) => sum + tokens.length, 0) >> 3
  // One expression fails before it assigns and has no value after an error: nothing to undo.
  if (only !== undefined && debug === 0) {
    const step = only.step
    // `{.eval a * 2}`: a literal value (the usual result) prints without further checks.
    if (!only.assigns)
      return (ctx, pc) => {
        if (!ctx.expressionsEnabled) return pc + 1
        if (cost !== 0) ctx.spend(cost)
        ctx.expressionSource = source
        const entry = step(ctx)
        if (typeof entry === "string") ctx.append(entry)
        else if (typeof entry === "number" || typeof entry === "boolean") ctx.append(String(entry))
        else {
          const value = settle(only, entry, ctx)
          if (value !== undefined) ctx.append(literalText(value))
        }
        return pc + 1
      }
    return (ctx, pc) => {
      if (!ctx.expressionsEnabled) return pc + 1
      if (cost !== 0) ctx.spend(cost)
      ctx.expressionSource = source
      const value = evaluateOne(only, ctx)
      if (value !== undefined) ctx.append(literalText(value))
      return pc + 1
    }
  }
  // Only an expression that assigns needs its assignments logged.
  const assigns = expressions.some((tokens) => tokens.some((token) => token[0] === "o" && token[1] === "="))
  return (ctx, pc) => {
    if (!ctx.expressionsEnabled) return pc + 1
    if (cost !== 0) ctx.spend(cost)
    if (debug !== 0) ctx.append(debug)
    const errors = ctx.errors.count
    if (assigns) ctx.startUndo()
    ctx.expressionSource = source
    const value = evaluate(programs, ctx)
    if (ctx.errors.count !== errors) {
      if (assigns) ctx.undo()
      return pc + 1
    }
    if (assigns) ctx.stopUndo()
    if (value !== undefined) {
      if (debug !== 0) ctx.append(" -> ")
      ctx.append(literalText(value))
    }
    return pc + 1
  }
}
