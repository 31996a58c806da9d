/**
 * Partials are compiled lazily — on first use in a render — and cached by source, so a page with
 * fifty partials pays only for the ones it applies. Built-in templates of plugins are cached the
 * same way for the life of the process.
 */
import { type Compiled, compile } from "../compile/compile.ts"
import { type ErrorSink, templateError } from "../compile/errors.ts"
import { CODE_VERSION, type Code } from "../compile/opcodes.ts"
import { DEFAULT_LIMITS, type Limits, type RenderOptions } from "../options.ts"
import type { Registry } from "../registry.ts"
import { link } from "./link.ts"
import type { CodeRange } from "./types.ts"

const MAX_CACHED = 500
const compiled = new WeakMap<Registry, Map<string, Map<string, Compiled>>>()

/**
 * Compiles source once per registry and limits; later calls return the cached result.
 *
 * @example
 * compileCached("{a}", defaultRegistry, DEFAULT_LIMITS).code
 */
export const compileCached = (source: string, registry: Registry, limits: Limits): Compiled => {
  let byLimits = compiled.get(registry)
  if (byLimits === undefined) {
    byLimits = new Map()
    compiled.set(registry, byLimits)
  }
  // The source itself is the key of the inner map: a string keeps its hash, so looking up the
  // same template again costs no hashing of its text (a key built by concatenation would).
  const limitsKey = limits === DEFAULT_LIMITS ? "" : `${limits.maxExpressionTokens}|${limits.maxNesting}`
  let cache = byLimits.get(limitsKey)
  if (cache === undefined) {
    if (byLimits.size >= 16) byLimits.clear()
    cache = new Map()
    byLimits.set(limitsKey, cache)
  }
  let result = cache.get(source)
  if (result === undefined) {
    // Bounded: templates arriving from many sites must not grow the cache without end.
    if (cache.size >= MAX_CACHED) cache.clear()
    result = compile(source, { registry, limits })
    cache.set(source, result)
  }
  return result
}

const rangeOf = (code: Code, registry: Registry): CodeRange => link(code, registry).range

const EMPTY: CodeRange = { steps: [], start: 0, end: 0 }

/**
 * The partials of one render.
 *
 * @example
 * new Partials({ card: "{title}" }, defaultRegistry, DEFAULT_LIMITS, errors).get("card")
 */
export class Partials {
  readonly #sources: RenderOptions["partials"]
  readonly #registry: Registry
  readonly #limits: Limits
  readonly #errors: ErrorSink
  readonly #cache: boolean
  readonly #ready = new Map<string, CodeRange | undefined>()

  constructor(
    sources: RenderOptions["partials"],
    registry: Registry,
    limits: Limits,
    errors: ErrorSink,
    cache = true,
  ) {
    this.#sources = sources
    this.#cache = cache
    this.#registry = registry
    this.#limits = limits
    this.#errors = errors
  }

  /** The partial called `name`, compiled on first use; undefined when there is none. */
  get(name: string): CodeRange | undefined {
    if (this.#ready.has(name)) return this.#ready.get(name)
    const source =
      this.#sources !== undefined && Object.hasOwn(this.#sources, name) ? this.#sources[name] : undefined
    const range = source === undefined ? undefined : this.#prepare(name, source)
    this.#ready.set(name, range)
    return range
  }

  /** A plugin's built-in template, compiled once per process. */
  builtin(source: string): CodeRange {
    return rangeOf(compileCached(source, this.#registry, this.#limits).code, this.#registry)
  }

  #prepare(name: string, source: string | Code): CodeRange {
    if (typeof source !== "string") {
      if (source.version === CODE_VERSION) return rangeOf(source, this.#registry)
      this.#fail(name, `code version ${String(source.version)} is not ${CODE_VERSION}`, "code-version")
      return EMPTY
    }
    const result = this.#cache
      ? compileCached(source, this.#registry, this.#limits)
      : compile(source, { registry: this.#registry, limits: this.#limits })
    let invalid = false
    for (const error of result.errors) {
      invalid ||= error.phase === "parse" || error.phase === "assemble"
      this.#fail(name, error.message, error.phase === "expression" ? "expression" : "invalid-partial")
    }
    // As in the reference engine, a partial that does not parse renders nothing (its errors say why).
    return invalid ? EMPTY : rangeOf(result.code, this.#registry)
  }

  #fail(name: string, message: string, kind: "invalid-partial" | "expression" | "code-version"): void {
    this.#errors.add(templateError("execute", kind, `Parse of partial "${name}" failed: ${message}`))
  }
}
