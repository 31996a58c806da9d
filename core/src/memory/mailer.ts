import { Effect, Layer } from "effect"
import { isOneAddress } from "../mail/address.ts"
import { MailNotSent } from "../mail/errors.ts"
import { Mailer, type MailMessage } from "../mail/port.ts"

/**
 * The in-memory Mailer and what it has sent.
 *
 * @example
 * const mailer = memoryMailer()
 * Effect.provide(program, mailer.layer)
 * mailer.outbox() // [{ to: "ada@example.com", subject: "…", html: "…", text: "…" }]
 */
export interface MemoryMailer {
  readonly layer: Layer.Layer<Mailer>
  /** Every message sent so far, oldest first, exactly as it was given to `send`. */
  readonly outbox: () => ReadonlyArray<MailMessage>
}

/**
 * The Mailer port in memory, for core's tests and the Mailer contract suite: a sent message lands in
 * the outbox. It refuses what a mail server would: a `to` that is not exactly one e-mail address
 * (`local@domain.tld`, no display name, no list, no whitespace; see `isOneAddress` in core) fails with
 * `MailNotSent` "rejected" and nothing is sent. With `reachable: false` it plays a mail server that
 * is down: every send fails with "unavailable" and nothing is sent.
 *
 * @example
 * const mailer = memoryMailer()
 * yield* Mailer.use((m) => m.send(message)).pipe(Effect.provide(mailer.layer))
 * assert.strictEqual(mailer.outbox().length, 1)
 */
export const memoryMailer = (options: { readonly reachable?: boolean } = {}): MemoryMailer => {
  const sent: MailMessage[] = []
  const send = (message: MailMessage): Effect.Effect<void, MailNotSent> => {
    if (options.reachable === false)
      return Effect.fail(new MailNotSent({ reason: "unavailable", detail: "memory mailer: unreachable" }))
    if (!isOneAddress(message.to))
      return Effect.fail(
        new MailNotSent({
          reason: "rejected",
          detail: `not one e-mail address: ${JSON.stringify(message.to)}`,
        }),
      )
    return Effect.sync(() => {
      sent.push({ to: message.to, subject: message.subject, html: message.html, text: message.text })
    })
  }
  return { layer: Layer.succeed(Mailer, Mailer.of({ send })), outbox: () => [...sent] }
}
