import { Context, type Effect } from "effect"
import type { MailNotSent } from "./errors.ts"

/**
 * One e-mail: a single recipient, a subject, and the body as HTML with its plain-text alternative
 * (mail clients that do not show HTML, and spam filters, read the text part).
 *
 * @example
 * const message: MailMessage = { to: "ada@example.com", subject: "Linen Shirt is back", html: "<p>…</p>", text: "…" }
 */
export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly html: string
  readonly text: string
  /**
   * The idempotency key of the message (its outbox key): an adapter derives the Message-ID from it,
   * so a message sent again after a crash carries the same id and a receiver can tell it is one.
   */
  readonly idempotencyKey?: string
  /**
   * Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 2369, RFC 8058), which
   * mail clients turn into their own unsubscribe button.
   */
  readonly headers?: Readonly<Record<string, string>>
}

/** Sends e-mail: restock notices and order confirmations. */
export class Mailer extends Context.Service<
  Mailer,
  {
    /** Hands one message to the mail transport; not idempotent (sending twice sends two e-mails). */
    readonly send: (message: MailMessage) => Effect.Effect<void, MailNotSent>
  }
>()("@vitrine/core/mail/Mailer") {}
