/**
 * Template errors are data: each names the phase that found it and a kind a program can switch on.
 * Compiling and rendering never throw; they return these next to their result (TPL-041..TPL-051).
 */

/**
 * The phase that found an error.
 *
 * @example
 * const phase: TemplatePhase = "assemble"
 */
export type TemplatePhase = "parse" | "assemble" | "expression" | "execute"

/**
 * What went wrong.
 *
 * @example
 * const kind: TemplateErrorKind = "unknown-formatter"
 */
export type TemplateErrorKind =
  | "unknown-formatter"
  | "unknown-predicate"
  | "unclosed-block"
  | "unexpected-instruction"
  | "dead-code"
  | "missing-partial"
  | "partial-recursion"
  | "invalid-partial"
  | "expression"
  | "limit"
  | "code-version"
  | "plugin"

/**
 * One error found while compiling or rendering a template.
 *
 * @example
 * const error: TemplateError = { phase: "parse", kind: "unknown-formatter", message: "Formatter 'x' is unknown" }
 */
export interface TemplateError {
  readonly phase: TemplatePhase
  readonly kind: TemplateErrorKind
  readonly message: string
  /** Character offset in the template source, where known. */
  readonly offset?: number
}

/**
 * Builds a {@link TemplateError}.
 *
 * @example
 * templateError("execute", "missing-partial", "Attempt to apply partial 'x' which could not be found.")
 */
export const templateError = (
  phase: TemplatePhase,
  kind: TemplateErrorKind,
  message: string,
  offset?: number,
): TemplateError => (offset === undefined ? { phase, kind, message } : { phase, kind, message, offset })

/**
 * A bounded list of errors: past `max`, errors are counted and summarised by one last entry, so a
 * hostile template cannot fill memory with error objects.
 *
 * @example
 * const sink = new ErrorSink(100); sink.add(templateError("execute", "plugin", "oops")); sink.list()
 */
export class ErrorSink {
  readonly #max: number
  readonly #errors: TemplateError[] = []
  #dropped = 0
  #phase: TemplatePhase = "execute"
  /** How many errors were reported, kept or not. */
  count = 0

  constructor(max: number) {
    this.#max = max
  }

  /** Records an error, or counts it when the list is full. */
  add(error: TemplateError): void {
    this.count++
    if (this.#errors.length < this.#max) this.#errors.push(error)
    else {
      this.#dropped++
      this.#phase = error.phase
    }
  }

  /** The errors, with a summary entry when some were dropped. */
  list(): TemplateError[] {
    if (this.#dropped === 0) return this.#errors
    return [
      ...this.#errors,
      templateError(this.#phase, "limit", `${this.#dropped} more errors were not kept`),
    ]
  }
}
