import { Data } from "effect"

/**
 * Why a message was not sent: the mail server `rejected` it (a bad recipient or message; sending it
 * again will not help) or was `unavailable` (down, unreachable, refusing our credentials; worth a
 * retry later).
 *
 * @example
 * const reason: MailFailure = "unavailable"
 */
export type MailFailure = "rejected" | "unavailable"

/** The mail transport did not take the message; `detail` is the transport's own words, for logs. */
export class MailNotSent extends Data.TaggedError("MailNotSent")<{
  readonly reason: MailFailure
  readonly detail: string
}> {
  override get message(): string {
    return this.reason === "rejected"
      ? "The e-mail was rejected by the mail server."
      : "The mail server could not be reached. Please try again later."
  }
}
