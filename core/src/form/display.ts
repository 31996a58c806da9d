import {
  addressAnswer,
  checkboxAnswer,
  dateAnswer,
  likertAnswer,
  NO_ANSWER,
  nameAnswer,
  phoneAnswer,
  timeAnswer,
} from "./answers.ts"
import type { FormDefinition } from "./definition.ts"
import type { ValueField } from "./fields.ts"
import { isValueField } from "./value-field.ts"
import type { FieldValue, FormValues } from "./values.ts"

const list = (value: FieldValue): readonly string[] =>
  Array.isArray(value) ? (value as readonly string[]) : typeof value === "string" ? [value] : []
const part = (value: FieldValue, index: number): string => list(value)[index] ?? ""
const entries = (value: FieldValue): ReadonlyArray<readonly [string, string]> =>
  typeof value === "object" && !Array.isArray(value) ? Object.entries(value as Record<string, string>) : []

/**
 * The text of a submitted value, "" when nothing was answered. Each type reads as its summary does
 * (`answers.ts`, FORM-004 to FORM-014); an address's lines and a likert's questions (each
 * "Question: Agree", FORM-010) are on lines of their own; every other type is its plain value
 * (FORM-012), "" when blank. Plain text: whoever shows it escapes it.
 *
 * @example
 * answerText({ type: "name", id: "n", title: "Name", description: "", required: false }, ["Ada", "Lovelace"]) // "Ada Lovelace"
 */
export const answerText = (field: ValueField, value: FieldValue): string => {
  switch (field.type) {
    case "name":
      return nameAnswer({ first: part(value, 0), last: part(value, 1) })
    case "address": {
      const [line1 = "", line2 = "", city = "", state = "", zip = "", country = ""] = list(value)
      return addressAnswer({ line1, line2, city, state, zip, country }).join("\n")
    }
    case "date":
      return dateAnswer({ month: part(value, 0), day: part(value, 1), year: part(value, 2) })
    case "time":
      return timeAnswer({
        hour: part(value, 0),
        minute: part(value, 1),
        second: part(value, 2),
        ampm: part(value, 3),
      })
    case "phone":
      return phoneAnswer({
        country: part(value, 0),
        areaCode: part(value, 1),
        prefix: part(value, 2),
        line: part(value, 3),
      })
    case "checkbox":
      return checkboxAnswer(list(value))
    case "likert":
      return entries(value)
        .filter(([, answer]) => answer.trim() !== "")
        .map(([question, answer]) => `${question}: ${likertAnswer(answer) ?? answer}`)
        .join("\n")
    default:
      return typeof value === "string" && value.trim() !== "" ? value : ""
  }
}

/**
 * Whether a value counts as not answered: its text is empty. A phone with only a country code, or a
 * time with only am/pm, is not answered.
 *
 * @example
 * isUnanswered({ type: "checkbox", id: "c", title: "Colours", description: "", required: true, options: ["Red"] }, []) // true
 */
export const isUnanswered = (field: ValueField, value: FieldValue): boolean => answerText(field, value) === ""

/**
 * How an answer shows in the merchant's submissions and the export: its text, or "N/A" when empty (FORM-013).
 *
 * @example
 * displayAnswer({ type: "text", id: "t", title: "Company", description: "", required: false }, "  ") // "N/A"
 */
export const displayAnswer = (field: ValueField, value: FieldValue): string =>
  answerText(field, value) || NO_ANSWER

/**
 * One answer of a submission as stored: the field's id, its title and type at the time of the
 * submission, and the answer as text (never markup).
 *
 * @example
 * const answer: SubmissionAnswer = { fieldId: "email", title: "Email", type: "email", text: "ada@example.com" }
 */
export interface SubmissionAnswer {
  readonly fieldId: string
  readonly title: string
  readonly type: ValueField["type"]
  readonly text: string
}

/**
 * A submission's answers in the order of the form's value fields (sections are left out, FORM-003),
 * each as text, "" for an empty one (shown as "N/A").
 *
 * @example
 * submissionAnswers(CONTACT_FORM, values).map((answer) => answer.text)
 */
export const submissionAnswers = (
  definition: FormDefinition,
  values: FormValues,
): readonly SubmissionAnswer[] =>
  definition.fields.filter(isValueField).map((field) => ({
    fieldId: field.id,
    title: field.title,
    type: field.type,
    text: Object.hasOwn(values, field.id) ? answerText(field, values[field.id] as FieldValue) : "",
  }))
