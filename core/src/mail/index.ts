/**
 * `@vitrine/core/mail`: the Mailer port (send one e-mail) and its error. Adapters implement it
 * (`@vitrine/adapter-mail`: SMTP through nodemailer); core's programs only name it.
 *
 * @example
 * import { Mailer } from "@vitrine/core/mail"
 * const notify = Mailer.use((mailer) => mailer.send({ to, subject, html, text }))
 */

export * from "./address.ts"
export * from "./delivery.ts"
export * from "./errors.ts"
export * from "./outbox.ts"
export * from "./port.ts"
export * from "./retry.ts"
