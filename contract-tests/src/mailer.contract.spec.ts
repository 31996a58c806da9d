import { assert, describe, it } from "@effect/vitest"
import { Mailer, type MailMessage, MailNotSent } from "@vitrine/core/mail"
import { Effect, type Layer } from "effect"
import { freshId } from "./setup/fixtures.ts"

/**
 * A message as the transport delivered it: its envelope recipients and its parts.
 *
 * @example
 * const delivered: Delivered = { to: ["ada@example.com"], subject: "Back in stock", html: "<p>…</p>", text: "…" }
 */
export interface Delivered {
  readonly to: ReadonlyArray<string>
  readonly subject: string
  readonly html: string
  readonly text: string
}

/**
 * One fresh Mailer to test and a way to read what it delivered (an outbox, a transport's output).
 *
 * @example
 * const mailer = memoryMailer()
 * const target: MailerTarget = { layer: mailer.layer, delivered: () => mailer.outbox().map(...) }
 */
export interface MailerTarget {
  readonly layer: Layer.Layer<Mailer>
  readonly delivered: () => ReadonlyArray<Delivered>
}

/**
 * What really differs between Mailer adapters.
 *
 * @example
 * suite("nodemailer", jsonTransport, { unreachable: closedSmtpServer })
 */
export interface MailerSuiteOptions {
  /** A Mailer whose mail server cannot be reached, for adapters that have a server at all. */
  readonly unreachable?: () => MailerTarget
}

const aMessage = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: "ada@example.com",
  subject: `Linen Shirt is back in stock ${freshId()}`,
  html: "<p>Good news: <strong>Linen Shirt</strong> is back.</p>",
  text: "Good news: Linen Shirt is back.",
  ...overrides,
})

const sent = (target: MailerTarget, message: MailMessage) =>
  Mailer.use((mailer) => mailer.send(message)).pipe(Effect.provide(target.layer))

const refusal = (target: MailerTarget, message: MailMessage) =>
  sent(target, message).pipe(
    Effect.flip,
    Effect.tap((error) => Effect.sync(() => assert.instanceOf(error, MailNotSent))),
  )

// The port sends to one recipient, so a list is as wrong as a typo; a line break could smuggle a Bcc.
const notOneAddress = [
  "not-an-address",
  "",
  "ada@",
  "@example.com",
  "ada@example",
  "ada@@example.com",
  "ada @example.com",
  " ada@example.com",
  "Ada <ada@example.com>",
  "ada@example.com, bob@example.com",
  "ada@example.com;bob@example.com",
  "ada@example.com\r\nBcc: eve@example.com",
  "ada..lovelace@example.com",
  "ada@-example.com",
]

/**
 * The Mailer contract: a message sent is delivered once, whole, to its one recipient; a `to` that is
 * not exactly one e-mail address is rejected and nothing goes out; a server that cannot be reached
 * (where the adapter has one) gives "unavailable".
 *
 * @example
 * suite("memory", () => memoryTarget(memoryMailer()))
 */
export const suite = (
  name: string,
  makeTarget: () => MailerTarget,
  options: MailerSuiteOptions = {},
): void => {
  describe(`Mailer contract (${name})`, () => {
    it.effect("a message is delivered once to its recipient with its subject, HTML and text", () =>
      Effect.gen(function* () {
        const target = makeTarget()
        const message = aMessage()
        yield* sent(target, message)
        assert.deepStrictEqual(target.delivered(), [
          { to: ["ada@example.com"], subject: message.subject, html: message.html, text: message.text },
        ])
      }),
    )

    it.effect("each send delivers its own message, in order (sending twice sends two)", () =>
      Effect.gen(function* () {
        const target = makeTarget()
        const first = aMessage({ to: "o'brien+restock@mail.example.co.uk" })
        const second = aMessage({ to: "ADA@EXAMPLE.COM", text: "Ünïcode text — and “quotes”." })
        yield* sent(target, first)
        yield* sent(target, second)
        yield* sent(target, second)
        const delivered = target.delivered()
        assert.deepStrictEqual(
          delivered.map((mail) => mail.subject),
          [first.subject, second.subject, second.subject],
        )
        assert.deepStrictEqual(delivered[0]?.to, ["o'brien+restock@mail.example.co.uk"])
        assert.strictEqual(delivered[1]?.text, second.text)
      }),
    )

    it.effect("a recipient that is not one e-mail address is rejected and nothing is delivered", () =>
      Effect.gen(function* () {
        const target = makeTarget()
        for (const to of notOneAddress) {
          const error = yield* refusal(target, aMessage({ to }))
          assert.strictEqual(error.reason, "rejected", JSON.stringify(to))
        }
        assert.deepStrictEqual(target.delivered(), [])
      }),
    )

    if (options.unreachable !== undefined) {
      const unreachable = options.unreachable
      it.effect("a mail server that cannot be reached gives 'unavailable' and nothing is delivered", () =>
        Effect.gen(function* () {
          const target = unreachable()
          const error = yield* refusal(target, aMessage())
          assert.strictEqual(error.reason, "unavailable")
          assert.deepStrictEqual(target.delivered(), [])
        }),
      )
    }
  })
}
