// The list of types alone, without the Schemas of fields.ts: a cart line reads it, and should not
// carry the Schema library for it.

/**
 * The 19 form field types (FORM-002). A section is a heading, not a value field (FORM-003).
 *
 * @example
 * FIELD_TYPES.length // 19
 */
export const FIELD_TYPES = [
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
] as const

/** One of the 19 field types. */
export type FieldType = (typeof FIELD_TYPES)[number]
