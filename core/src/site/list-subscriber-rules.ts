import { csvDocument } from "../form/csv.ts"
import type { SubmissionAnswer } from "../form/display.ts"
import type { ListSubscriber } from "./list-subscriber.ts"

/**
 * How long a double opt-in confirmation link works: 7 days (ours; the spec gives none). Long enough
 * for a visitor who reads mail weekly, short enough that a leaked old e-mail stops confirming.
 */
export const CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60_000

/** The outbox kind of the double opt-in confirmation e-mail. */
export const LIST_CONFIRMATION_MAIL_KIND = "list-confirmation"

/** The outbox kind of the notification e-mail a connected form's submission sends to To, CC and BCC. */
export const FORM_NOTIFICATION_MAIL_KIND = "form-notification"

/**
 * An address as a list keeps it, so one person is kept once per list: surrounding white space
 * dropped and the whole address in lower case. RFC 5321 lets a server tell local parts apart by
 * case; no mail provider in use does, and a list holding "Ada@" and "ada@" would mail one person twice.
 *
 * @example
 * normaliseEmail("  Ada.Lovelace@Example.COM ") // "ada.lovelace@example.com"
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/**
 * The address a submission signs up: the first e-mail field's answer that is not blank,
 * normalised; null when the form asked for none or it was left empty (then nobody joins the list).
 *
 * @example
 * subscriberEmail([{ fieldId: "email", title: "Email", type: "email", text: "Ada@Example.com" }]) // "ada@example.com"
 */
export const subscriberEmail = (answers: readonly SubmissionAnswer[]): string | null => {
  const answer = answers.find((one) => one.type === "email" && one.text.trim() !== "")
  return answer === undefined ? null : normaliseEmail(answer.text)
}

/**
 * The notification's recipients: To, then CC, then BCC, each address once (its first place wins),
 * compared normalised. Each gets a copy of its own, so no BCC address is ever shown to anyone.
 *
 * @example
 * notificationRecipients({ to: ["a@x.io"], cc: ["A@x.io", "b@x.io"], bcc: [] }) // ["a@x.io", "b@x.io"]
 */
export const notificationRecipients = (connection: {
  readonly to: readonly string[]
  readonly cc: readonly string[]
  readonly bcc: readonly string[]
}): string[] => {
  const seen = new Set<string>()
  return [...connection.to, ...connection.cc, ...connection.bcc].filter((address) => {
    const key = normaliseEmail(address)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * A list's subscribers as a CSV document for a spreadsheet: e-mail, status, signed-up and confirmed
 * times (ISO 8601, UTC), formula-like cells neutralised (`csvDocument`).
 *
 * @example
 * subscribersCsv([subscriber]) // '\uFEFF"Email","Status","Signed up","Confirmed"\r\n"ada@example.com",…'
 */
export const subscribersCsv = (subscribers: readonly ListSubscriber[]): string =>
  csvDocument(
    ["Email", "Status", "Signed up", "Confirmed"],
    subscribers.map((one) => [
      one.email,
      one.status,
      new Date(one.signedUpAt).toISOString(),
      one.confirmedAt === null ? "" : new Date(one.confirmedAt).toISOString(),
    ]),
  )

/**
 * The confirmation page's messages (ours; the spec shows none): the question the link's page asks
 * above its "Confirm subscription" button (opening the link only asks: a mail provider's link
 * scanner that opens it confirms nobody), confirmed (again, the same words: confirming twice is
 * fine), expired, not a valid link, an address removed meanwhile, and a confirmation posted from
 * another site's page.
 */
export const LIST_CONFIRMATION_MESSAGES = {
  confirmButton: "Confirm subscription",
  question: "Do you want to join our mailing list? Press the button to confirm your subscription.",
  crossSite: "This confirmation did not come from our own page. Open the link from the e-mail again.",
  confirmed: "Thank you: your subscription is confirmed.",
  expired: "This confirmation link has expired. Sign up again to get a new one.",
  invalid: "This confirmation link is not valid. Check that you opened the whole link from the e-mail.",
  removed: "This address is no longer on the list. Sign up again to join it.",
} as const
