import { describe, expect, it } from "vitest"
import { defaultRegistry, render } from "../index.ts"

const summary = (field: unknown): string => {
  const { output, errors } = render("{field|summary-form-field}", { field })
  expect(errors).toEqual([])
  return output
}

/** The answer part of a summary: what follows the bold title, up to the closing div. */
const answer = (field: unknown): string | undefined =>
  /<\/span> ([\s\S]*)\n<\/div>$/.exec(summary(field))?.[1]

describe("FORM-014 summary-form-field", () => {
  it("TPL-041 summary-form-field is registered", () => {
    expect(defaultRegistry.formatterNames.has("summary-form-field")).toBe(true)
  })

  it("FORM-014 the field's title in bold, escaped, then the answer", () => {
    expect(summary({ type: "text", rawTitle: "A <b> & B", value: "x" })).toBe(
      '<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">A &lt;b&gt; &amp; B:</span> x\n</div>',
    )
  })

  it.each([
    ["address", { values: {} }],
    ["address", { values: "123 Main St" }],
    ["checkbox", { values: [] }],
    ["checkbox", { values: ["", " "] }],
    ["checkbox", { value: "" }],
    ["date", { values: { Month: "", Day: "", Year: "" } }],
    ["likert", { values: {} }],
    ["likert", { values: ["1"] }],
    ["name", { values: ["John", "Doe"] }],
    ["phone", { values: { Country: "1" } }],
    ["time", { values: { Ampm: "am" } }],
    ["text", {}],
    ["text", { value: "   " }],
    ["text", { value: { a: 1 } }],
    ["", {}],
  ])("FORM-013 an empty %s answer %j shows N/A", (type, fields) => {
    expect(answer({ type, rawTitle: "Q", ...fields })).toBe("N/A")
  })

  it.each([[null], [undefined], ["text"], [42], [["a"]]])(
    "TPL a value that is not a field object (%j) prints nothing",
    (field) => {
      expect(summary(field)).toBe("")
    },
  )

  it("FORM-010 likert answers read as their texts; an unknown answer is shown as given", () => {
    const field = { type: "likert", rawTitle: "Views", values: { A: "-2", B: -1, C: "0", "<D>": "9" } }
    expect(answer(field)).toBe(
      [
        '<div style="padding-left:5px;">',
        '  <div><span style="font-weight:bold;">A:</span> Strongly Disagree</div>',
        '  <div><span style="font-weight:bold;">B:</span> Disagree</div>',
        '  <div><span style="font-weight:bold;">C:</span> Neutral</div>',
        '  <div><span style="font-weight:bold;">&lt;D&gt;:</span> 9</div>',
        "</div>",
      ].join("\n"),
    )
  })

  it("FORM-004 an address leaves out missing lines and escapes what the visitor typed", () => {
    const field = {
      type: "address",
      rawTitle: "Address",
      values: { Line1: "<1 Main>", City: "Paris", Country: "FR" },
    }
    expect(answer(field)).toBe(
      '<div style="padding-left:5px;">\n  <div>&lt;1 Main&gt;</div>\n  <div>Paris, FR</div>\n</div>',
    )
  })

  it.each([
    [{ type: "name", values: { First: "Ann", Last: 7 } }, "Ann 7"],
    [{ type: "date", values: { Month: 1, Day: 2, Year: 2024 } }, "1/2/2024"],
    [{ type: "time", values: { Hour: "10", Minute: 5, Ampm: "pm" } }, "10:05:00 pm"],
    [
      { type: "phone", values: { Areacode: "020", Prefix: "7946", Line: "0000", Country: "" } },
      "020-7946-0000",
    ],
    [{ type: "checkbox", values: ["A & B", 2, null, "C"] }, "A &amp; B, 2, C\n"],
    [{ type: "checkbox", value: "<Yes>" }, "&lt;Yes&gt;"],
    [{ type: "checkbox", value: "x", values: ["A"] }, "A\n"],
    [{ type: "text", value: 12 }, "12"],
    [{ type: "select", value: ["One", "Two"] }, "One, Two"],
    [{ type: "email", value: "<a@b.c>" }, "&lt;a@b.c&gt;"],
    [{ type: "toString", value: "plain" }, "plain"],
  ])("FORM-012 %j reads %j", (field, text) => {
    expect(answer({ rawTitle: "Q", ...field })).toBe(text)
  })
})
