import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { CART_FORM_ERRORS } from "./cart-form-errors.ts"
import { CONTACT_FORM, NEWSLETTER_FORM } from "./demo.ts"
import { SUBMIT_MESSAGES } from "./submit-messages.ts"
import { IDLE, type SubmitState, startSubmit, submitFailed, submitSucceeded } from "./submit-state.ts"
import { captchaBeforeSubmit, submitView } from "./submit-view.ts"

const failedWith = (status: number, body: unknown = null) => submitFailed({ _tag: "Response", status, body })

describe("website form submission", () => {
  it("FORMSUBMIT-001 a website form and the newsletter form go from idle through submitting to success", () => {
    for (const form of [CONTACT_FORM, NEWSLETTER_FORM]) {
      const sending = startSubmit(IDLE)
      expect(sending._tag).toBe("Submitting")
      expect(submitSucceeded(form)._tag).toBe("Succeeded")
    }
  })

  it("FORMSUBMIT-003 while submitting the form is locked and the submit text reads 'Submitting…'", () => {
    const view = submitView(startSubmit(IDLE), "form")
    expect(view.locked).toBe(true)
    expect(view.submitText).toBe("Submitting…")
    expect(startSubmit(startSubmit(IDLE))).toEqual({ _tag: "Submitting" })
  })

  it("FORMSUBMIT-004 the form unlocks on success and on failure", () => {
    expect(submitView(submitSucceeded(CONTACT_FORM), "form").locked).toBe(false)
    expect(submitView(failedWith(500), "form").locked).toBe(false)
    expect(submitView(failedWith(500), "form").submitText).toBeNull()
  })

  it("FORMSUBMIT-005 on success with a success URL the visitor is redirected to it", () => {
    const state = submitSucceeded({ ...CONTACT_FORM, successRedirect: "/thank-you" })
    expect(submitView(state, "form")).toMatchObject({ redirectTo: "/thank-you", hideForm: false })
  })

  it("FORMSUBMIT-006 otherwise success hides the form, shows the submission text, scrolls to it and runs the post-submit HTML", () => {
    const form = { ...CONTACT_FORM, submissionHTML: "<script>track()</script>" }
    expect(submitView(submitSucceeded(form), "form")).toMatchObject({
      hideForm: true,
      submissionHtml: CONTACT_FORM.parsedSubmissionMessage,
      postSubmitHtml: "<script>track()</script>",
      scrollToForm: true,
      redirectTo: null,
    })
  })

  it("an answer that says checkInbox (double opt-in) shows the check-your-inbox notice under the submission text; others show none", () => {
    expect(submitView(submitSucceeded(NEWSLETTER_FORM, { checkInbox: true }), "newsletter")).toMatchObject({
      hideForm: true,
      submissionHtml: NEWSLETTER_FORM.parsedSubmissionMessage,
      notice: SUBMIT_MESSAGES.checkInbox,
    })
    expect(submitView(submitSucceeded(NEWSLETTER_FORM, {}), "newsletter").notice).toBeNull()
    expect(submitView(submitSucceeded(NEWSLETTER_FORM), "newsletter").notice).toBeNull()
    // A success URL still wins: the merchant chose that page.
    const redirecting = { ...NEWSLETTER_FORM, successRedirect: "/thanks" }
    expect(submitView(submitSucceeded(redirecting, { checkInbox: true }), "newsletter")).toMatchObject({
      redirectTo: "/thanks",
      notice: null,
    })
  })

  it("FORMSUBMIT-007 only a newsletter form records a newsletter-subscribe event on success", () => {
    expect(submitView(submitSucceeded(NEWSLETTER_FORM), "newsletter").recordNewsletterSubscribe).toBe(true)
    expect(submitView(submitSucceeded(CONTACT_FORM), "form").recordNewsletterSubscribe).toBe(false)
    expect(submitView(failedWith(500), "newsletter").recordNewsletterSubscribe).toBe(false)
  })

  it("FORMSUBMIT-008 on failure the form shows the errors, resets the captcha and unlocks", () => {
    const view = submitView(failedWith(400, { errors: { email: "Required" } }), "form")
    expect(view).toMatchObject({ fieldErrors: { email: "Required" }, resetCaptcha: true, locked: false })
  })

  it("FORMSUBMIT-009 a 400 with an errors map highlights each field with its message", () => {
    const state = failedWith(400, { errors: { email: "Required", name: "Required", junk: 3 } })
    expect(state).toEqual({
      _tag: "Failed",
      message: null,
      fieldErrors: { email: "Required", name: "Required" },
    })
  })

  it.each([
    [401, "FORMSUBMIT-010", "Unable to submit form. Please try again later."],
    [404, "FORMSUBMIT-011", "This form has not been configured yet."],
    [429, "FORMSUBMIT-012", "Unable to submit form. Submission rate limit exceeded. Please try again later."],
    [500, "FORMSUBMIT-013", "Unable to send form. Please try again later."],
  ])("HTTP %i shows its message (%s)", (status, _rule, message) => {
    expect(failedWith(status, { error: "ignored" }).message).toBe(message)
  })

  it("FORMSUBMIT-014 any other failure shows the response's error, else 'Unknown error, please try again later.'", () => {
    expect(
      failedWith(403, { error: "Error processing form submission. Please reload and try again." }).message,
    ).toBe("Error processing form submission. Please reload and try again.")
    expect(failedWith(503, {}).message).toBe("Unknown error, please try again later.")
    expect(failedWith(400, { error: "" }).message).toBe("Unknown error, please try again later.")
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 599 }).filter((s) => ![400, 401, 404, 429, 500].includes(s)),
        fc.anything(),
        (status, body) => {
          const message = failedWith(status, body).message
          expect(typeof message).toBe("string")
          expect(message).not.toBe("")
        },
      ),
    )
  })

  it("ERR-003 a submission that never got an answer says 'Please check your internet connection'", () => {
    expect(submitFailed({ _tag: "Network" }).message).toBe(CART_FORM_ERRORS.checkConnection)
  })

  it("FORMSUBMIT-016 a form with a captcha must have it completed before sending", () => {
    expect(captchaBeforeSubmit(CONTACT_FORM, null)).toEqual({ _tag: "CaptchaIncomplete" })
    expect(captchaBeforeSubmit(CONTACT_FORM, " ")).toEqual({ _tag: "CaptchaIncomplete" })
    expect(captchaBeforeSubmit(CONTACT_FORM, "token")).toBeNull()
    expect(captchaBeforeSubmit({ ...CONTACT_FORM, captchaEnabled: false }, null)).toBeNull()
    expect(submitFailed({ _tag: "CaptchaIncomplete" }).message).toBe("Complete CAPTCHA before submitting.")
  })

  it("FORMSUBMIT-017 a submission key that could not be fetched has its message", () => {
    expect(submitFailed({ _tag: "NoKey" }).message).toBe(
      "Could not get a form submission key, please try again later.",
    )
  })

  it("FORMSUBMIT-020 a failed non-newsletter form gets the scroll-down message above it", () => {
    const failed: SubmitState = failedWith(500)
    expect(submitView(failed, "form").problemAbove).toBe(
      "Your form has encountered a problem. Please scroll down to review.",
    )
    expect(submitView(failed, "newsletter").problemAbove).toBeNull()
  })

  it("FORMSUBMIT-021 a failed non-newsletter form gets the scroll-up message below it", () => {
    const failed: SubmitState = failedWith(400, { errors: { email: "Required" } })
    expect(submitView(failed, "product").problemBelow).toBe(
      "Your form has encountered a problem. Please scroll up to review.",
    )
    expect(submitView(failed, "newsletter").problemBelow).toBeNull()
  })
})
