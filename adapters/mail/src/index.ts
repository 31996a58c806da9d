/**
 * `@vitrine/adapter-mail`: the Mailer port of `@vitrine/core/mail` on nodemailer.
 *
 * @example
 * import { nodemailerMailer } from "@vitrine/adapter-mail"
 * const layer = nodemailerMailer({ url: smtpUrl, from: "Vitrine <store@example.com>" })
 */
export { type MailerOptions, messageIdOf, nodemailerMailer, type SentMail } from "./mailer.ts"
