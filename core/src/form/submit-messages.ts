/**
 * The texts of website form submission (spec 000 §8), each written once: the submit state machine,
 * the tagged errors and the bot check all read them from here.
 *
 * Triggers the spec leaves open, decided here:
 * - `processing` (FORMSUBMIT-015) is the answer to a submission whose key is refused (unknown,
 *   already used, expired, or another visitor's) or whose captcha token is refused for any reason but
 *   a missing token or an unavailable provider: reloading the page gets a fresh key and challenge.
 * - `unparsable` (FORMSUBMIT-018) is the answer when the `form` field of the payload is not the JSON
 *   text of an object.
 * - `invalid` (FORMSUBMIT-019) is the summary of a 400 with field errors, and the message of a field
 *   whose value has the wrong shape (a number where text belongs, a list too short): only a forged
 *   request sends one, so it gets no message of its own.
 *
 * @example
 * SUBMIT_MESSAGES.notConfigured // "This form has not been configured yet."
 */
export const SUBMIT_MESSAGES = {
  /** HTTP 401 (FORMSUBMIT-010). */
  unauthorized: "Unable to submit form. Please try again later.",
  /** HTTP 404 (FORMSUBMIT-011). */
  notConfigured: "This form has not been configured yet.",
  /** HTTP 429 (FORMSUBMIT-012). */
  rateLimited: "Unable to submit form. Submission rate limit exceeded. Please try again later.",
  /** HTTP 500 (FORMSUBMIT-013). */
  serverError: "Unable to send form. Please try again later.",
  /** Any other failure without a `data.error` (FORMSUBMIT-014). */
  unknown: "Unknown error, please try again later.",
  /** FORMSUBMIT-015; trigger decided above. */
  processing: "Error processing form submission. Please reload and try again.",
  /** A captcha on the form not yet completed (FORMSUBMIT-016). */
  captchaIncomplete: "Complete CAPTCHA before submitting.",
  /** The submission key could not be fetched (FORMSUBMIT-017). */
  noKey: "Could not get a form submission key, please try again later.",
  /** FORMSUBMIT-018; trigger decided above. */
  unparsable: "Could not parse the form fields, please check your entries.",
  /** FORMSUBMIT-019; trigger decided above. */
  invalid: "One or more fields is invalid, please check your entries.",
  /** Above a non-newsletter form that failed (FORMSUBMIT-020). */
  problemAbove: "Your form has encountered a problem. Please scroll down to review.",
  /** Below a non-newsletter form that failed (FORMSUBMIT-021). */
  problemBelow: "Your form has encountered a problem. Please scroll up to review.",
  /**
   * Ours: shown under the thank-you text when the site's mailing list uses double opt-in (the
   * answer's `checkInbox`): the sign-up counts only once its e-mail's link is followed, so the visitor
   * is told to look for it. It also covers an address already confirmed, which gets no e-mail: the
   * answer is the same for every address, so it never tells whoever typed it who is on the list.
   */
  checkInbox:
    "Almost done: check your inbox for our e-mail and follow its link to confirm your subscription. If you have confirmed this address before, there is nothing more to do.",
  /** The submit button while sending (FORMSUBMIT-003). */
  submitting: "Submitting…",
  /**
   * Ours: what a form whose merchant left the submission text and the post-submit HTML empty shows
   * once sent, so the visitor is never left before a blank space wondering whether it went.
   */
  sent: "Thank you. Your answers were sent.",
} as const
