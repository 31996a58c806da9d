import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { aDefinition, aFilledForm, validValue } from "./arbitrary.test-support.ts"
import { CONTACT_FORM } from "./demo.ts"
import type { ValueField } from "./fields.ts"
import { checkFormValues, formSchema, formStandardSchema } from "./schema.ts"
import { SUBMIT_MESSAGES } from "./submit-messages.ts"
import { FIELD_MESSAGES } from "./validation.ts"

const valueFields = (fields: readonly { readonly type: string }[]) =>
  fields.filter((field): field is ValueField => field.type !== "section")

// A change that makes a valid value invalid, by field type: a break of one of its rules where the
// type has a rule the value can break, else a value of the wrong shape.
const corrupt = (field: ValueField): unknown => {
  switch (field.type) {
    case "email":
      return "not-an-email"
    case "radio":
    case "select":
      return "Not offered"
    case "checkbox":
      return ["Not offered"]
    case "likert":
      return { "Not a question": "1" }
    case "name":
      return ["only one part"]
    case "phone":
      return ["1", "2"]
    case "hidden":
      return 42
    default:
      return { not: "text" }
  }
}

describe("the Schema built from a form definition", () => {
  it("a valid value built from any definition decodes to itself and encodes back", () => {
    fc.assert(
      fc.property(aFilledForm, ({ definition, values }) => {
        const schema = formSchema(definition)
        const decoded = Schema.decodeUnknownSync(schema)(values)
        expect(decoded).toEqual(values)
        expect(Schema.encodeSync(schema)(decoded)).toEqual(values)
      }),
    )
  })

  it("an invalid value always names its field, and only fields of the form", () => {
    const broken = aFilledForm.chain(({ definition, values }) => {
      const fields = valueFields(definition.fields)
      return fields.length === 0
        ? fc.constant(null)
        : fc
            .constantFrom(...fields)
            .map((field) => ({ definition, values: { ...values, [field.id]: corrupt(field) }, field }))
    })
    fc.assert(
      fc.property(broken, (sample) => {
        if (sample === null) return
        const checked = checkFormValues(sample.definition, sample.values)
        expect(checked.ok).toBe(false)
        if (checked.ok) return
        expect(Object.keys(checked.errors)).toContain(sample.field.id)
        const ids = valueFields(sample.definition.fields).map((field) => field.id)
        for (const key of Object.keys(checked.errors)) expect(ids).toContain(key)
      }),
    )
  })

  it("FORM-026 every field is checked: each wrong field has its own error", () => {
    const checked = checkFormValues(CONTACT_FORM, { email: "ada@", message: "x".repeat(501) })
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: FIELD_MESSAGES.required,
        email: FIELD_MESSAGES.email,
        subject: FIELD_MESSAGES.required,
        message: FIELD_MESSAGES.characterLimit,
        survey: FIELD_MESSAGES.likertMissing,
      },
    })
  })

  it("FORM-025 with validation off only the shape of each value is checked", () => {
    expect(checkFormValues(CONTACT_FORM, { email: "ada@" }, { validate: false }).ok).toBe(true)
    expect(checkFormValues(CONTACT_FORM, { email: 7 }, { validate: false })).toEqual({
      ok: false,
      errors: { email: SUBMIT_MESSAGES.invalid },
    })
  })

  it("FORM-032 the server's decode gives errors keyed by field id", () => {
    fc.assert(
      fc.property(aDefinition, (definition) => {
        const checked = checkFormValues(definition, {})
        const required = valueFields(definition.fields).filter(
          (field) =>
            field.type !== "hidden" &&
            field.required &&
            !(field.type === "likert" && field.options.length === 0),
        )
        expect(checked.ok ? {} : checked.errors).toEqual(
          Object.fromEntries(
            required.map((field) => [
              field.id,
              field.type === "likert" ? FIELD_MESSAGES.likertMissing : FIELD_MESSAGES.required,
            ]),
          ),
        )
      }),
    )
  })

  it("FORMSUBMIT-019 a value of the wrong shape reads 'One or more fields is invalid, please check your entries.' at its field", () => {
    expect(SUBMIT_MESSAGES.invalid).toBe("One or more fields is invalid, please check your entries.")
    expect(checkFormValues(CONTACT_FORM, { phone: [1, 2, 3], interests: "Linen" })).toMatchObject({
      ok: false,
      errors: { phone: SUBMIT_MESSAGES.invalid, interests: SUBMIT_MESSAGES.invalid },
    })
  })

  it("input that is not an object counts as no values at all", () => {
    for (const input of [null, "text", 3, ["a"]]) {
      expect(checkFormValues(CONTACT_FORM, input)).toEqual(checkFormValues(CONTACT_FORM, {}))
    }
  })

  it("values for ids the form does not have are dropped", () => {
    const definition = { fields: [CONTACT_FORM.fields[2] as ValueField] }
    expect(checkFormValues(definition, { email: "ada@example.com", extra: "<script>" })).toEqual({
      ok: true,
      values: { email: "ada@example.com" },
    })
  })

  it("as a Standard Schema, each issue's path starts with the field id, the same messages as the server's", () => {
    fc.assert(
      fc.property(aFilledForm, ({ definition, values }) => {
        const result = formStandardSchema(definition)["~standard"].validate(values)
        expect(result).toEqual({ value: values })
      }),
    )
    const result = formStandardSchema(CONTACT_FORM)["~standard"].validate({ email: "ada@" })
    if (result instanceof Promise || result.issues === undefined) throw new Error("expected issues")
    const server = checkFormValues(CONTACT_FORM, { email: "ada@" })
    const firstByField = new Map<string, string>()
    for (const issue of result.issues) {
      const key = String(issue.path?.[0])
      if (!firstByField.has(key)) firstByField.set(key, issue.message)
    }
    expect(server.ok ? {} : server.errors).toEqual(Object.fromEntries(firstByField))
  })

  it("a hidden field accepts any text and is never required", () => {
    const hidden = { type: "hidden", id: "h", title: "Source", key: "utm", value: "site" } as const
    fc.assert(
      fc.property(validValue(hidden), (value) => {
        expect(checkFormValues({ fields: [hidden] }, { h: value })).toEqual({
          ok: true,
          values: { h: value },
        })
      }),
    )
  })
})
