import { createHmac, timingSafeEqual } from "node:crypto"
import type { StoreRuntime } from "@vitrine/adapter-http/router"
import { RESTOCK_MESSAGES, RestockRepository, unsubscribeFromRestock } from "@vitrine/core/restock"
import { Effect, Schema } from "effect"
import express, { type Request, type Response, type Router } from "express"

/**
 * Where a restock e-mail's unsubscribe link points: a page of the store, not the API (a visitor's
 * browser opens it), answering GET (the link in the e-mail) and POST (a mail client's one-click
 * button, RFC 8058, which sends no cookie and no crumb: the signature is the only authority).
 */
export const UNSUBSCRIBE_PATH = "/restock/unsubscribe"

// The signed text names its purpose, so a signature made for something else never passes here.
const signature = (key: string, signUpId: string): string =>
  createHmac("sha256", key).update(`vitrine restock unsubscribe\0${signUpId}`).digest("base64url")

/**
 * The one-click unsubscribe link of a sign-up: its id and an HMAC-SHA-256 of it under the store's
 * link key (`RestockRepository.linkKey`), so a link changed by one character, or made up for
 * another sign-up, is refused.
 *
 * @example
 * unsubscribeUrl("https://shop.example.com", key, "42") // "https://shop.example.com/restock/unsubscribe?s=42&t=…"
 */
export const unsubscribeUrl = (baseUrl: string, key: string, signUpId: string): string =>
  `${baseUrl}${UNSUBSCRIBE_PATH}?s=${encodeURIComponent(signUpId)}&t=${signature(key, signUpId)}`

/**
 * Whether a link's signature is the one the key makes for this sign-up (compared in constant time).
 *
 * @example
 * signedFor(key, "42", "…") // true or false
 */
export const signedFor = (key: string, signUpId: string, given: string): boolean => {
  const expected = Buffer.from(signature(key, signUpId))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * The headers that make a mail client show its own unsubscribe button and post to the link in one
 * click (RFC 2369, RFC 8058).
 *
 * @example
 * unsubscribeHeaders(url)["List-Unsubscribe-Post"] // "List-Unsubscribe=One-Click"
 */
export const unsubscribeHeaders = (url: string): Readonly<Record<string, string>> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
})

const Link = Schema.Struct({
  s: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  t: Schema.String.check(Schema.isMaxLength(200)),
})

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the store</a></p></main></body></html>`

const answer = (req: Request, res: Response, status: number, text: string) => {
  const title = status === 200 ? "Unsubscribed" : "Link not valid"
  res.status(status).set("Cache-Control", "no-store")
  if (req.method === "POST") res.type("text/plain").send(text)
  else res.type("html").send(page(title, text))
}

/**
 * The unsubscribe page: a link with a valid signature removes the sign-up (`unsubscribeFromRestock`,
 * idempotent: opening it twice says the same) and answers 200 with `RESTOCK_MESSAGES.unsubscribed`;
 * any other (a changed id or signature, a missing part) answers 400 with
 * `RESTOCK_MESSAGES.unsubscribeLinkInvalid` and removes nothing. GET answers a page, POST (the
 * one-click button) plain text. Ours: the link works in one click, as mail clients expect; a link
 * scanner that opens it only removes a sign-up whose e-mail was already sent.
 *
 * @example
 * app.use(restockUnsubscribe(runtime))
 */
export const restockUnsubscribe = (runtime: StoreRuntime): Router => {
  const router = express.Router()
  router.all(UNSUBSCRIBE_PATH, (req, res, next) => {
    if (req.method !== "GET" && req.method !== "POST") return next()
    const link = Schema.decodeUnknownOption(Link)(req.query)
    if (link._tag === "None") return answer(req, res, 400, RESTOCK_MESSAGES.unsubscribeLinkInvalid)
    const { s: signUpId, t: given } = link.value
    runtime
      .runPromise(
        Effect.gen(function* () {
          const key = yield* RestockRepository.use((repository) => repository.linkKey)
          if (!signedFor(key, signUpId, given)) return false
          yield* unsubscribeFromRestock(signUpId)
          return true
        }),
      )
      .then(
        (valid) =>
          valid
            ? answer(req, res, 200, RESTOCK_MESSAGES.unsubscribed)
            : answer(req, res, 400, RESTOCK_MESSAGES.unsubscribeLinkInvalid),
        next,
      )
  })
  return router
}
