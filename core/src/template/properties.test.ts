import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { compile, execute, render } from "./index.ts"

/** Template-shaped text: tags, blocks, formatters and expressions glued together at random. */
const PIECES = [
  "{",
  "}",
  "{a}",
  "{a.b}",
  "{@}",
  "{@index}",
  "{a|html}",
  "{a|json}",
  "{a|nope}",
  "{a, b}",
  "{.section a}",
  "{.repeated section a}",
  "{.alternates with}",
  "{.or}",
  "{.or equal? 1}",
  "{.end}",
  "{.eof}",
  "{.if a && b}",
  "{.if a || b}",
  "{.equal? a 1}",
  "{.plural?}",
  "{.var @v a|count}",
  "{.ctx @c x=a}",
  "{.inject @i k}",
  "{.macro m}",
  "{@|apply m}",
  "{@|apply p}",
  "{.include m}",
  "{.eval 1 + a}",
  "{.eval @x = 'y' + @x}",
  "{.eval max(}",
  "{.eval 'abc}",
  "{# c}",
  "{## c",
  "##}",
  "{.meta-left}",
  "{.space}",
  "text",
  "\n",
  " ",
]
const template = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 40 })
  .map((parts) => parts.join(""))
const data = fc.record({
  a: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 })),
  b: fc.jsonValue({ maxDepth: 1 }),
})
const options = { partials: { p: "{.section a}{@|apply p}{.end}" }, limits: { maxSteps: 20_000 } }

describe("TPL engine properties", () => {
  it("TPL engine property: compiling any string never throws and returns code with errors as data", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), template), (source) => {
        const { code, errors } = compile(source)
        expect(code.version).toBe(1)
        expect(JSON.parse(JSON.stringify(code))).toEqual(code)
        for (const error of errors) expect(typeof error.message).toBe("string")
      }),
      { numRuns: 500 },
    )
  })

  it("TPL engine property: execute(compile(s)) renders what render(s) renders, errors included", () => {
    fc.assert(
      fc.property(template, data, (source, json) => {
        const compiled = compile(source, options)
        const executed = execute(compiled.code, json, options)
        const rendered = render(source, json, options)
        expect(rendered.output).toBe(executed.output)
        expect(rendered.errors).toEqual([...compiled.errors, ...executed.errors])
      }),
      { numRuns: 300 },
    )
  })

  it("TPL engine property: compiled code survives a JSON round trip (it can be cached and shipped)", () => {
    fc.assert(
      fc.property(template, data, (source, json) => {
        const { code } = compile(source)
        const shipped = JSON.parse(JSON.stringify(code))
        expect(execute(shipped, json, options).output).toBe(execute(code, json, options).output)
      }),
      { numRuns: 200 },
    )
  })

  it("TPL engine property: any template over large data stays within the step and output limits", () => {
    const limits = { maxSteps: 50_000, maxOutputLength: 200_000 }
    const big = Array.from({ length: 1000 }, (_, i) => ({ a: i, b: "x".repeat(100) }))
    const partials = { p: "{.repeated section a}{@|apply p}{@|apply p}{.end}" }
    fc.assert(
      fc.property(template, (source) => {
        const started = Date.now()
        const { output } = render(source, { a: big, b: "y".repeat(10_000) }, { partials, limits })
        expect(Date.now() - started).toBeLessThan(2000)
        expect(output.length).toBeLessThanOrEqual(limits.maxOutputLength)
      }),
      { numRuns: 200 },
    )
  })

  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.constantFrom("<script>x</script>", "a<b>c", "<<>>", "\"'&<"),
  )

  it("TPL property: html, htmlattr and htmltag never let a < or > from the data through", () => {
    fc.assert(
      fc.property(text, (value) => {
        for (const formatter of ["html", "htmlattr", "htmltag"]) {
          const { output } = render(`{v|${formatter}}`, { v: value })
          expect(output).not.toMatch(/[<>]/)
        }
        expect(render("{v|htmlattr}", { v: value }).output).not.toContain('"')
      }),
      { numRuns: 500 },
    )
  })

  it("TPL property: safe never lets a tag through", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(text, fc.constantFrom("<", ">", "<a href='x'>", "</b>")), { maxLength: 8 }),
        (parts) => {
          const { output } = render("{v|safe}", { v: parts.join("") })
          expect(output).not.toMatch(/<[^>]*>/)
        },
      ),
      { numRuns: 500 },
    )
  })

  it("TPL property: json and json-pretty never emit </script", () => {
    const hostile = fc.constantFrom("</script>", "</SCRIPT >", "</script", "</scr", "ipt>")
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        hostile,
        fc.array(tie("node"), { maxLength: 3 }),
        fc.dictionary(fc.oneof(fc.string(), hostile), tie("node"), { maxKeys: 3 }),
      ),
    })).node
    fc.assert(
      fc.property(value, (v) => {
        for (const formatter of ["json", "json-pretty"]) {
          expect(render(`{v|${formatter}}`, { v }).output.toLowerCase()).not.toContain("</script")
        }
      }),
      { numRuns: 500 },
    )
  })
})
