import type { FormDefinition } from "./definition.ts"
import { type SubmissionAnswer, submissionAnswers } from "./display.ts"
import { checkFormValues, type FieldErrors } from "./schema.ts"
import type { FieldValue, FormValues } from "./values.ts"

/**
 * One answer as a cart line keeps it: the stored answer's id, title, type and text, and the value
 * as the form holds it, so the lightbox can open again on the line's answers to edit them (API-002).
 *
 * @example
 * const answer: CartLineAnswer = { fieldId: "initials", title: "Initials", type: "text", text: "AL", value: "AL" }
 */
export interface CartLineAnswer extends SubmissionAnswer {
  readonly value: FieldValue
}

/**
 * The answers a cart line stores for checked values: each value field's answer in the form's order.
 *
 * @example
 * JSON.stringify(cartLineAnswers(MONOGRAM_FORM, { initials: "AL" }))
 */
export const cartLineAnswers = (definition: FormDefinition, values: FormValues): readonly CartLineAnswer[] =>
  submissionAnswers(definition, values).map((answer) => ({
    ...answer,
    value: values[answer.fieldId] ?? "",
  }))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The form values inside a cart line's `additionalFields` text: the `value` of each answer of a
 * list of answers (what the lightbox sends), or an object of values keyed by field id (what a
 * storefront of its own may send, like a form submission's `form`). Null for text that is neither.
 *
 * @example
 * cartAnswerValues('[{"fieldId":"initials","value":"AL"}]') // { initials: "AL" }
 * cartAnswerValues('{"initials":"AL"}') // { initials: "AL" }
 */
export const cartAnswerValues = (text: string): Readonly<Record<string, unknown>> | null => {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (isRecord(parsed)) return parsed
  if (
    !Array.isArray(parsed) ||
    !parsed.every((answer) => isRecord(answer) && typeof answer.fieldId === "string")
  )
    return null
  return Object.fromEntries(parsed.map((answer) => [answer.fieldId, answer.value]))
}

/**
 * Checks a cart line's answers against its product's form with the form's Schema, the one the
 * lightbox checks with: the answers to store (rebuilt from the decoded values, so the titles and
 * texts a cart line shows are the server's, never the sender's), or the errors by field id. No text
 * at all is no answers, so a form with a required field refuses it; text that holds no values is
 * `unparsable`.
 *
 * @example
 * checkCartAnswers(MONOGRAM_FORM, '{"initials":""}') // { ok: false, errors: { initials: "…" } }
 */
export const checkCartAnswers = (
  definition: FormDefinition,
  text: string | null,
):
  | { readonly ok: true; readonly additionalFields: string }
  | { readonly ok: false; readonly errors: FieldErrors }
  | { readonly ok: false; readonly unparsable: true } => {
  const values = text === null ? {} : cartAnswerValues(text)
  if (values === null) return { ok: false, unparsable: true }
  const checked = checkFormValues(definition, values)
  if (!checked.ok) return checked
  return { ok: true, additionalFields: JSON.stringify(cartLineAnswers(definition, checked.values)) }
}
