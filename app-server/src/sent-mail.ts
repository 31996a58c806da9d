import { defineRoute, ok, type RouteTable } from "@vitrine/adapter-http/router"
import type { SentMail } from "@vitrine/adapter-mail"
import { Schema } from "effect"

/** How many e-mails the merchant's sent-mail viewer keeps (the last ones the JSON transport built). */
export const SENT_VIEW_SIZE = 50

const Sent = Schema.Struct({
  to: Schema.Array(Schema.String),
  messageId: Schema.String,
  subject: Schema.String,
  html: Schema.String,
  text: Schema.String,
})

/**
 * The merchant's view of the e-mails this process built without a mail server: with no `MAIL_URL`
 * the Mailer's JSON transport sends nothing, so the last {@link SENT_VIEW_SIZE} messages are kept
 * here and shown at `GET /api/admin/emails/sent` (`emails.preview`). With an SMTP URL it stays empty.
 * `keep` is the Mailer's `onSent`.
 *
 * @example
 * const view = sentMailView(options.mail?.url); nodemailerMailer({ onSent: view.keep }); routes: view.routes()
 */
export const sentMailView = (smtpUrl: string | undefined) => {
  const sent: (typeof Sent.Type)[] = []
  const keep = (mail: SentMail) => {
    if (smtpUrl !== undefined) return
    const built = JSON.parse(mail.response) as { subject?: string; html?: string; text?: string }
    sent.unshift({
      to: [...mail.envelope.to],
      messageId: mail.messageId,
      subject: built.subject ?? "",
      html: built.html ?? "",
      text: built.text ?? "",
    })
    sent.length = Math.min(sent.length, SENT_VIEW_SIZE)
  }
  const routes = (): RouteTable => [
    defineRoute(
      { method: "GET", path: "/api/admin/emails/sent", access: { permission: "emails.preview" } },
      () => ok(Schema.Struct({ emails: Schema.Array(Sent) }), { emails: sent }),
    ),
  ]
  return { keep, routes }
}
