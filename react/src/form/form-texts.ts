import { CART_FORM_ERRORS, EMAIL_FORMAT_EXAMPLE, FIELD_MESSAGES, SUBMIT_MESSAGES } from "@vitrine/core/form"
import { fixedMessages, type StorefrontStrings } from "@vitrine/core/site"

/**
 * The form block's texts in the page's language, by the dictionaries' keys (a dictionary of
 * `@vitrine/core/site` fits): the submit button, the field messages (FORM-022 to FORM-029), the
 * submit states' messages (FORMSUBMIT-003, FORMSUBMIT-010 to FORMSUBMIT-021, ERR-003) and the
 * success text of a form without one (`submit`, `formRequired`, `formEmailInvalid`, `submitting`,
 * `formSent`… the keys of the table below). Any left out reads the spec's English.
 */
export type FormTexts = Partial<StorefrontStrings>

// Core's fixed messages of a form, each with its dictionary key. A value not among a field's options
// (`FIELD_MESSAGES.notAnOption`) comes only from a forged request, and stays English.
const inLanguage = fixedMessages([
  [FIELD_MESSAGES.required, "formRequired"],
  [FIELD_MESSAGES.likertMissing, "surveyIncomplete"],
  [FIELD_MESSAGES.email, "formEmailInvalid", { email: EMAIL_FORMAT_EXAMPLE }],
  [FIELD_MESSAGES.characterLimit, "characterLimit"],
  [SUBMIT_MESSAGES.unauthorized, "formUnauthorized"],
  [SUBMIT_MESSAGES.notConfigured, "formNotConfigured"],
  [SUBMIT_MESSAGES.rateLimited, "formRateLimited"],
  [SUBMIT_MESSAGES.serverError, "formServerError"],
  [SUBMIT_MESSAGES.unknown, "formUnknownError"],
  [SUBMIT_MESSAGES.processing, "formProcessing"],
  [SUBMIT_MESSAGES.captchaIncomplete, "captchaIncomplete"],
  [SUBMIT_MESSAGES.noKey, "formNoKey"],
  [SUBMIT_MESSAGES.unparsable, "formUnparsable"],
  [SUBMIT_MESSAGES.invalid, "formInvalid"],
  [SUBMIT_MESSAGES.problemAbove, "formProblemAbove"],
  [SUBMIT_MESSAGES.problemBelow, "formProblemBelow"],
  [SUBMIT_MESSAGES.checkInbox, "checkInbox"],
  [SUBMIT_MESSAGES.submitting, "submitting"],
  [SUBMIT_MESSAGES.sent, "formSent"],
  [CART_FORM_ERRORS.checkConnection, "checkConnection"],
])

/**
 * One of the form's messages in `texts`' language: core's fixed messages by their key; a message
 * with no key (one the server wrote for itself) stays as it came. Without `texts`, as core wrote it.
 *
 * @example
 * formTextIn("Required", dictionaryFor("fr")) // "Obligatoire"
 */
export const formTextIn = (message: string, texts: FormTexts | undefined): string =>
  inLanguage(message, texts)

/**
 * A form's field errors in `texts`' language (`formTextIn` for each).
 *
 * @example
 * fieldErrorsIn({ email: "Required" }, dictionaryFor("fr")) // { email: "Obligatoire" }
 */
export const fieldErrorsIn = (
  errors: Readonly<Record<string, string>>,
  texts: FormTexts | undefined,
): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, formTextIn(message, texts)]))
