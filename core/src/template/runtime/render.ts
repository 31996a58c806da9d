/**
 * `execute` and `render`: the entry points that run code against data.
 */

import { compile } from "../compile/compile.ts"
import { ErrorSink, type TemplateError, templateError } from "../compile/errors.ts"
import { CODE_VERSION, type Code } from "../compile/opcodes.ts"
import { limitsOf, type RenderOptions } from "../options.ts"
import { defaultRegistry, type Registry } from "../registry.ts"
import { RenderContext } from "./context.ts"
import { run } from "./executor.ts"
import { link } from "./link.ts"
import { compileCached } from "./partials.ts"

/**
 * The result of a render: the output and every error found (compile and execute).
 *
 * @example
 * const { output, errors }: Rendered = render("{a}", { a: 1 })
 */
export interface Rendered {
  readonly output: string
  readonly errors: readonly TemplateError[]
}

/**
 * Options of {@link execute} and {@link render}, with the formatter and predicate registry.
 *
 * @example
 * execute(code, data, { locale: "en-US", registry: myRegistry })
 */
export interface ExecuteOptions extends RenderOptions {
  readonly registry?: Registry | undefined
}

/**
 * Runs compiled code against JSON data. Never throws; errors come back as data and rendering goes
 * on past them. Code of another version renders nothing, with an error.
 *
 * @example
 * execute(compile("Hi {name}").code, { name: "Ada" }).output // "Hi Ada"
 */
export const execute = (code: Code, json: unknown, options: ExecuteOptions = {}): Rendered => {
  const limits = limitsOf(options)
  const errors = new ErrorSink(limits.maxErrors)
  if (code.version !== CODE_VERSION) {
    const message = `Code version ${String(code.version)} cannot run here (expected ${CODE_VERSION})`
    return { output: "", errors: [templateError("execute", "code-version", message)] }
  }
  const registry = options.registry ?? defaultRegistry
  const { range, unknown } = link(code, registry)
  for (let i = 0; i < unknown.length; i++)
    errors.add(templateError("execute", "unknown-formatter", `Formatter '${unknown[i]}' is unknown`))
  const ctx = new RenderContext(json, options, registry, errors, limits, run)
  run(ctx, range)
  return { output: ctx.out, errors: errors.list() }
}

/**
 * Compiles and executes in one call. Compiled code is cached by source (bounded), as a server
 * rendering the same templates again and again would want; `cache: false` compiles every time.
 *
 * @example
 * render("{.section user}Hi {name|html}{.end}", { user: { name: "<Ada>" } }).output // "Hi &lt;Ada&gt;"
 */
export const render = (source: string, json: unknown, options: ExecuteOptions = {}): Rendered => {
  const registry = options.registry ?? defaultRegistry
  const limits = limitsOf(options)
  const compiled =
    options.cache === false ? compile(source, { registry, limits }) : compileCached(source, registry, limits)
  const executed = execute(compiled.code, json, options)
  if (compiled.errors.length === 0) return executed
  return { output: executed.output, errors: [...compiled.errors, ...executed.errors] }
}
