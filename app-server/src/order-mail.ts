import { defineRoute, ok, type RouteTable } from "@vitrine/adapter-http/router"
import { nodemailerMailer, type SentMail } from "@vitrine/adapter-mail"
import { sendOrderConfirmations } from "@vitrine/core/checkout"
import { DEFAULT_STORE_SETTINGS } from "@vitrine/core/site"
import type { StorePorts } from "@vitrine/core/store"
import { Effect, type ManagedRuntime, Schema } from "effect"
import type { Logger } from "pino"
import type { StoreRendering } from "./rendering/index.ts"

/** How the order e-mails go out: an SMTP URL (`MAIL_URL`), else the JSON transport; the sender. */
export interface OrderMailOptions {
  readonly url?: string | undefined
  readonly from?: string
  /** How often the worker looks for due confirmations, in ms; default 1000. 0: no worker. */
  readonly intervalMs?: number
  /** The public origin the e-mails' links use. */
  readonly baseUrl?: string
}

/** How many e-mails the merchant's outbox viewer keeps (the last ones the JSON transport built). */
export const OUTBOX_VIEW_SIZE = 50

const Sent = Schema.Struct({
  to: Schema.Array(Schema.String),
  messageId: Schema.String,
  subject: Schema.String,
  html: Schema.String,
  text: Schema.String,
})

/**
 * The confirmation worker of one server process: every `intervalMs` it runs core's
 * `sendOrderConfirmations` (claims due e-mails, renders the order template, sends through the
 * Mailer on nodemailer, marks them sent). Several processes may run it on one database: claims are
 * leased (60 s), so each e-mail goes to one sender at a time. Without `MAIL_URL` the JSON transport
 * builds the messages and sends nothing; the last {@link OUTBOX_VIEW_SIZE} are kept for the
 * merchant's viewer (`GET /api/admin/emails/sent`, `emails.preview`).
 *
 * @example
 * const mail = orderMail(runtime, rendering, logger, { url: process.env.MAIL_URL })
 * mail.start(); …; await mail.stop()
 */
export const orderMail = (
  runtime: ManagedRuntime.ManagedRuntime<StorePorts, unknown>,
  rendering: StoreRendering,
  logger: Logger,
  options: OrderMailOptions = {},
) => {
  const sent: (typeof Sent.Type)[] = []
  const keep = (mail: SentMail) => {
    if (options.url !== undefined) return
    const built = JSON.parse(mail.response) as { subject?: string; html?: string; text?: string }
    sent.unshift({
      to: [...mail.envelope.to],
      messageId: mail.messageId,
      subject: built.subject ?? "",
      html: built.html ?? "",
      text: built.text ?? "",
    })
    sent.length = Math.min(sent.length, OUTBOX_VIEW_SIZE)
  }
  const mailer = nodemailerMailer({
    url: options.url,
    from: options.from ?? "Vitrine <store@example.com>",
    onSent: keep,
  })
  const place = { settings: DEFAULT_STORE_SETTINGS, baseUrl: options.baseUrl ?? "" }
  const pass = sendOrderConfirmations(
    (order) => rendering.orderConfirmation(order, { ...place, sentAt: Date.parse(order.created) }),
    { limit: 20, leaseMs: 60_000 },
  ).pipe(Effect.provide(mailer))
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const tick = () => {
    running = runtime
      .runPromise(pass)
      .then(
        (count) => count > 0 && logger.info({ count }, "sent order confirmations"),
        (error: unknown) => logger.error({ error }, "order confirmation pass failed"),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs ?? 1000)
      })
  }
  const routes = (): RouteTable => [
    defineRoute(
      { method: "GET", path: "/api/admin/emails/sent", access: { permission: "emails.preview" } },
      () => ok(Schema.Struct({ emails: Schema.Array(Sent) }), { emails: sent }),
    ),
  ]
  return {
    routes,
    /** Runs one pass now (tests, and a server that wants its e-mails out before it stops). */
    runOnce: () => runtime.runPromise(pass),
    start: () => {
      if ((options.intervalMs ?? 1000) > 0) tick()
    },
    stop: async () => {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      await running
    },
  }
}
