import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { CONTACT_FORM } from "./demo.ts"
import type { ValueField } from "./fields.ts"
import { checkFormValues } from "./schema.ts"
import {
  characterCount,
  EMAIL_LENGTH,
  FIELD_MESSAGES,
  fieldProblem,
  isEmail,
  textareaCounter,
  textareaLimit,
} from "./validation.ts"

const base = { title: "Field", description: "", required: true }
const text: ValueField = { type: "text", id: "t", ...base }
const email = (required: boolean): ValueField => ({ type: "email", id: "e", ...base, required })
const textarea = (maxLength?: number | string): ValueField => ({
  type: "textarea",
  id: "m",
  ...base,
  required: false,
  ...(maxLength === undefined ? {} : { maxLength }),
})
const likert: ValueField = { type: "likert", id: "l", ...base, options: ["Fast", "Friendly"] }

describe("form validation", () => {
  it.each([
    [text, ""],
    [text, "   "],
    [{ type: "select", id: "s", ...base, options: ["A"] } as ValueField, ""],
    [{ type: "radio", id: "r", ...base, options: ["A"] } as ValueField, ""],
    [{ type: "checkbox", id: "c", ...base, options: ["A"] } as ValueField, []],
    [{ type: "name", id: "n", ...base } as ValueField, ["", " "]],
    [{ type: "address", id: "a", ...base } as ValueField, ["", "", "", "", "", ""]],
    [{ type: "date", id: "d", ...base } as ValueField, ["", "", ""]],
    [{ type: "time", id: "ti", ...base } as ValueField, ["", "", "", "pm"]],
    [{ type: "phone", id: "p", ...base, showCountryCode: true } as ValueField, ["44", "", "", ""]],
  ])("FORM-022 a required %j left empty (%j) shows 'Required'", (field, value) => {
    expect(fieldProblem(field, value)).toBe("Required")
    expect(fieldProblem({ ...field, required: false } as ValueField, value)).toBeUndefined()
  })

  it("FORM-023 a required likert with a question unanswered gives the survey message", () => {
    expect(fieldProblem(likert, { Fast: "2" })).toBe("Survey is not valid. Missing a required question.")
    expect(fieldProblem(likert, { Fast: "2", Friendly: "" })).toBe(FIELD_MESSAGES.likertMissing)
    expect(fieldProblem(likert, { Fast: "2", Friendly: "-2" })).toBeUndefined()
    expect(fieldProblem({ ...likert, required: false }, {})).toBeUndefined()
  })

  it("FORM-024 section items are never validated: a form of sections only always passes", () => {
    const sections = CONTACT_FORM.fields.filter((field) => field.type === "section")
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(checkFormValues({ fields: sections }, values)).toEqual({ ok: true, values: {} })
      }),
    )
  })

  it.each([
    ["a@b.co", true],
    ["ada.lovelace+shop@mail.example.com", true],
    ["ada@example.info", true],
    ["ada@example.museum", false],
    ["ada@example", false],
    ["ada@@example.com", false],
    ["ada @example.com", false],
    ["@example.com", false],
    ["ada@.com", false],
    ["ada@example.c0m", false],
  ])("FORM-027 %j passes the email check: %s", (address, ok) => {
    expect(isEmail(address)).toBe(ok)
  })

  it("FORM-027 the email check takes 3 to 256 characters", () => {
    expect(EMAIL_LENGTH).toEqual({ min: 3, max: 256 })
    const local = (n: number) => "a".repeat(n)
    expect(isEmail(`${local(256 - "@example.com".length)}@example.com`)).toBe(true)
    expect(isEmail(`${local(257 - "@example.com".length)}@example.com`)).toBe(false)
    fc.assert(
      fc.property(fc.string({ maxLength: 2 }), (short) => {
        expect(isEmail(short)).toBe(false)
      }),
    )
  })

  it("FORM-028 an email field is valid empty and not required, or when it passes the check; otherwise the format message", () => {
    expect(fieldProblem(email(false), "")).toBeUndefined()
    expect(fieldProblem(email(false), "ada@example.com")).toBeUndefined()
    expect(fieldProblem(email(false), "ada@")).toBe(
      "Email is not valid. Email addresses should follow the format user@domain.com.",
    )
    expect(fieldProblem(email(true), "")).toBe(FIELD_MESSAGES.required)
  })

  it("FORM-029 a textarea with a max length must not exceed it", () => {
    expect(fieldProblem(textarea(5), "12345")).toBeUndefined()
    expect(fieldProblem(textarea(5), "123456")).toBe("You have exceeded the character limit.")
    expect(fieldProblem(textarea(2), "😀😀")).toBeUndefined()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.string({ maxLength: 80 }), (limit, value) => {
        const over = characterCount(value) > limit
        expect(fieldProblem(textarea(limit), value)).toBe(over ? FIELD_MESSAGES.characterLimit : undefined)
      }),
    )
  })

  it("FORM-030 the counter reads 'n / max', flagged as an error when over", () => {
    expect(textareaCounter("Hello", { maxLength: 10 })).toEqual({ text: "5 / 10", over: false })
    expect(textareaCounter("Hello", { maxLength: "5" })).toEqual({ text: "5 / 5", over: false })
    expect(textareaCounter("Hello!", { maxLength: 5 })).toEqual({ text: "6 / 5", over: true })
  })

  it.each([[undefined], ["abc"], [0], ["0"], [""], [-3], [2.5]])(
    "FORM-031 a max length of %j means no counter and no limit",
    (maxLength) => {
      const field = maxLength === undefined ? {} : { maxLength }
      expect(textareaLimit(field)).toBeUndefined()
      expect(textareaCounter("x".repeat(10_000), field)).toBeUndefined()
      expect(fieldProblem(textarea(maxLength), "x".repeat(10_000))).toBeUndefined()
    },
  )

  it.each([
    [{ type: "select", id: "s", ...base, options: ["Red"] } as ValueField, "Purple", "Purple"],
    [{ type: "checkbox", id: "c", ...base, options: ["Red"] } as ValueField, ["Red", "Blue"], "Blue"],
    [likert, { Slow: "1" }, "Slow"],
    [likert, { Fast: "7", Friendly: "1" }, "7"],
  ])(
    "EDITOR-018 a value that is not one of the options reads '{val} is not one of the expected options'",
    (field, value, stray) => {
      expect(fieldProblem(field, value)).toBe(`${stray} is not one of the expected options`)
    },
  )
})
