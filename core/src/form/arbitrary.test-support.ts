import fc from "fast-check"
import type { FormDefinition } from "./definition.ts"
import { type FormField, PLAIN_TYPES, type ValueField } from "./fields.ts"
import type { FieldValue, FormValues } from "./values.ts"

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,11}$/)
const text = fc.string({ maxLength: 40 })
const filled = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value.trim() !== "")
const options = fc.uniqueArray(word, { minLength: 1, maxLength: 5 })
const described = fc.record({ description: text, required: fc.boolean() })

const fieldOf = (id: string): fc.Arbitrary<FormField> =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...PLAIN_TYPES), described)
      .map(([type, props]) => ({ type, id, title: `Field ${id}`, ...props })),
    fc
      .tuple(
        described,
        fc.option(fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constantFrom("0", "abc", "25"))),
      )
      .map(([props, maxLength]) => ({
        type: "textarea" as const,
        id,
        title: "Message",
        ...props,
        ...(maxLength === null ? {} : { maxLength }),
      })),
    fc.tuple(described, fc.boolean()).map(([props, showCountryCode]) => ({
      type: "phone" as const,
      id,
      title: "Phone",
      ...props,
      showCountryCode,
    })),
    fc
      .tuple(fc.constantFrom("radio", "checkbox", "select", "likert"), described, options)
      .map(([type, props, choices]) => ({ type, id, title: "Choose", ...props, options: choices })),
    fc.boolean().map((underline) => ({ type: "section" as const, id, title: "Section", underline })),
    fc
      .tuple(word, text)
      .map(([key, value]) => ({ type: "hidden" as const, id, title: "Hidden", key, value })),
  )

/**
 * Any form definition: 1 to 8 fields of any types and properties, unique ids.
 *
 * @example
 * fc.assert(fc.property(aDefinition, (definition) => …))
 */
export const aDefinition: fc.Arbitrary<FormDefinition> = fc
  .uniqueArray(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,8}$/), { minLength: 1, maxLength: 8 })
  .chain((ids) => fc.tuple(...ids.map(fieldOf)))
  .map((fields) => ({
    id: "form",
    name: "Form",
    kind: "form",
    fields,
    parsedSubmissionMessage: "<p>Thanks</p>",
    submissionHTML: "",
    successRedirect: null,
    parsedDisclaimerMessage: "",
    captchaEnabled: false,
    captchaTheme: "light",
    captchaAlignment: "left",
  }))

const limitOf = (field: { readonly maxLength?: number | string }): number => {
  const limit = Number(field.maxLength)
  return Number.isInteger(limit) && limit > 0 ? limit : 200
}

const parts = (count: number, required: boolean) =>
  fc.tuple(required ? filled : text, ...Array.from({ length: count - 1 }, () => text))

const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9._+-]{1,12}$/),
    fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    fc.stringMatching(/^[a-z]{2,4}$/),
  )
  .map(([local, domain, ending]) => `${local}@${domain}.${ending}`)

/**
 * A value the field accepts: what a person filling it in correctly could send.
 *
 * @example
 * validValue(field) // Arbitrary<FieldValue>
 */
export const validValue = (field: ValueField): fc.Arbitrary<FieldValue> => {
  const required = field.type !== "hidden" && field.required
  switch (field.type) {
    case "email":
      return required ? email : fc.oneof(email, fc.constant(""))
    case "textarea":
      return fc
        .string({ minLength: required ? 1 : 0, maxLength: limitOf(field), unit: "grapheme-ascii" })
        .filter((value) => !required || value.trim() !== "")
    case "name":
      return parts(2, required)
    case "address":
      return parts(6, required)
    case "date":
      return parts(3, required)
    case "time":
      return parts(4, required)
    case "phone":
      return fc.tuple(text, required ? filled : text, text, text)
    case "radio":
    case "select":
      return required ? fc.constantFrom(...field.options) : fc.constantFrom("", ...field.options)
    case "checkbox":
      return fc.subarray([...field.options], { minLength: required ? 1 : 0 })
    case "likert": {
      const answer = fc.constantFrom("-2", "-1", "0", "1", "2")
      const entries = field.options.map((question) => fc.tuple(fc.constant(question), answer))
      return fc
        .tuple(...entries)
        .chain((all) => (required ? fc.constant(all) : fc.subarray(all)))
        .map((chosen) => Object.fromEntries(chosen))
    }
    default:
      return required ? filled : text
  }
}

/**
 * A definition with values every field of it accepts.
 *
 * @example
 * fc.assert(fc.property(aFilledForm, ({ definition, values }) => …))
 */
export const aFilledForm: fc.Arbitrary<{ readonly definition: FormDefinition; readonly values: FormValues }> =
  aDefinition.chain((definition) => {
    const valueFields = definition.fields.filter((field): field is ValueField => field.type !== "section")
    return fc
      .tuple(...valueFields.map((field) => validValue(field).map((value) => [field.id, value] as const)))
      .map((entries) => ({ definition, values: Object.fromEntries(entries) }))
  })
