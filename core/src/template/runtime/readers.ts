/**
 * How steps read data: paths specialised by shape (a plain member, a `@variable`, `@index`, a
 * section's own member), and formatter chains linked to their functions.
 */

import type { FormatterCall, Path } from "../compile/opcodes.ts"
import type { Formatter } from "../plugins.ts"
import { stepPath } from "../values/values.ts"
import type { RenderContext } from "./context.ts"
import type { Frame } from "./frame.ts"
import type { LinkEnv } from "./types.ts"

const identity: Formatter = (value) => value

/**
 * A formatter chain with its functions.
 *
 * @example
 * const chain: Chain = { formatters: [html], args: [[]] }
 */
export interface Chain {
  readonly formatters: readonly Formatter[]
  readonly args: readonly (readonly string[])[]
}

/**
 * Links formatter calls to the registry's functions (an unknown name leaves the value as is; the
 * linker reports it).
 *
 * @example
 * chainOf([["html", []]], env)
 */
export const chainOf = (calls: readonly FormatterCall[], env: LinkEnv): Chain => ({
  formatters: calls.map(([name]) => env.registry.formatters.get(name) ?? identity),
  args: calls.map(([, args]) => args),
})

/**
 * Runs a formatter chain; `node` is what plugins see as `ctx.node`.
 *
 * @example
 * applyChain(ctx, chain, [value], value)
 */
export const applyChain = (
  ctx: RenderContext,
  chain: Chain,
  values: readonly unknown[],
  node: unknown,
): unknown => {
  let value = values[0]
  const { formatters, args } = chain
  for (let i = 0; i < formatters.length; i++) {
    ctx.node = node
    ctx.variables = values
    value = (formatters[i] as Formatter)(value, args[i] as readonly string[], ctx)
  }
  return value
}

/**
 * Every path resolved as a variable tag resolves it.
 *
 * @example
 * resolveAll(ctx, [["a"], ["b", 0]])
 */
export const resolveAll = (ctx: RenderContext, paths: readonly Path[]): unknown[] => {
  const values = new Array<unknown>(paths.length)
  for (let i = 0; i < paths.length; i++) values[i] = ctx.resolvePath(paths[i] as Path)
  return values
}

/** The rest of a path after its first segment. */
const follow = (value: unknown, path: Path): unknown => {
  let current = value
  for (let i = 1; i < path.length && current !== undefined; i++)
    current = stepPath(current, path[i] as string | number)
  return current
}

/** A section's path: its first name in the current scope only, then members. */
const sectionValue = (ctx: RenderContext, path: Path): unknown =>
  follow(ctx.scopeName(path[0] as string | number, ctx.frames[ctx.top] as Frame), path)

/** A lone `@variable` (not `@`, `@index` or `@index0`) can take the variable lookup. */
const variableName = (path: Path): string | undefined => {
  const name = path[0]
  return path.length === 1 &&
    typeof name === "string" &&
    name.length > 1 &&
    name.charCodeAt(0) === 64 &&
    name !== "@index" &&
    name !== "@index0"
    ? name
    : undefined
}

/** A plain member name (not `@…`, not `__proto__`) first in a path can take the fast lookup. */
const plainFirst = (path: Path): string | undefined => {
  const name = path[0]
  return typeof name === "string" && name.charCodeAt(0) !== 64 && name !== "__proto__" ? name : undefined
}

/**
 * How a step reads a path, specialised for the common shapes.
 *
 * @example
 * pathReader(["title"])(ctx)
 */
export const pathReader = (path: Path): ((ctx: RenderContext) => unknown) => {
  const variable = variableName(path)
  if (variable !== undefined) return (ctx) => ctx.lookupVar(variable)
  if (path.length === 1 && (path[0] === "@index" || path[0] === "@index0")) {
    const offset = path[0] === "@index" ? 1 : 0
    return (ctx) => ctx.lookupIndex(offset)
  }
  const name = plainFirst(path)
  if (name === undefined) return (ctx) => ctx.resolvePath(path)
  if (path.length === 1) return (ctx) => ctx.lookupMember(name)
  return (ctx) => {
    const first = ctx.lookupMember(name)
    return first === null ? undefined : follow(first, path)
  }
}

/**
 * How a section reads its path: its first name in the current scope only (a plain name is a member
 * of the current scope's value), then members.
 *
 * @example
 * sectionReader(["items"])(ctx)
 */
export const sectionReader = (path: Path): ((ctx: RenderContext) => unknown) => {
  const name = plainFirst(path)
  if (name === undefined) return (ctx) => sectionValue(ctx, path)
  return (ctx) => {
    const node = (ctx.frames[ctx.top] as Frame).node
    if (typeof node !== "object" || node === null) return undefined
    const value = (node as Record<string, unknown>)[name]
    return typeof value === "function" ? undefined : follow(value, path)
  }
}
