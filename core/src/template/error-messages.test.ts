import { describe, expect, it } from "vitest"
import { render, type TemplateError } from "./index.ts"

// The fixtures under test/ check each error's phase and kind; here, what each error says. The spec
// (001 §8) names the errors without wording them: the kind carries the spec's name and the message
// the reference engine's text, naming what was wrong and where a template author can find it.

const errorsOf = (template: string, json: unknown = {}) => render(template, json).errors
const said = (errors: readonly TemplateError[]) =>
  errors.map(({ phase, kind, message }) => ({ phase, kind, message }))

describe("TPL template engine errors say what went wrong", () => {
  it("TPL-042 an unknown predicate is a parse error naming the predicate, at its offset", () => {
    const errors = errorsOf("ab{.shiny?}yes{.or}no{.end}")
    expect(said(errors)).toEqual([
      { phase: "parse", kind: "unknown-predicate", message: "Predicate 'shiny?' is unknown" },
    ])
    expect(errors[0]?.offset).toBe(4)
  })

  it("TPL-042 a known predicate with a typo is unknown too; a known one is not an error", () => {
    expect(said(errorsOf("{.plurall?}a{.end}"))).toEqual([
      { phase: "parse", kind: "unknown-predicate", message: "Predicate 'plurall?' is unknown" },
    ])
    expect(errorsOf("{.plural?}a{.end}")).toEqual([])
  })

  it("TPL-043 each unclosed block is an assemble error naming the block that misses its {.end}", () => {
    const errors = errorsOf("{.section user}{.repeated section tags}{@}", { user: { tags: [1] } })
    expect(said(errors)).toEqual([
      { phase: "assemble", kind: "unclosed-block", message: "Unclosed SECTION: missing {.end}" },
      { phase: "assemble", kind: "unclosed-block", message: "Unclosed REPEATED: missing {.end}" },
    ])
    expect(errors.map((error) => error.offset)).toEqual([0, 15])
  })

  it("TPL-043 a closed block is not an error", () => {
    expect(errorsOf("{.section a}{@}{.end}{.if b}x{.end}", { a: 1, b: true })).toEqual([])
  })

  it("TPL-044 an instruction where it is not allowed is an assemble error naming the instruction", () => {
    const errors = errorsOf("a{.end}{.section x}{.alternates with}{.end}{.macro m}{.or}{.end}", { x: 1 })
    expect(said(errors)).toEqual([
      { phase: "assemble", kind: "unexpected-instruction", message: "Instruction END not allowed at root" },
      {
        phase: "assemble",
        kind: "unexpected-instruction",
        message: "ALTERNATES_WITH instruction is not allowed inside SECTION block.",
      },
      {
        phase: "assemble",
        kind: "unexpected-instruction",
        message: "OR_PREDICATE instruction is not allowed inside MACRO block.",
      },
    ])
  })

  it.each([
    ["a two-character \\x escape with one digit", "\\x4", "Invalid 2-char hex escape found"],
    ["a \\x escape with a non-hex digit", "\\x4g", "Invalid 2-char hex escape found"],
    ["a \\u escape with two digits", "\\u12", "Invalid unicode escape found"],
    ["a \\U escape with seven digits", "\\U0001F60", "Invalid unicode escape found"],
  ])("TPL-050 %s is an expression error naming the bad escape", (_, sequence, message) => {
    const errors = errorsOf(`[{.eval '${sequence}'}]`)
    expect(said(errors)).toEqual([
      {
        phase: "expression",
        kind: "expression",
        message: `Error parsing expression ${JSON.stringify(`'${sequence}'`)}: ${message}`,
      },
    ])
  })

  it("TPL-050 well-formed escapes are no error", () => {
    const { output, errors } = render("{.eval '\\x41\\u00e9\\U0001F600\\t'}", {})
    expect(errors).toEqual([])
    expect(output).toBe("Aé😀\t")
  })

  it.each([
    ["single", "'abc"],
    ["double", '"abc'],
    ["escaped closing", "'abc\\'"],
  ])("TPL-051 a %s-quoted string without its closing quote is 'Unterminated string'", (_, text) => {
    expect(said(errorsOf(`[{.eval ${text}}]`))).toEqual([
      {
        phase: "expression",
        kind: "expression",
        message: `Error parsing expression ${JSON.stringify(text)}: Unterminated string`,
      },
    ])
  })
})
