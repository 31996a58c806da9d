import { SubmissionAnswerSchema } from "@vitrine/core/form"
import { type MailMessage, MailNotRendered, type OutboxMessage } from "@vitrine/core/mail"
import { ListSubscribers, MAILING_LISTS } from "@vitrine/core/site"
import { escapeAttribute } from "@vitrine/core/template"
import { Effect, Schema } from "effect"
import { confirmationUrl } from "./list-confirmation.ts"
import type { KindRenderer, MailPlace } from "./outbox-worker.ts"

const ConfirmationData = Schema.Struct({
  subscriberId: Schema.String,
  listId: Schema.Literals(MAILING_LISTS.map((list) => list.id)),
  expiresAt: Schema.Number,
})

const NotificationData = Schema.Struct({
  subject: Schema.String,
  formName: Schema.String,
  submittedAt: Schema.Number,
  answers: Schema.Array(SubmissionAnswerSchema),
})

const decode = <A>(schema: Schema.Decoder<A>, message: OutboxMessage, what: string) =>
  Schema.decodeUnknownEffect(schema)(message.data).pipe(
    Effect.mapError(() => new MailNotRendered({ key: message.key, detail: `not a ${what} message's data` })),
  )

const utc = (at: number): string => `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`

/**
 * The double opt-in confirmation e-mail: which list, the signed link (made now from the list key,
 * `confirmationUrl`) and until when it works. Data that is not a confirmation's fails with
 * `MailNotRendered` (the message goes dead).
 *
 * @example
 * listConfirmationMail(place).render(message) // Effect<MailMessage, MailNotRendered, ListSubscribers>
 */
export const listConfirmationMail = (place: MailPlace): KindRenderer => ({
  render: (message) =>
    Effect.gen(function* () {
      const data = yield* decode(ConfirmationData, message, "list confirmation")
      const key = yield* ListSubscribers.use((subscribers) => subscribers.linkKey)
      const link = confirmationUrl(place.baseUrl, key, data)
      const list = MAILING_LISTS.find((one) => one.id === data.listId)?.name ?? data.listId
      const until = utc(data.expiresAt)
      const mail: MailMessage = {
        to: message.to,
        subject: `Please confirm your subscription to ${list}`,
        html: `<p>Please confirm that you want to join our ${escapeAttribute(list)} mailing list.</p><p><a href="${escapeAttribute(link)}">Confirm my subscription</a></p><p>The link works until ${until}. If you did not sign up, ignore this e-mail: you will not be added.</p>`,
        text: `Please confirm that you want to join our ${list} mailing list:\n\n${link}\n\nThe link works until ${until}. If you did not sign up, ignore this e-mail: you will not be added.\n`,
      }
      return mail
    }),
})

/**
 * The notification e-mail of a connected form's submission: the connection's subject, the form's
 * name and each answer (title and text, HTML-escaped; blank answers shown as "—").
 *
 * @example
 * formNotificationMail().render(message) // Effect<MailMessage, MailNotRendered>
 */
export const formNotificationMail = (): KindRenderer => ({
  render: (message) =>
    Effect.map(decode(NotificationData, message, "form notification"), (data): MailMessage => {
      const rows = data.answers.map((answer) => [answer.title, answer.text.trim() === "" ? "—" : answer.text])
      return {
        to: message.to,
        subject: data.subject,
        html: `<p>A new submission of the form ${escapeAttribute(data.formName)}, ${utc(data.submittedAt)}:</p><table>${rows
          .map(
            ([title, text]) =>
              `<tr><th align="left" valign="top">${escapeAttribute(title ?? "")}</th><td>${escapeAttribute(text ?? "").replace(/\n/g, "<br>")}</td></tr>`,
          )
          .join("")}</table>`,
        text: `A new submission of the form ${data.formName}, ${utc(data.submittedAt)}:\n\n${rows
          .map(([title, text]) => `${title}: ${text}`)
          .join("\n")}\n`,
      }
    }),
})
