/**
 * `compile`: source → tokens → instructions → flat code (blocks assembled and written in one pass),
 * with every error found on the way.
 */

import { type Limits, limitsOf } from "../options.ts"
import { defaultRegistry, type Registry } from "../registry.ts"
import { Assembler } from "./assembler.ts"
import { ErrorSink, type TemplateError } from "./errors.ts"
import type { Code } from "./opcodes.ts"
import { type ParseEnv, parseTag } from "./parser.ts"
import { Scanner } from "./scanner.ts"
import { Token, tokenize } from "./tokenizer.ts"

/**
 * Options of {@link compile}.
 *
 * @example
 * compile(source, { limits: { maxExpressionTokens: 50 } })
 */
export interface CompileOptions {
  readonly limits?: Partial<Limits> | undefined
  /** Formatters and predicates the template may use; default: all of the engine's. */
  readonly registry?: Registry | undefined
}

/**
 * The result of compiling: the code (always usable, even with errors) and the errors.
 *
 * @example
 * const { code, errors }: Compiled = compile("{a}")
 */
export interface Compiled {
  readonly code: Code
  readonly errors: readonly TemplateError[]
}

/**
 * Compiles template source. Never throws: mistakes are reported in `errors` and the code renders
 * everything that could be understood (a tag that is not valid syntax prints as written).
 *
 * @example
 * compile("Hello {name|html}").errors // []
 */
export const compile = (source: string, options?: CompileOptions): Compiled => {
  const limits = limitsOf(options)
  const registry = options?.registry ?? defaultRegistry
  const errors = new ErrorSink(limits.maxErrors)
  const env: ParseEnv = {
    formatters: registry.formatterNames,
    predicates: registry.predicateNames,
    errors,
    maxExpressionTokens: limits.maxExpressionTokens,
  }
  const assembler = new Assembler(errors, limits.maxNesting)
  // One scanner for every tag: parsing a tag keeps nothing of it.
  const scanner = new Scanner(source, 0, 0)
  tokenize(source, (kind, start, end) => {
    if (kind === Token.Text) assembler.text(source.slice(start, end), start)
    else if (kind === Token.Tag) {
      const parsed = parseTag(scanner.reset(start, end), env)
      if (parsed === undefined) assembler.text(source.slice(start - 1, end + 1), start - 1)
      else assembler.accept(parsed)
    }
  })
  const code = assembler.finish()
  return { code, errors: errors.list() }
}
