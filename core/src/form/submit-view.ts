import { type FormKind, needsCaptcha } from "./kind.ts"
import type { FieldErrors } from "./schema.ts"
import { SUBMIT_MESSAGES } from "./submit-messages.ts"
import type { SubmitFailure, SubmitState } from "./submit-state.ts"

/**
 * What the form block shows and does in a submit state: the form locked while sending with its
 * button reading "Submitting…" (FORMSUBMIT-003) and unlocked otherwise (FORMSUBMIT-004); after a
 * failure the errors, the captcha reset (FORMSUBMIT-008) and, around a form that is not a newsletter,
 * the two problem messages (FORMSUBMIT-020, FORMSUBMIT-021); after a success the redirect or the
 * hidden form with its submission text, a scroll to the form and the post-submit HTML (FORMSUBMIT-005,
 * FORMSUBMIT-006), and for a newsletter a newsletter-subscribe event (FORMSUBMIT-007).
 *
 * @example
 * const view: SubmitView = submitView({ _tag: "Submitting" }, "form")
 */
export interface SubmitView {
  readonly locked: boolean
  /** The button's text while sending; null keeps the form's own label. */
  readonly submitText: string | null
  readonly message: string | null
  readonly fieldErrors: FieldErrors
  readonly problemAbove: string | null
  readonly problemBelow: string | null
  readonly resetCaptcha: boolean
  readonly redirectTo: string | null
  readonly hideForm: boolean
  readonly submissionHtml: string | null
  readonly postSubmitHtml: string | null
  readonly notice: string | null
  readonly scrollToForm: boolean
  readonly recordNewsletterSubscribe: boolean
}

const QUIET: SubmitView = {
  locked: false,
  submitText: null,
  message: null,
  fieldErrors: {},
  problemAbove: null,
  problemBelow: null,
  resetCaptcha: false,
  redirectTo: null,
  hideForm: false,
  submissionHtml: null,
  postSubmitHtml: null,
  notice: null,
  scrollToForm: false,
  recordNewsletterSubscribe: false,
}

/**
 * The view of a submit state for a form of this kind (see `SubmitView`).
 *
 * @example
 * submitView({ _tag: "Submitting" }, "form").submitText // "Submitting…"
 */
export const submitView = (state: SubmitState, kind: FormKind): SubmitView => {
  switch (state._tag) {
    case "Idle":
      return QUIET
    case "Submitting":
      return { ...QUIET, locked: true, submitText: SUBMIT_MESSAGES.submitting }
    case "Failed": {
      const aroundForm = kind !== "newsletter"
      return {
        ...QUIET,
        message: state.message,
        fieldErrors: state.fieldErrors,
        problemAbove: aroundForm ? SUBMIT_MESSAGES.problemAbove : null,
        problemBelow: aroundForm ? SUBMIT_MESSAGES.problemBelow : null,
        resetCaptcha: true,
      }
    }
    case "Succeeded": {
      const newsletter = kind === "newsletter"
      if (state.next._tag === "Redirect") {
        return { ...QUIET, redirectTo: state.next.url, recordNewsletterSubscribe: newsletter }
      }
      return {
        ...QUIET,
        hideForm: true,
        submissionHtml: state.next.html,
        postSubmitHtml: state.next.postSubmitHtml,
        notice: state.next.notice,
        scrollToForm: true,
        recordNewsletterSubscribe: newsletter,
      }
    }
  }
}

/**
 * The check before sending a form with a captcha: it must be completed first (FORMSUBMIT-016). Gives
 * the failure to show, or null when the form may be sent.
 *
 * @example
 * captchaBeforeSubmit({ kind: "form", captchaEnabled: true }, null) // { _tag: "CaptchaIncomplete" }
 */
export const captchaBeforeSubmit = (
  definition: { readonly kind: FormKind; readonly captchaEnabled: boolean },
  token: string | null,
): SubmitFailure | null =>
  needsCaptcha(definition) && (token === null || token.trim() === "") ? { _tag: "CaptchaIncomplete" } : null
