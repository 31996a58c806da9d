/**
 * Commerce form formatters: `summary-form-field`, one answer of a product's additional-fields form
 * as an order summary shows it. The text of each answer type is `form/answers.ts` (FORM-004 to
 * FORM-014); this file reads the field's JSON and writes the markup.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import {
  addressAnswer,
  checkboxAnswer,
  dateAnswer,
  likertAnswer,
  NO_ANSWER,
  nameAnswer,
  phoneAnswer,
  timeAnswer,
} from "../../form/answers.ts"
import { asString, type Formatter, type FormatterTable, Kind, kindOf, stepPath } from "../plugins.ts"
import { escapeHtml } from "../values/strings.ts"
import { arrayOf, textMembers } from "./commerce-data.ts"

/** The sub-field texts of an answer (`values` of the field), "" for one that is missing. */
type Parts = (name: string) => string

const nested = (rows: readonly string[]): string =>
  `<div style="padding-left:5px;">\n${rows.map((row) => `  <div>${row}</div>\n`).join("")}</div>`

const bold = (label: string): string => `<span style="font-weight:bold;">${escapeHtml(label)}:</span>`

/**
 * The answer markup of each type with its own summary (FORM-014), or "" when nothing was answered.
 * Values are escaped here: they are what a visitor typed.
 */
const answers: Readonly<Record<string, (field: unknown, part: Parts) => string>> = {
  address: (_field, part) => {
    const lines = addressAnswer({
      line1: part("Line1"),
      line2: part("Line2"),
      city: part("City"),
      state: part("State"),
      zip: part("Zip"),
      country: part("Country"),
    })
    return lines.length === 0 ? "" : nested(lines.map(escapeHtml))
  },
  checkbox: (field) => {
    const values = stepPath(field, "values")
    // A list of checked values ends with a line break in the reference engine's markup.
    if (Array.isArray(values)) {
      const text = checkboxAnswer(values.map(asString))
      return text === "" ? "" : `${escapeHtml(text)}\n`
    }
    return escapeHtml(asString(stepPath(field, "value")))
  },
  date: (_field, part) =>
    escapeHtml(dateAnswer({ month: part("Month"), day: part("Day"), year: part("Year") })),
  likert: (field) => {
    const rows = Object.entries(textMembers(stepPath(field, "values"))).map(
      ([question, answer]) => `${bold(question)} ${escapeHtml(likertAnswer(answer) ?? answer)}`,
    )
    return rows.length === 0 ? "" : nested(rows)
  },
  name: (_field, part) => escapeHtml(nameAnswer({ first: part("First"), last: part("Last") })),
  phone: (_field, part) =>
    escapeHtml(
      phoneAnswer({
        country: part("Country"),
        areaCode: part("Areacode"),
        prefix: part("Prefix"),
        line: part("Line"),
      }),
    ),
  time: (_field, part) =>
    escapeHtml(
      timeAnswer({ hour: part("Hour"), minute: part("Minute"), second: part("Second"), ampm: part("Ampm") }),
    ),
}

// Every other type submits its plain value (FORM-012); a list (a multi-select) reads like checkboxes.
const plainAnswer = (field: unknown): string => {
  const value = stepPath(field, "value")
  return escapeHtml(Array.isArray(value) ? checkboxAnswer(arrayOf(value).map(asString)) : asString(value))
}

/**
 * `{field|summary-form-field}`: a form field's title and answer, "N/A" for an empty answer
 * (FORM-013); nothing for a value that is not a field object.
 */
const summaryFormField: Formatter = (field) => {
  if (kindOf(field) !== Kind.Object) return ""
  const type = asString(stepPath(field, "type"))
  const values = textMembers(stepPath(field, "values"))
  const answer = Object.hasOwn(answers, type)
    ? (answers[type] as (field: unknown, part: Parts) => string)(field, (name) => values[name] ?? "")
    : plainAnswer(field)
  return `<div style="font-size:11px; margin-top:3px">
  ${bold(asString(stepPath(field, "rawTitle")))} ${answer.trim() === "" ? NO_ANSWER : answer}
</div>`
}

/**
 * The commerce form formatters.
 *
 * @example
 * commerceFormFormatters["summary-form-field"]
 */
export const commerceFormFormatters: FormatterTable = { "summary-form-field": summaryFormField }
