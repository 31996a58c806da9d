import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  areaOf,
  caseOptions,
  casesOf,
  loadSpecCases,
  readCase,
  readProperties,
  splitSections,
} from "../../conformance/spec-cases.mjs"

describe("conformance case reader (core/conformance/spec-cases.mjs)", () => {
  it("splits sections at header lines and keeps bodies untrimmed, blank lines included", () => {
    const text = "title, ignored\n:TEMPLATE\n  {a}  \n\n:JSON\n{}\n:OUTPUT\n\nx\n"
    expect(splitSections(text)).toEqual({ TEMPLATE: "  {a}  \n", JSON: "{}", OUTPUT: "\nx\n" })
  })

  it("accepts header lines with trailing blanks or a carriage return; a repeated name keeps its last body", () => {
    expect(splitSections(":A \r\n1\n:B-2_x\t\n2\n:A\n3")).toEqual({ A: "3", "B-2_x": "2" })
    expect(splitSections("no sections here")).toEqual({})
    expect(splitSections(":not a header\n: X\n")).toEqual({})
  })

  it("property: sections written out are read back as written", () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/)
    const body = fc.array(
      fc.string().filter((line) => !line.includes("\n") && !line.startsWith(":")),
      {
        maxLength: 4,
      },
    )
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, body), { selector: ([key]) => key, maxLength: 5 }),
        (sections) => {
          const text = sections.map(([key, lines]) => [`:${key}`, ...lines].join("\n")).join("\n")
          expect(splitSections(text)).toEqual(
            Object.fromEntries(sections.map(([key, lines]) => [key, lines.join("\n")])),
          )
        },
      ),
    )
  })

  it("reads properties lines with ':', '=' or a blank between key and value, skipping comments", () => {
    expect(readProperties("# c\n! c\nlocale: de-DE\nnow=1500\n  jdk 8 \n\n")).toEqual({
      locale: "de-DE",
      now: "1500",
      jdk: "8",
    })
  })

  it("takes locale and now from :PROPERTIES, then :PARAMS, defaulting to en and no clock", () => {
    expect(caseOptions({})).toEqual({ locale: "en", now: undefined, properties: {} })
    expect(caseOptions({ PROPERTIES: "locale=fr\nnow=7" })).toEqual({
      locale: "fr",
      now: 7,
      properties: { locale: "fr", now: "7" },
    })
    expect(caseOptions({ PROPERTIES: "locale=fr", PARAMS: '{"locale":"none","now":9}' })).toMatchObject({
      locale: "none",
      now: 9,
    })
  })

  it("reads a render case with its data, partials and injects (each inject value parsed again)", () => {
    const text = [
      ":TEMPLATE",
      "{a}{.inject @x x.json}",
      ":JSON",
      '{"a": 1}',
      ":PARTIALS",
      '{"p": "{b}"}',
      ":INJECT",
      '{"x.json": "{\\"k\\": 2}"}',
      ":OUTPUT",
      "1",
    ].join("\n")
    expect(readCase("formatters/core/f-x.html", text)).toEqual({
      id: "formatters/core/f-x.html",
      area: "formatters/core",
      kind: "render",
      template: "{a}{.inject @x x.json}",
      json: { a: 1 },
      partials: { p: "{b}" },
      injects: { "x.json": { k: 2 } },
      options: { locale: "en", now: undefined, properties: {} },
      expected: "1",
    })
  })

  it("defaults the data to {}, reads an ast case, skips a file that is no case, reports bad JSON as invalid", () => {
    expect(readCase("a.html", ":TEMPLATE\nx\n:OUTPUT\nx")).toMatchObject({
      kind: "render",
      json: {},
      area: "core",
    })
    expect(readCase("a.html", ":TEMPLATE\n {a} \n:JSON\n[1]")).toMatchObject({
      kind: "ast",
      template: "{a}",
      expected: [1],
    })
    expect(readCase("a.html", ":JSON\n{}\n:OUTPUT\n")).toBeUndefined()
    expect(readCase("a.html", ":TEMPLATE\n{a}")).toBeUndefined()
    expect(readCase("a.html", ":TEMPLATE\n{a}\n:JSON\n{oops\n:OUTPUT\n")).toMatchObject({
      kind: "invalid",
      error: expect.stringContaining(":JSON is not JSON"),
    })
  })

  it("names the area by the case's folder", () => {
    expect(areaOf("predicates/commerce/p-x.html")).toBe("predicates/commerce")
    expect(areaOf("top.html")).toBe("core")
  })

  it("reads units triples: -in template, _numbers.json data, -out expected output in the named locale", () => {
    const files = new Map([
      ["units/_numbers.json", '{"n": 1}'],
      ["units/length-in.html", "{n|unit}"],
      ["units/length-out-de_CH.html", "1 m"],
      ["units/length-out-fr.html", "1 m"],
      ["units/area-out-en.html", "no -in file: not a triple, and no sections"],
      ["units/notes.json", "{}"],
    ])
    const cases = casesOf(files)
    expect(cases.map((c) => [c.id, c.options.locale])).toEqual([
      ["units/length-out-de_CH.html", "de-CH"],
      ["units/length-out-fr.html", "fr"],
    ])
    expect(cases[0]).toMatchObject({ kind: "render", template: "{n|unit}", json: { n: 1 }, expected: "1 m" })
  })

  it("loads the in-repository copy: 280 render cases, none invalid, in path order", () => {
    const cases = loadSpecCases()
    expect(cases.filter((c) => c.kind === "render")).toHaveLength(280)
    expect(cases.filter((c) => c.kind === "invalid")).toEqual([])
    const ids = cases.map((c) => c.id)
    expect(ids).toEqual([...ids].sort())
    expect(new Set(cases.map((c) => c.area.split("/")[0]))).toEqual(
      new Set(["core", "expressions", "formatters", "predicates"]),
    )
  })
})
