import { CART_FORM_ERRORS } from "./cart-form-errors.ts"
import type { FormDefinition } from "./definition.ts"
import type { FieldErrors } from "./schema.ts"
import { SUBMIT_MESSAGES } from "./submit-messages.ts"

/**
 * What a successful submission does next: go to the form's success URL (FORMSUBMIT-005), or hide the
 * form, show the submission text, scroll to the form and run the merchant's post-submit HTML
 * (FORMSUBMIT-006).
 *
 * @example
 * const next: AfterSuccess = { _tag: "Redirect", url: "/thanks" }
 */
export type AfterSuccess =
  | { readonly _tag: "Redirect"; readonly url: string }
  | {
      readonly _tag: "ShowSubmissionText"
      readonly html: string
      readonly postSubmitHtml: string
      /** Plain text shown under the submission text (`SUBMIT_MESSAGES.checkInbox`), or null. */
      readonly notice: string | null
    }

/**
 * The website form's submit states (spec 000 §4): idle, submitting (locked), succeeded, failed.
 *
 * @example
 * const state: SubmitState = { _tag: "Idle" }
 */
export type SubmitState =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Submitting" }
  | { readonly _tag: "Succeeded"; readonly next: AfterSuccess }
  | { readonly _tag: "Failed"; readonly message: string | null; readonly fieldErrors: FieldErrors }

/** The state a form starts in. */
export const IDLE: SubmitState = { _tag: "Idle" }

/**
 * Sending starts: the form locks (FORMSUBMIT-003). A form already sending stays as it is, so a
 * second click sends nothing.
 *
 * @example
 * startSubmit(IDLE) // { _tag: "Submitting" }
 */
export const startSubmit = (state: SubmitState): SubmitState =>
  state._tag === "Submitting" ? state : { _tag: "Submitting" }

/**
 * The server took the submission: redirect to the success URL when there is one (FORMSUBMIT-005),
 * else show the submission text and run the post-submit HTML (FORMSUBMIT-006). When the answer said
 * `checkInbox` (double opt-in), `SUBMIT_MESSAGES.checkInbox` is shown under the text; a form with a
 * success URL still goes there (ours: the merchant chose that page, and the e-mail says it all).
 *
 * @example
 * submitSucceeded(CONTACT_FORM) // { _tag: "Succeeded", next: { _tag: "ShowSubmissionText", … } }
 */
export const submitSucceeded = (
  definition: Pick<FormDefinition, "successRedirect" | "parsedSubmissionMessage" | "submissionHTML">,
  answer: { readonly checkInbox?: boolean } = {},
): SubmitState => ({
  _tag: "Succeeded",
  next:
    definition.successRedirect !== null && definition.successRedirect.trim() !== ""
      ? { _tag: "Redirect", url: definition.successRedirect }
      : {
          _tag: "ShowSubmissionText",
          html: definition.parsedSubmissionMessage,
          postSubmitHtml: definition.submissionHTML,
          notice: answer.checkInbox === true ? SUBMIT_MESSAGES.checkInbox : null,
        },
})

/**
 * Why sending failed: the server answered with a status and a body (the `data` the spec reads, that
 * is the response body: `{ errors }` or `{ error }`), no answer came (`network`), or the browser
 * stopped first — captcha not done (FORMSUBMIT-016), no submission key (FORMSUBMIT-017), fields that
 * failed the form's Schema.
 *
 * @example
 * const failure: SubmitFailure = { _tag: "Response", status: 429, body: {} }
 */
export type SubmitFailure =
  | { readonly _tag: "Response"; readonly status: number; readonly body: unknown }
  | { readonly _tag: "Network" }
  | { readonly _tag: "CaptchaIncomplete" }
  | { readonly _tag: "NoKey" }
  | { readonly _tag: "FieldsInvalid"; readonly errors: FieldErrors }

const member = (body: unknown, key: string): unknown =>
  typeof body === "object" && body !== null && Object.hasOwn(body, key)
    ? (body as Record<string, unknown>)[key]
    : undefined

const textMap = (value: unknown): FieldErrors | undefined => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  )
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

const BY_STATUS: Readonly<Record<number, string>> = {
  401: SUBMIT_MESSAGES.unauthorized,
  404: SUBMIT_MESSAGES.notConfigured,
  429: SUBMIT_MESSAGES.rateLimited,
  500: SUBMIT_MESSAGES.serverError,
}

/**
 * Sending failed: the form shows the errors and unlocks (FORMSUBMIT-004, FORMSUBMIT-008). A 400 with
 * `errors` highlights each field with its message (FORMSUBMIT-009); 401, 404, 429 and 500 have their
 * own message (FORMSUBMIT-010 to FORMSUBMIT-013); any other answer shows its `error`, else "Unknown
 * error, please try again later." (FORMSUBMIT-014). No answer at all reads "Please check your internet
 * connection" (ERR-003).
 *
 * @example
 * submitFailed({ _tag: "Response", status: 404, body: null }).message // "This form has not been configured yet."
 */
export const submitFailed = (failure: SubmitFailure): Extract<SubmitState, { _tag: "Failed" }> => {
  const failed = (message: string | null, fieldErrors: FieldErrors = {}) =>
    ({ _tag: "Failed", message, fieldErrors }) as const
  switch (failure._tag) {
    case "Network":
      return failed(CART_FORM_ERRORS.checkConnection)
    case "CaptchaIncomplete":
      return failed(SUBMIT_MESSAGES.captchaIncomplete)
    case "NoKey":
      return failed(SUBMIT_MESSAGES.noKey)
    case "FieldsInvalid":
      return failed(null, failure.errors)
    case "Response": {
      const errors = failure.status === 400 ? textMap(member(failure.body, "errors")) : undefined
      if (errors !== undefined) return failed(null, errors)
      const known = BY_STATUS[failure.status]
      if (known !== undefined) return failed(known)
      const error = member(failure.body, "error")
      return failed(typeof error === "string" && error.trim() !== "" ? error : SUBMIT_MESSAGES.unknown)
    }
  }
}
