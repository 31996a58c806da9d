import { Schema } from "effect"
import { FIELD_TYPES, type FieldType } from "./field-types.ts"

export { FIELD_TYPES, type FieldType } from "./field-types.ts"

// A field id is a key of the submitted values: a letter, then letters, digits, "_" or "-" (at most
// 100), so no id can be "__proto__" or carry markup.
const id = Schema.String.check(
  Schema.makeFilter(
    (text: string) =>
      /^[A-Za-z][A-Za-z0-9_-]{0,99}$/.test(text) ||
      "A field id starts with a letter and holds letters, digits, _ or -.",
  ),
)
const title = Schema.String
// FORM-019: "all others" have a description and `required`. Decided: every visible value field has
// both, including those with properties of their own (phone, radio, checkbox, select, likert), since
// FORM-022 makes a radio, checkbox or select required; a section (never validated, FORM-024) and a
// hidden field (never seen) have neither.
const described = { description: Schema.String, required: Schema.Boolean }

/** The types whose editor sets a list of `options` (FORM-017); for likert they are the questions. */
export const OPTION_TYPES = ["radio", "checkbox", "select", "likert"] as const

const OWN_PROPERTIES: readonly FieldType[] = ["textarea", "phone", "section", "hidden", ...OPTION_TYPES]

/** A type with no property of its own beyond description and required. */
export type PlainType = Exclude<
  FieldType,
  "textarea" | "phone" | "section" | "hidden" | (typeof OPTION_TYPES)[number]
>

/** The types with no property of their own beyond description and required: text, email, name… */
export const PLAIN_TYPES: readonly PlainType[] = FIELD_TYPES.filter(
  (type): type is PlainType => !OWN_PROPERTIES.includes(type),
)

const PlainField = Schema.Struct({ type: Schema.Literals(PLAIN_TYPES), id, title, ...described })

/** A textarea; `maxLength` as the editor stored it (a number, or text from an input), see `textareaLimit`. */
const TextareaField = Schema.Struct({
  type: Schema.Literal("textarea"),
  id,
  title,
  ...described,
  maxLength: Schema.optionalKey(Schema.Union([Schema.Number, Schema.String])),
})

const PhoneField = Schema.Struct({
  type: Schema.Literal("phone"),
  id,
  title,
  ...described,
  showCountryCode: Schema.Boolean,
})

const OptionField = Schema.Struct({
  type: Schema.Literals(OPTION_TYPES),
  id,
  title,
  ...described,
  options: Schema.Array(Schema.String),
})

const SectionField = Schema.Struct({
  type: Schema.Literal("section"),
  id,
  title,
  underline: Schema.Boolean,
})

/** A hidden field: `key` names the URL query parameter it reads, `value` is its default (FORM-011, FORM-018). */
const HiddenField = Schema.Struct({
  type: Schema.Literal("hidden"),
  id,
  title,
  key: Schema.String,
  value: Schema.String,
})

/**
 * Schema of one field of a form definition with its editor properties (FORM-015 to FORM-020).
 *
 * @example
 * Schema.decodeUnknownSync(FormFieldSchema)({ type: "phone", id: "p", title: "Phone", description: "", required: false, showCountryCode: true })
 */
export const FormFieldSchema = Schema.Union([
  PlainField,
  TextareaField,
  PhoneField,
  OptionField,
  SectionField,
  HiddenField,
])

/**
 * One field of a form definition.
 *
 * @example
 * const field: FormField = { type: "email", id: "email", title: "Email", description: "", required: true }
 */
export type FormField = typeof FormFieldSchema.Type

/** A field that holds a value: every type but section (FORM-003). */
export type ValueField = Exclude<FormField, { readonly type: "section" }>
