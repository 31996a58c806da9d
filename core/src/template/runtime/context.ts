/**
 * The state of one render, in one object: the scopes (see `scopes.ts`), the output, errors, limits,
 * partials, and the services offered to plugins (it is the {@link PluginContext} they receive).
 */
import type { CLDR } from "@phensley/cldr"
import { type ErrorSink, templateError } from "../compile/errors.ts"
import type { ExpressionHost } from "../expression/coerce.ts"
import { isLocale, isTimeZone } from "../i18n/intl.ts"
import type { Limits, RenderOptions } from "../options.ts"
import type { ApplyOptions, PluginContext } from "../plugins.ts"
import type { Registry } from "../registry.ts"
import { stepPath } from "../values/values.ts"
import type { Frame } from "./frame.ts"
import { Partials } from "./partials.ts"
import { Scopes } from "./scopes.ts"
import type { CodeRange } from "./types.ts"

/**
 * Runs instructions `pc` up to `end` of `range.ops`; injected to keep the executor and context apart.
 *
 * @example
 * const runner: Runner = run
 */
export type Runner = (ctx: RenderContext, range: CodeRange) => void

const EMPTY: readonly unknown[] = []
const DEFAULT_TIME_ZONE = "America/New_York"

/**
 * Per-render state. Created by `execute`; plugins see it through {@link PluginContext}.
 *
 * @example
 * const ctx = new RenderContext(data, options, registry, errors, limits, run)
 */
export class RenderContext extends Scopes implements PluginContext, ExpressionHost {
  out = ""
  steps = 0
  /** Instructions still allowed; -1 once rendering was stopped by a limit. */
  budget: number
  partialDepth = 0
  node: unknown = undefined
  variables: readonly unknown[] = EMPTY
  readonly options: RenderOptions
  readonly registry: Registry
  readonly errors: ErrorSink
  readonly limits: Limits
  readonly run: Runner
  readonly partials: Partials
  #now: number | undefined
  #timeZone: string | undefined
  #locale: string | undefined
  readonly #maxOutputLength: number
  /** Output held by the captures this one runs inside: it counts against the output limit too. */
  #outside = 0
  /** `{.eval}` runs (options.enableExpr, default true). */
  readonly expressionsEnabled: boolean
  /** The source of the `.eval` being evaluated, for its error messages. */
  expressionSource = ""

  constructor(
    root: unknown,
    options: RenderOptions,
    registry: Registry,
    errors: ErrorSink,
    limits: Limits,
    run: Runner,
  ) {
    super(root)
    this.options = options
    this.registry = registry
    this.errors = errors
    this.limits = limits
    this.budget = limits.maxSteps
    this.#maxOutputLength = limits.maxOutputLength
    this.expressionsEnabled = options.enableExpr !== false
    this.run = run
    this.partials = new Partials(options.partials, registry, limits, errors, options.cache !== false)
  }

  /** Appends output, stopping the render when it grows past the limit. */
  append(text: string): void {
    const out = this.out + text
    if (out.length + this.#outside <= this.#maxOutputLength) {
      this.out = out
      return
    }
    // The output ends exactly at the limit, whatever the size of the piece that crossed it.
    this.out = out.slice(0, Math.max(0, this.#maxOutputLength - this.#outside))
    this.halt(`Output longer than ${this.limits.maxOutputLength} characters; rendering stopped`)
  }

  /** Charges the step budget for `steps` instructions about to run; stops the render past it. */
  spend(steps: number): void {
    this.steps += steps
    if (this.steps > this.limits.maxSteps) {
      this.halt(`More than ${this.limits.maxSteps} instructions executed; rendering stopped`)
    }
  }

  /** Stops rendering (a limit was reached): every running loop ends at its next instruction. */
  halt(message: string): void {
    if (this.budget < 0) return
    this.budget = -1
    this.errors.add(templateError("execute", "limit", message))
  }

  /** The innermost macro called `name`, else the partial. */
  findPartial(name: string): CodeRange | undefined {
    for (let i = this.top; i >= 0; i--) {
      const macro = this.frames[i]?.macros?.get(name)
      if (macro !== undefined) return macro
    }
    return this.partials.get(name)
  }

  /** Runs a range in a new scope and returns its output (for `apply` and built-in templates). */
  capture(range: CodeRange, value: unknown, options: ApplyOptions | undefined): string {
    const out = this.out
    const top = this.top
    const node = this.node
    const variables = this.variables
    this.out = ""
    this.#outside += out.length
    const frame = this.push(value)
    if (options?.private === true) frame.stop = true
    if (options?.args !== undefined) this.setVar("@args", options.args)
    this.run(this, range)
    const output = this.out
    this.#outside -= out.length
    this.out = out
    this.top = top
    this.node = node
    this.variables = variables
    return output
  }

  /** Counts one more nested partial; false (with the error) past the limit. */
  enterPartial(name: string): boolean {
    if (this.partialDepth >= this.limits.maxPartialDepth) {
      const message = `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${this.limits.maxPartialDepth}`
      this.errors.add(templateError("execute", "partial-recursion", message))
      return false
    }
    this.partialDepth++
    return true
  }

  /** Reports an expression error against the expression being evaluated (ExpressionHost). */
  expressionError(message: string): void {
    const error = `Error reducing expression: ${this.expressionSource}: ${message}`
    this.errors.add(templateError("expression", "expression", error))
  }

  /** The longest string `+` may build (ExpressionHost). */
  get maxStringLength(): number {
    return this.limits.maxStringLength
  }

  /** Reports a missing partial or macro. */
  missingPartial(name: string): void {
    this.errors.add(
      templateError(
        "execute",
        "missing-partial",
        `Attempt to apply partial '${name}' which could not be found.`,
      ),
    )
  }

  get locale(): string {
    if (this.#locale === undefined) {
      const tag = this.options.locale ?? "en"
      this.#locale = isLocale(tag) ? tag : "en"
      if (this.#locale !== tag) this.error(`Unknown locale ${tag}; using en`)
    }
    return this.#locale
  }

  get cldr(): CLDR | undefined {
    return this.options.cldr
  }

  get now(): number {
    // The one clock read of the engine: only when the caller gave no "now", once per render.
    this.#now ??= this.options.now ?? Date.now()
    return this.#now
  }

  get timeZone(): string {
    if (this.#timeZone === undefined) {
      const site = stepPath(stepPath((this.frames[0] as Frame).node, "website"), "timeZone")
      const zone =
        this.options.timeZone ?? (typeof site === "string" && site !== "" ? site : DEFAULT_TIME_ZONE)
      // TPL-013: a zone the database does not know is reported, and the default is used.
      this.#timeZone = isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE
      if (this.#timeZone !== zone) this.error(`Failed to load timezone ${zone}`)
    }
    return this.#timeZone
  }

  applyPartial(name: string, value: unknown, options?: ApplyOptions): string {
    const range = this.findPartial(name)
    if (range === undefined) {
      this.missingPartial(name)
      return ""
    }
    if (!this.enterPartial(name)) return ""
    const output = this.capture(range, value, options)
    this.partialDepth--
    return output
  }

  renderTemplate(source: string, value: unknown): string {
    return this.capture(this.partials.builtin(source), value, undefined)
  }

  error(message: string): void {
    this.errors.add(templateError("execute", "plugin", message))
  }
}
