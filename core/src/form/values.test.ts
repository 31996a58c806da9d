import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { FormDefinitionSchema } from "./definition.ts"
import { CONTACT_FORM, DEMO_FORMS } from "./demo.ts"
import { FIELD_TYPES, type ValueField } from "./fields.ts"
import { checkFormValues, formSchema } from "./schema.ts"
import { isValueField } from "./value-field.ts"
import { emptyValue, hiddenValue, phoneParts, SUB_FIELDS } from "./values.ts"

const field = (id: string) => CONTACT_FORM.fields.find((one) => one.id === id) as ValueField
const decode = (values: unknown) =>
  Schema.decodeUnknownSync(formSchema(CONTACT_FORM, { validate: false }))(values)

describe("form definitions and value shapes", () => {
  it("FORM-001 a definition has id, name, fields, the submission and disclaimer texts, the success URL and the captcha settings", () => {
    const decoded = Schema.decodeUnknownSync(FormDefinitionSchema)(CONTACT_FORM)
    for (const key of [
      "id",
      "name",
      "fields",
      "parsedSubmissionMessage",
      "submissionHTML",
      "successRedirect",
      "parsedDisclaimerMessage",
      "captchaEnabled",
      "captchaTheme",
      "captchaAlignment",
    ]) {
      expect(decoded).toHaveProperty(key)
    }
  })

  it("FORM-002 there are exactly the 19 field types, and the demo contact form has one of each", () => {
    expect([...FIELD_TYPES].sort()).toEqual(
      [
        "text",
        "textarea",
        "email",
        "currency",
        "number",
        "website",
        "password",
        "twitter",
        "date",
        "time",
        "name",
        "address",
        "phone",
        "section",
        "radio",
        "checkbox",
        "select",
        "likert",
        "hidden",
      ].sort(),
    )
    expect(new Set(CONTACT_FORM.fields.map((one) => one.type))).toEqual(new Set(FIELD_TYPES))
  })

  it("every demo form is a valid definition", () => {
    for (const form of DEMO_FORMS) expect(Schema.decodeUnknownSync(FormDefinitionSchema)(form)).toEqual(form)
  })

  it("a definition with two fields of one id, an unsafe id or an unsafe success URL is refused", () => {
    const decode = Schema.decodeUnknownResult(FormDefinitionSchema)
    const twice = { ...CONTACT_FORM, fields: [CONTACT_FORM.fields[1], CONTACT_FORM.fields[1]] }
    expect(decode(twice)._tag).toBe("Failure")
    const proto = { ...CONTACT_FORM, fields: [{ ...CONTACT_FORM.fields[1], id: "__proto__" }] }
    expect(decode(proto)._tag).toBe("Failure")
    for (const url of ["javascript:alert(1)", "//evil.example", "data:text/html,x", "ftp://x"]) {
      expect(decode({ ...CONTACT_FORM, successRedirect: url })._tag).toBe("Failure")
    }
    for (const url of ["/thanks", "https://example.com/thanks?from=form"]) {
      expect(decode({ ...CONTACT_FORM, successRedirect: url })._tag).toBe("Success")
    }
  })

  it("FORM-003 a section is not a value field: it has no key in the values", () => {
    const sections = CONTACT_FORM.fields.filter((one) => !isValueField(one))
    expect(sections.map((one) => one.type)).toEqual(["section", "section"])
    const values = decode({})
    for (const section of sections) expect(Object.hasOwn(values, section.id)).toBe(false)
  })

  it("FORM-004 name, address, date and time values are the list of their sub-field values", () => {
    expect(SUB_FIELDS.name).toHaveLength(2)
    expect(SUB_FIELDS.address).toHaveLength(6)
    expect(SUB_FIELDS.date).toHaveLength(3)
    expect(SUB_FIELDS.time).toHaveLength(4)
    const values = {
      name: ["Ada", "Lovelace"],
      address: ["1 Main St", "", "London", "", "N1", "GB"],
      "visit-date": ["11", "23", "2026"],
      "visit-time": ["9", "15", "00", "am"],
    }
    expect(decode(values)).toMatchObject(values)
    expect(checkFormValues(CONTACT_FORM, { name: ["Ada"] }, { validate: false }).ok).toBe(false)
  })

  it("FORM-005 a phone value of exactly 3 parts gets a blank country part prepended; 4 parts are kept", () => {
    expect(phoneParts(["646", "123", "0000"])).toEqual(["", "646", "123", "0000"])
    expect(decode({ phone: ["646", "123", "0000"] }).phone).toEqual(["", "646", "123", "0000"])
    expect(decode({ phone: ["1", "646", "123", "0000"] }).phone).toEqual(["1", "646", "123", "0000"])
    expect(checkFormValues(CONTACT_FORM, { phone: ["646", "123"] }, { validate: false }).ok).toBe(false)
  })

  it("FORM-006 a checkbox value is the list of checked values", () => {
    expect(decode({ interests: ["Linen", "Wool"] }).interests).toEqual(["Linen", "Wool"])
    expect(emptyValue(field("interests"))).toEqual([])
  })

  it("FORM-007 a radio value is the single checked value", () => {
    expect(decode({ "reply-by": "Email" })["reply-by"]).toBe("Email")
    expect(checkFormValues(CONTACT_FORM, { "reply-by": ["Email"] }, { validate: false }).ok).toBe(false)
  })

  it("FORM-008 a select value is the selected value", () => {
    expect(decode({ topic: "Order" }).topic).toBe("Order")
  })

  it("FORM-009 a likert value is a map of question to the checked answer", () => {
    const survey = { "The store was easy to use": "2", "Delivery was fast": "-1" }
    expect(decode({ survey }).survey).toEqual(survey)
    expect(emptyValue(field("survey"))).toEqual({})
  })

  it("FORM-011 a hidden field reads the query parameter named by its key, else its default value", () => {
    const hidden = field("source") as Extract<ValueField, { type: "hidden" }>
    expect(hiddenValue(hidden, { utm_source: "newsletter" })).toBe("newsletter")
    expect(hiddenValue(hidden, { other: "x" })).toBe("site")
    expect(hiddenValue(hidden, { utm_source: "" })).toBe("")
    expect(hiddenValue({ ...hidden, key: "" }, { "": "x" })).toBe("site")
  })

  it("FORM-012 every other type submits its plain value", () => {
    const plain = {
      subject: "Hi",
      message: "Hello",
      website: "example.com",
      twitter: "@ada",
      "order-count": "3",
      budget: "$50",
      "order-code": "s3cret",
    }
    expect(decode(plain)).toMatchObject(plain)
  })
})
