/**
 * `@vitrine/core/template`: the JSON-Template engine — compile templates to versioned, JSON-
 * serialisable code, run it against JSON data, with every formatter and predicate of the language.
 * Errors are data, never thrown.
 *
 * @example
 * import { render } from "@vitrine/core/template"
 * render("{.repeated section items}{title|html}{.alternates with}, {.end}", { items: [{ title: "A&B" }, { title: "C" }] }).output
 * // "A&amp;B, C"
 */
export { type Compiled, type CompileOptions, compile } from "./compile/compile.ts"
export type { TemplateError, TemplateErrorKind, TemplatePhase } from "./compile/errors.ts"
export {
  CODE_VERSION,
  type Code,
  type ExprToken,
  type FormatterCall,
  type Instruction,
  Op,
  type Path,
} from "./compile/opcodes.ts"
export { DEFAULT_LIMITS, type Limits, type RenderOptions } from "./options.ts"
export * from "./plugins.ts"
export { createRegistry, defaultRegistry, type Registry } from "./registry.ts"
export { type ExecuteOptions, execute, type Rendered, render } from "./runtime/render.ts"
export { escapeAttribute } from "./values/strings.ts"
