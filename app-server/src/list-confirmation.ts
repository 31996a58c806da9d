import { createHmac, timingSafeEqual } from "node:crypto"
import { crossSite, type StoreRuntime } from "@vitrine/adapter-http/router"
import { confirmSubscriber, LIST_CONFIRMATION_MESSAGES, ListSubscribers } from "@vitrine/core/site"
import { escapeAttribute } from "@vitrine/core/template"
import { Clock, Effect, Option, Schema } from "effect"
import express, { type NextFunction, type Response, type Router } from "express"

/** Where a double opt-in confirmation e-mail's link points: a page of the store (a browser opens it). */
export const CONFIRM_PATH = "/mailing-list/confirm"

/**
 * What a confirmation link names: its subscriber and when it stops working (epoch milliseconds).
 *
 * @example
 * const link: ConfirmationLink = { subscriberId: "…", expiresAt: 1_764_000_000_000 }
 */
export interface ConfirmationLink {
  readonly subscriberId: string
  readonly expiresAt: number
}

// The signed text names its purpose, so a signature made for something else (a restock
// unsubscribe) never passes here, and holds the expiry, so a link cannot be made to live longer.
const signature = (key: string, link: ConfirmationLink): string =>
  createHmac("sha256", key)
    .update(`vitrine list confirmation\0${link.subscriberId}\0${link.expiresAt}`)
    .digest("base64url")

/**
 * A subscriber's confirmation link: its id, its expiry and an HMAC-SHA-256 of both under the
 * store's link key (`ListSubscribers.linkKey`). Nothing secret is stored: the link is made again
 * from the key whenever the e-mail is rendered.
 *
 * @example
 * confirmationUrl("https://shop.example.com", key, link) // "https://shop.example.com/mailing-list/confirm?s=…&e=…&t=…"
 */
export const confirmationUrl = (baseUrl: string, key: string, link: ConfirmationLink): string =>
  `${baseUrl}${CONFIRM_PATH}?s=${encodeURIComponent(link.subscriberId)}&e=${link.expiresAt}&t=${signature(key, link)}`

/**
 * How a link reads at `now`: "valid"; "expired" (signed by us, but past its expiry); or "invalid"
 * (any part changed or missing). The signature is compared in constant time, before the expiry,
 * so a forged link never learns whether its time would pass.
 *
 * @example
 * readConfirmationLink(key, { s, e, t }, Date.now()) // "valid" | "expired" | "invalid"
 */
export const readConfirmationLink = (
  key: string,
  given: { readonly s: string; readonly e: string; readonly t: string },
  now: number,
): "valid" | "expired" | "invalid" => {
  if (!/^\d{1,15}$/.test(given.e)) return "invalid"
  const link = { subscriberId: given.s, expiresAt: Number(given.e) }
  const expected = Buffer.from(signature(key, link))
  const actual = Buffer.from(given.t)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return "invalid"
  return now < link.expiresAt ? "valid" : "expired"
}

const Question = Schema.Struct({
  s: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  e: Schema.String.check(Schema.isMaxLength(20)),
  t: Schema.String.check(Schema.isMaxLength(200)),
})

