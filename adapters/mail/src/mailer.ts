import { isOneAddress, Mailer, type MailFailure, type MailMessage, MailNotSent } from "@vitrine/core/mail"
import { Effect, Layer } from "effect"
import { createTransport, type Transporter } from "nodemailer"

/** How the adapter sends. */
export interface MailerOptions {
  /**
   * An SMTP URL (`smtp://user:pass@host:587`, `smtps://…:465`). Without one, messages go to
   * nodemailer's JSON transport: built in full (MIME, headers) but sent nowhere, and handed to
   * `onSent` — the store's default, so a demo or a test never mails anyone by accident.
   */
  readonly url?: string | undefined
  /** The sender, e.g. `"Vitrine <store@example.com>"`. */
  readonly from: string
  /**
   * SMTP connections kept open and used at once (nodemailer's pool); default
   * {@link SMTP_POOL_CONNECTIONS}. `pool`, `maxConnections` or `maxMessages` in the URL win.
   */
  readonly maxConnections?: number | undefined
  /** Called after each message the transport accepted, with what it built. */
  readonly onSent?: ((sent: SentMail) => void) | undefined
}

/**
 * A message the transport accepted: its Message-ID, envelope, and — from the JSON transport — the
 * whole message as JSON (`subject`, `html`, `text`…); from SMTP, the server's reply.
 *
 * @example
 * const sent: SentMail = { messageId: "<…@example.com>", envelope: { from: "store@example.com", to: ["ada@example.com"] }, response: "{…}" }
 */
export interface SentMail {
  readonly messageId: string
  readonly envelope: { readonly from: string | false; readonly to: readonly string[] }
  readonly response: string
}

// SMTP's 5xx replies and nodemailer's envelope and message errors are permanent: the same message
// will be refused again. Anything else (refused or dropped connections, timeouts, 4xx, bad
// credentials) is the server being unavailable to us for now.
const PERMANENT_CODES = new Set(["EENVELOPE", "EMESSAGE"])

const failureOf = (cause: unknown): MailNotSent => {
  const error = (typeof cause === "object" && cause !== null ? cause : {}) as {
    readonly code?: unknown
    readonly responseCode?: unknown
    readonly message?: unknown
  }
  const code = typeof error.responseCode === "number" ? error.responseCode : 0
  const reason: MailFailure =
    (code >= 500 && code < 600) || PERMANENT_CODES.has(String(error.code)) ? "rejected" : "unavailable"
  return new MailNotSent({ reason, detail: String(error.message ?? cause) })
}

/**
 * The Message-ID of a message with an idempotency key: the key (reduced to the characters a
 * Message-ID's left part may hold) at the sender's domain, so the same outbox message sent twice
 * (a worker that died after the server accepted it) carries the same id, which receivers use to
 * drop the copy.
 *
 * @example
 * messageIdOf("restock:42:1", "Vitrine <store@example.com>") // "<restock.42.1@example.com>"
 */
export const messageIdOf = (key: string, from: string): string => {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "vitrine.invalid"
  return `<${key.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/g, ".")}@${domain}>`
}

/**
 * SMTP connections the pool keeps by default: the delivery worker keeps dozens of sends in flight,
 * and one connection carries one message at a time (SMTP has no pipelining of whole messages).
 *
 * @example
 * nodemailerMailer({ url, from, maxConnections: SMTP_POOL_CONNECTIONS })
 */
export const SMTP_POOL_CONNECTIONS = 16

// A pool whose connections carry any number of messages: opening one (greeting, EHLO) costs as much
// as a message, so they stay open until idle (nodemailer closes idle ones after 4 minutes).
const transportOf = (options: MailerOptions): Transporter =>
  options.url === undefined
    ? createTransport({ jsonTransport: true })
    : createTransport({
        url: options.url,
        pool: true,
        maxConnections: options.maxConnections ?? SMTP_POOL_CONNECTIONS,
        maxMessages: Number.POSITIVE_INFINITY,
      })

/**
 * The Mailer port on nodemailer: SMTP when `url` is given (a pool of connections), else the JSON transport (nothing leaves
 * the process). The transport is created when the layer is built and closed when it is released
 * (an SMTP pool's connections end with it). A `to` that is not exactly one e-mail address
 * (`isOneAddress`: no display name, no list, no whitespace) fails with `MailNotSent` "rejected" before
 * any transport sees it, as does a recipient the server refuses; an unreachable server fails with
 * "unavailable".
 *
 * @example
 * const layer = nodemailerMailer({ url: process.env.SMTP_URL, from: "Vitrine <store@example.com>" })
 * await Effect.runPromise(Mailer.use((mailer) => mailer.send(message)).pipe(Effect.provide(layer)))
 */
export const nodemailerMailer = (options: MailerOptions): Layer.Layer<Mailer> =>
  Layer.effect(
    Mailer,
    Effect.gen(function* () {
      const transport = yield* Effect.acquireRelease(
        Effect.sync(() => transportOf(options)),
        (opened) => Effect.sync(() => opened.close()),
      )
      const deliver = ({ idempotencyKey, ...message }: MailMessage) =>
        Effect.tryPromise({
          try: () =>
            transport.sendMail({
              from: options.from,
              ...message,
              ...(idempotencyKey === undefined
                ? {}
                : { messageId: messageIdOf(idempotencyKey, options.from) }),
            }),
          catch: failureOf,
        }).pipe(
          Effect.flatMap((info: SentInfo) =>
            (info.rejected?.length ?? 0) > 0 && (info.accepted?.length ?? 0) === 0
              ? Effect.fail(new MailNotSent({ reason: "rejected", detail: String(info.response) }))
              : Effect.sync(() => options.onSent?.(sentMail(info))),
          ),
        )
      const send = (message: MailMessage) =>
        !isOneAddress(message.to)
          ? Effect.fail(
              new MailNotSent({
                reason: "rejected",
                detail: `not one e-mail address: ${JSON.stringify(message.to)}`,
              }),
            )
          : deliver(message)
      return Mailer.of({ send })
    }),
  )

/** What every nodemailer transport reports about a sent message (the JSON transport's `message` included). */
interface SentInfo {
  readonly messageId: string
  readonly envelope: { readonly from: string | false; readonly to: readonly string[] }
  readonly accepted?: readonly unknown[] | undefined
  readonly rejected?: readonly unknown[] | undefined
  readonly response?: unknown
  readonly message?: unknown
}

const sentMail = (info: SentInfo): SentMail => ({
  messageId: info.messageId,
  envelope: info.envelope,
  response: typeof info.message === "string" ? info.message : String(info.response ?? ""),
})
