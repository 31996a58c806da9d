import type { SubmissionAnswer } from "./display.ts"
import { FIELD_TYPES } from "./field-types.ts"

const isAnswer = (value: unknown): value is SubmissionAnswer => {
  if (typeof value !== "object" || value === null) return false
  const { fieldId, title, type, text } = value as Record<string, unknown>
  return (
    typeof fieldId === "string" &&
    typeof title === "string" &&
    typeof text === "string" &&
    typeof type === "string" &&
    type !== "section" &&
    (FIELD_TYPES as readonly string[]).includes(type)
  )
}

/**
 * The answers a cart line carries in its `additionalFields` (API-001): the additional-fields
 * lightbox saves them as the JSON text of `submissionAnswers` — each field's id, title, type and
 * answer as text — so a cart line (and later an order) shows them without loading the form. Text
 * of any other shape (a storefront of its own that sends its values raw) reads as no answers.
 * Checked with plain code rather than `SubmissionAnswerSchema`: the cart page reads it, and should
 * not carry the Schema library for four string fields.
 *
 * @example
 * additionalFieldsAnswers('[{"fieldId":"initials","title":"Initials","type":"text","text":"AL"}]')[0].text // "AL"
 * additionalFieldsAnswers(null) // []
 */
export const additionalFieldsAnswers = (text: string | null): readonly SubmissionAnswer[] => {
  if (text === null) return []
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) && parsed.every(isAnswer) ? parsed : []
  } catch {
    return []
  }
}
