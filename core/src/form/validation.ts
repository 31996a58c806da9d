import { isUnanswered } from "./display.ts"
import type { ValueField } from "./fields.ts"
import type { FieldValue } from "./values.ts"

/**
 * The example address in the e-mail message's `{email}` (FORM-028); the spec leaves it open.
 *
 * @example
 * EMAIL_FORMAT_EXAMPLE // "user@domain.com"
 */
export const EMAIL_FORMAT_EXAMPLE = "user@domain.com"

/**
 * The field messages of spec 000 §5 (FORM-022, FORM-023, FORM-028, FORM-029), and the message of a
 * value that is not one of the field's options (the editor's EDITOR-018 text, reused: only a forged
 * request sends one).
 *
 * @example
 * FIELD_MESSAGES.required // "Required"
 */
export const FIELD_MESSAGES = {
  required: "Required",
  likertMissing: "Survey is not valid. Missing a required question.",
  email: `Email is not valid. Email addresses should follow the format ${EMAIL_FORMAT_EXAMPLE}.`,
  characterLimit: "You have exceeded the character limit.",
  notAnOption: (value: string) => `${value} is not one of the expected options`,
} as const

/** The lengths an e-mail address may have, in characters (FORM-027). */
export const EMAIL_LENGTH = { min: 3, max: 256 } as const

// Local part, "@", a dotted domain, an ending of 2 to 4 letters (FORM-027): the spec's simple check,
// which refuses longer endings such as ".museum" as the source does.
const EMAIL = /^[^\s@]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/

/**
 * Characters as a person counts them: code points, so an emoji is one (a browser's `maxlength`
 * would count it as two).
 *
 * @example
 * characterCount("añ😀") // 3
 */
export const characterCount = (text: string): number => [...text].length

/**
 * The e-mail check (FORM-027): 3 to 256 characters matching local part, @, dotted domain, and an
 * ending of 2 to 4 letters.
 *
 * @example
 * isEmail("ada@example.com") // true
 * isEmail("ada@example") // false
 */
export const isEmail = (text: string): boolean => {
  const length = characterCount(text)
  return length >= EMAIL_LENGTH.min && length <= EMAIL_LENGTH.max && EMAIL.test(text)
}

/**
 * A textarea's character limit: its `maxLength` when that is a whole number above 0; none (no
 * counter, no limit) when it is missing, not numeric, or 0 (FORM-031). A negative or fractional
 * number is no limit either.
 *
 * @example
 * textareaLimit({ maxLength: "200" }) // 200
 * textareaLimit({ maxLength: "abc" }) // undefined
 */
export const textareaLimit = (field: { readonly maxLength?: number | string }): number | undefined => {
  const raw = typeof field.maxLength === "string" ? field.maxLength.trim() : field.maxLength
  const limit = raw === undefined || raw === "" ? Number.NaN : Number(raw)
  return Number.isInteger(limit) && limit > 0 ? limit : undefined
}

/**
 * A textarea's counter, "n / max", flagged when over the limit (FORM-030); none without a limit (FORM-031).
 *
 * @example
 * textareaCounter("Hello", { maxLength: 3 }) // { text: "5 / 3", over: true }
 */
export const textareaCounter = (
  text: string,
  field: { readonly maxLength?: number | string },
): { readonly text: string; readonly over: boolean } | undefined => {
  const limit = textareaLimit(field)
  if (limit === undefined) return undefined
  const count = characterCount(text)
  return { text: `${count} / ${limit}`, over: count > limit }
}

const strayOption = (field: ValueField, value: FieldValue): string | undefined => {
  if (field.type === "radio" || field.type === "select") {
    return typeof value === "string" && value !== "" && !field.options.includes(value) ? value : undefined
  }
  if (field.type === "checkbox" && Array.isArray(value)) return value.find((v) => !field.options.includes(v))
  if (field.type === "likert" && typeof value === "object" && !Array.isArray(value)) {
    const answers = Object.entries(value as Record<string, string>)
    const question = answers.find(([q]) => !field.options.includes(q))?.[0]
    return question ?? answers.find(([, a]) => a !== "" && !["-2", "-1", "0", "1", "2"].includes(a))?.[1]
  }
  return undefined
}

/**
 * What is wrong with a field's value, or undefined when nothing is (spec 000 §5): a value that is
 * not one of the options; "Required" for a required field left empty (FORM-022); for a required
 * likert, any question unanswered (FORM-023); an e-mail that fails the check unless empty and not
 * required (FORM-028); a textarea over its limit (FORM-029). Hidden fields are never wrong.
 *
 * @example
 * fieldProblem({ type: "email", id: "e", title: "Email", description: "", required: false }, "ada@") // FIELD_MESSAGES.email
 */
export const fieldProblem = (field: ValueField, value: FieldValue): string | undefined => {
  if (field.type === "hidden") return undefined
  const stray = strayOption(field, value)
  if (stray !== undefined) return FIELD_MESSAGES.notAnOption(stray)
  if (field.type === "likert") {
    const answers = value as Readonly<Record<string, string>>
    const missing = field.options.some((question) => (answers[question] ?? "").trim() === "")
    return field.required && missing ? FIELD_MESSAGES.likertMissing : undefined
  }
  if (isUnanswered(field, value)) return field.required ? FIELD_MESSAGES.required : undefined
  if (field.type === "email" && !isEmail(value as string)) return FIELD_MESSAGES.email
  if (field.type === "textarea") {
    const limit = textareaLimit(field)
    if (limit !== undefined && characterCount(value as string) > limit) return FIELD_MESSAGES.characterLimit
  }
  return undefined
}
