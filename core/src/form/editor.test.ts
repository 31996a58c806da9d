import { describe, expect, it } from "@effect/vitest"
import { editorProperties, HIDDEN_VALUE_PLACEHOLDER } from "./editor.ts"
import { FIELD_TYPES } from "./fields.ts"

const off = { textareaMaxLength: false }

describe("form editor properties", () => {
  it("FORM-015 phone has showCountryCode", () => {
    expect(editorProperties("phone", off)).toContain("showCountryCode")
  })

  it("FORM-016 section has underline", () => {
    expect(editorProperties("section", off)).toEqual(["underline"])
  })

  it.each(["radio", "checkbox", "select", "likert"] as const)("FORM-017 %s has options", (type) => {
    expect(editorProperties(type, off)).toContain("options")
  })

  it("FORM-018 hidden has key and value", () => {
    expect(editorProperties("hidden", off)).toEqual(["key", "value"])
  })

  it("FORM-019 every other type has description and required (decided: every visible value field)", () => {
    for (const type of FIELD_TYPES.filter((one) => one !== "section" && one !== "hidden")) {
      expect(editorProperties(type, off).slice(0, 2)).toEqual(["description", "required"])
    }
  })

  it("FORM-020 textarea gets maxLength only under the feature flag", () => {
    expect(editorProperties("textarea", off)).not.toContain("maxLength")
    expect(editorProperties("textarea", { textareaMaxLength: true })).toContain("maxLength")
    expect(editorProperties("text", { textareaMaxLength: true })).not.toContain("maxLength")
  })

  it("FORM-021 a hidden field's value input shows a masked password placeholder", () => {
    expect(HIDDEN_VALUE_PLACEHOLDER).toMatch(/^•+$/)
  })
})