const page = (res: Response, status: number, title: string, body: string) =>
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeAttribute(title)}</title></head><body><main><h1>${escapeAttribute(title)}</h1>${body}<p><a href="/">Back to the store</a></p></main></body></html>`,
    )

const said = (text: string) => `<p>${escapeAttribute(text)}</p>`

// The link's own parts go back in the form: the signature is what lets the POST confirm.
const confirmForm = (link: { readonly s: string; readonly e: string; readonly t: string }) =>
  `${said(LIST_CONFIRMATION_MESSAGES.question)}<form method="post" action="${CONFIRM_PATH}">${Object.entries(
    link,
  )
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeAttribute(value)}">`)
    .join(
      "",
    )}<button type="submit">${escapeAttribute(LIST_CONFIRMATION_MESSAGES.confirmButton)}</button></form>`

type Outcome = "ask" | "confirmed" | "expired" | "invalid" | "removed"

const answer = (res: Response, outcome: Outcome, link: typeof Question.Type) => {
  if (outcome === "ask") page(res, 200, "Confirm your subscription", confirmForm(link))
  else if (outcome === "confirmed")
    page(res, 200, "Subscription confirmed", said(LIST_CONFIRMATION_MESSAGES.confirmed))
  else if (outcome === "expired") page(res, 410, "Link expired", said(LIST_CONFIRMATION_MESSAGES.expired))
  else if (outcome === "removed") page(res, 404, "Not on the list", said(LIST_CONFIRMATION_MESSAGES.removed))
  else page(res, 400, "Link not valid", said(LIST_CONFIRMATION_MESSAGES.invalid))
}

// Reads the link at the runtime's clock, then looks its subscriber up, so the GET already shows
// where the address stands: confirmed says so (also on a link since expired: nothing is left to
// do); removed or unknown says so; only a pending one asks (GET) or is confirmed (POST).
const outcomeOf = (link: typeof Question.Type, confirm: boolean) =>
  Effect.gen(function* () {
    const key = yield* ListSubscribers.use((subscribers) => subscribers.linkKey)
    const read = readConfirmationLink(key, link, yield* Clock.currentTimeMillis)
    if (read === "invalid") return read
    const subscriber = yield* ListSubscribers.use((subscribers) => subscribers.find(link.s))
    if (Option.isSome(subscriber) && subscriber.value.status === "confirmed") return "confirmed" as const
    if (read === "expired") return read
    if (Option.isNone(subscriber)) return "removed" as const
    if (!confirm) return "ask" as const
    // Removed between the look-up and the confirmation: the same answer as removed before.
    return yield* confirmSubscriber(link.s).pipe(
      Effect.as("confirmed" as const),
      Effect.catchTag("SubscriberNotFound", () => Effect.succeed("removed" as const)),
    )
  })

/**
 * The confirmation page. GET (the e-mail's link) only asks: a valid link to a pending subscriber
 * answers 200 with `LIST_CONFIRMATION_MESSAGES.question` and a form whose "Confirm subscription"
 * button posts the link's signed parts back, so a mail provider's link scanner, which opens links
 * but presses no button, confirms nobody. POST (that form, `application/x-www-form-urlencoded`)
 * confirms (`confirmSubscriber`, idempotent: twice says the same) and answers 200 with `confirmed`.
 * Either way the subscriber is looked up first, so the link's page says at once where the address
 * stands: one already confirmed answers 200 with `confirmed` and no button (ours: the spec is
 * silent; even on an expired link, since there is nothing left to do), and a valid link to an
 * address removed since (or never stored) 404 with `removed`. An expired link to anyone else
 * answers 410 with `expired`, a changed, made-up or incomplete one 400 with `invalid`.
 *
 * CSRF: the signed link is the form's token: a page elsewhere cannot make one, and a POST that
 * the browser says comes from another site (`crossSite`: `Sec-Fetch-Site`, else `Origin`) is
 * refused, 403 with `crossSite`, before the link is read. No crumb cookie: the page is opened from
 * a mail client, often in a browser that has never seen the store. Nothing changes but on a POST's 200.
 *
 * @example
 * app.use(listConfirmation(runtime))
 */
export const listConfirmation = (runtime: StoreRuntime): Router => {
  const router = express.Router()
  const handle = (given: unknown, confirm: boolean, res: Response, next: NextFunction) => {
    const link = Schema.decodeUnknownOption(Question)(given)
    if (link._tag === "None") return answer(res, "invalid", { s: "", e: "", t: "" })
    runtime
      .runPromise(outcomeOf(link.value, confirm))
      .then((outcome) => answer(res, outcome, link.value), next)
  }
  router.get(CONFIRM_PATH, (req, res, next) => handle(req.query, false, res, next))
  router.post(
    CONFIRM_PATH,
    (req, res, next) =>
      crossSite(req) ? page(res, 403, "Request refused", said(LIST_CONFIRMATION_MESSAGES.crossSite)) : next(),
    express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 10 }),
    (req, res, next) => handle(req.body, true, res, next),
  )
  return router
}
