import type { FieldType, ValueField } from "./fields.ts"

/**
 * The sub-fields of the multi-part types, in the order their values are listed on submission
 * (FORM-004, FORM-005); the names are those of the answer formatters (`answers.ts`).
 *
 * @example
 * SUB_FIELDS.date // ["month", "day", "year"]
 */
export const SUB_FIELDS = {
  name: ["first", "last"],
  address: ["line1", "line2", "city", "state", "zip", "country"],
  date: ["month", "day", "year"],
  time: ["hour", "minute", "second", "ampm"],
  phone: ["country", "areaCode", "prefix", "line"],
} as const

/** The multi-part types. */
export type MultiPartType = keyof typeof SUB_FIELDS

/**
 * A submitted value, by field type (FORM-004 to FORM-012): the sub-field values in order for name,
 * address, date, time and phone; the checked values for checkbox; question → answer ("-2" to "2")
 * for likert; the plain text for every other type (radio and select: the chosen option, "" for none).
 *
 * @example
 * const phone: FieldValue = ["1", "646", "123", "0000"]
 */
export type FieldValue = string | readonly string[] | Readonly<Record<string, string>>

/**
 * A form's values keyed by field id, as sent in the submission's `form` (FORMSUBMIT-002).
 *
 * @example
 * const values: FormValues = { name: ["Ada", "Lovelace"], email: "ada@example.com" }
 */
export type FormValues = Readonly<Record<string, FieldValue>>

/**
 * The number of parts of a multi-part type's value; undefined for the other types.
 *
 * @example
 * partCount("address") // 6
 */
export const partCount = (type: FieldType): number | undefined =>
  Object.hasOwn(SUB_FIELDS, type) ? SUB_FIELDS[type as MultiPartType].length : undefined

/**
 * A phone value with its country part (FORM-005). The spec has a phone value as 3 parts with a blank
 * prepended when exactly 3 are given, leaving its final length open; decided: 4 — country code, area
 * code, prefix, line — the shape the answer formatter reads. A form without the country code input
 * (`showCountryCode` off) sends 3 parts and gets "" as country; 4 parts are kept as they are.
 *
 * @example
 * phoneParts(["646", "123", "0000"]) // ["", "646", "123", "0000"]
 */
export const phoneParts = (
  parts: readonly [string, string, string] | readonly [string, string, string, string],
): readonly [string, string, string, string] => (parts.length === 3 ? ["", ...parts] : parts)

/**
 * A field's value when nothing was entered: "" for single values, blank parts for multi-part types,
 * no checked value, no likert answer.
 *
 * @example
 * emptyValue({ type: "name", id: "n", title: "Name", description: "", required: true }) // ["", ""]
 */
export const emptyValue = (field: ValueField): FieldValue => {
  const parts = partCount(field.type)
  if (parts !== undefined) return Array.from({ length: parts }, () => "")
  if (field.type === "checkbox") return []
  if (field.type === "likert") return {}
  return ""
}

/**
 * A hidden field's value: the URL query parameter named by its `key` when the page has one, else its
 * default `value` (FORM-011). `query` is the page's parameters, e.g. `Object.fromEntries(new URL(href).searchParams)`.
 *
 * @example
 * hiddenValue({ type: "hidden", id: "h", title: "Source", key: "utm_source", value: "site" }, { utm_source: "mail" }) // "mail"
 */
export const hiddenValue = (
  field: Extract<ValueField, { readonly type: "hidden" }>,
  query: Readonly<Record<string, string>>,
): string =>
  field.key !== "" && Object.hasOwn(query, field.key) ? (query[field.key] as string) : field.value
