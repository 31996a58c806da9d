import { createHmac, timingSafeEqual } from "node:crypto"
import type { StoreRuntime } from "@vitrine/adapter-http/router"
import { confirmSubscriber, LIST_CONFIRMATION_MESSAGES, ListSubscribers } from "@vitrine/core/site"
import { escapeAttribute } from "@vitrine/core/template"
import { Clock, Effect, Schema } from "effect"
import express, { type Response, type Router } from "express"

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

const Query = Schema.Struct({
  s: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  e: Schema.String.check(Schema.isMaxLength(20)),
  t: Schema.String.check(Schema.isMaxLength(200)),
})

const page = (res: Response, status: number, title: string, text: string) =>
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeAttribute(title)}</title></head><body><main><h1>${escapeAttribute(title)}</h1><p>${escapeAttribute(text)}</p><p><a href="/">Back to the store</a></p></main></body></html>`,
    )

/**
 * The confirmation page (GET): a valid link confirms its subscriber (`confirmSubscriber`,
 * idempotent: opened twice it says the same) and answers 200 with `LIST_CONFIRMATION_MESSAGES.confirmed`;
 * an expired one 410 with `expired`; a changed, made-up or incomplete one 400 with `invalid`; a
 * valid link to an address removed since, 404 with `removed`. Nothing changes but on 200.
 *
 * @example
 * app.use(listConfirmation(runtime))
 */
export const listConfirmation = (runtime: StoreRuntime): Router => {
  const router = express.Router()
  router.get(CONFIRM_PATH, (req, res, next) => {
    const invalid = () => page(res, 400, "Link not valid", LIST_CONFIRMATION_MESSAGES.invalid)
    const query = Schema.decodeUnknownOption(Query)(req.query)
    if (query._tag === "None") return invalid()
    runtime
      .runPromise(
        Effect.gen(function* () {
          const key = yield* ListSubscribers.use((subscribers) => subscribers.linkKey)
          const read = readConfirmationLink(key, query.value, yield* Clock.currentTimeMillis)
          if (read !== "valid") return read
          return yield* confirmSubscriber(query.value.s).pipe(
            Effect.as("confirmed" as const),
            Effect.catchTag("SubscriberNotFound", () => Effect.succeed("removed" as const)),
          )
        }),
      )
      .then((outcome) => {
        if (outcome === "confirmed")
          page(res, 200, "Subscription confirmed", LIST_CONFIRMATION_MESSAGES.confirmed)
        else if (outcome === "expired") page(res, 410, "Link expired", LIST_CONFIRMATION_MESSAGES.expired)
        else if (outcome === "removed") page(res, 404, "Not on the list", LIST_CONFIRMATION_MESSAGES.removed)
        else invalid()
      }, next)
  })
  return router
}
