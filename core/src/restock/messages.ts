/**
 * The texts of the back-in-stock box (spec 000 §4, §5, §8), each written once: the box's state
 * machine, the tagged errors and the HTTP answers read them from here. The e-mail ones are the
 * registration form's too (`account/credentials.ts` words its own the same way).
 *
 * @example
 * RESTOCK_MESSAGES.signedUp // "Signed up!"
 */
export const RESTOCK_MESSAGES = {
  /** RESTOCK-005. */
  emailBlank: "Email cannot be blank",
  /** RESTOCK-006. */
  emailInvalid: "Email is invalid",
  /** RESTOCK-009: the success text when the site configures none. */
  signedUp: "Signed up!",
  /** RESTOCK-010: a failure whose answer carries no message. */
  failed: "Unable to submit form. Please try again later.",
  /** Ours: the product or variant of a sign-up is not one whose stock can run out. */
  notFound: "Sorry, that item is no longer available.",
  /** Ours: a paging cursor that this store did not hand out. */
  badCursor: "This page link is no longer valid. Start from the first page.",
  /** Ours: the page an e-mail's unsubscribe link opens. */
  unsubscribed: "You are unsubscribed: we will not e-mail you about this product again.",
  /** Ours: an unsubscribe link that was changed (or made by someone else), refused. */
  unsubscribeLinkInvalid:
    "This unsubscribe link is not valid. Open the link exactly as it is in the e-mail, or reply to the e-mail to be removed.",
} as const
