import { createHash } from "node:crypto"
import { BotCheck, BotCheckFailed, type BotCheckRequest, SpentTokens } from "@vitrine/core/botcheck"
import { Clock, Duration, Effect, Layer, Option, Schema } from "effect"

/** Where Turnstile's script and widget frame come from: a page's CSP must allow it for scripts and frames. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com"

/** Cloudflare's token verification endpoint. */
export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify"

/** A Turnstile token lives 300 s from when it was made, and is at most 2048 characters (Cloudflare's documentation). */
export const TURNSTILE_TOKEN = { lifetimeMs: 300_000, maxLength: 2048 } as const

/**
 * The hosted provider: the widget's secret key (from the composition root's Config), and optionally
 * the `fetch` to call with and how long to wait for Cloudflare (default 5 s).
 *
 * @example
 * const config: TurnstileConfig = { secretKey: process.env.TURNSTILE_SECRET }
 */
export interface TurnstileConfig {
  readonly secretKey: string
  /** The widget's site key, handed to the browser as its "challenge" so it knows to render Turnstile. */
  readonly siteKey?: string
  readonly fetch?: typeof fetch
  readonly timeoutMs?: number
}

// The documented answer: `success`, `error-codes`, and on success `challenge_ts`, `hostname`,
// `action`, `cdata`.
const Siteverify = Schema.Struct({
  success: Schema.Boolean,
  "error-codes": Schema.optionalKey(Schema.Array(Schema.String)),
  challenge_ts: Schema.optionalKey(Schema.String),
  hostname: Schema.optionalKey(Schema.String),
  action: Schema.optionalKey(Schema.String),
  cdata: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
const decodeAnswer = Schema.decodeUnknownOption(Siteverify)

const refuse = (reason: BotCheckFailed["reason"], detail: string) =>
  Effect.fail(new BotCheckFailed({ reason, detail }))

// Our secret wrong or missing, or Cloudflare failing, is the check being unavailable, not the
// visitor's fault; a token that is too old or used is `expired` (replays are caught before, by the
// spent-token record); anything else says the token is not a real one.
const reasonOf = (codes: readonly string[]): BotCheckFailed["reason"] => {
  if (codes.some((code) => ["missing-input-secret", "invalid-input-secret", "internal-error"].includes(code)))
    return "unavailable"
  if (codes.includes("timeout-or-duplicate")) return "expired"
  return "invalid"
}

const ask = (config: TurnstileConfig, token: string) =>
  Effect.tryPromise({
    try: async (signal) => {
      const body = new URLSearchParams({ secret: config.secretKey, response: token })
      const response = await (config.fetch ?? fetch)(SITEVERIFY_URL, { method: "POST", body, signal })
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
      return (await response.json()) as unknown
    },
    catch: (error) => new BotCheckFailed({ reason: "unavailable", detail: String(error) }),
  }).pipe(
    Effect.timeoutOrElse({
      duration: Duration.millis(config.timeoutMs ?? 5000),
      orElse: () => refuse("unavailable", "siteverify did not answer in time"),
    }),
  )

/**
 * BotCheck on Cloudflare Turnstile. `verify` spends the token (its SHA-256) in SpentTokens first, so
 * a replay is refused as `replayed` without asking Cloudflare, then posts it to `siteverify` and
 * accepts it only when Cloudflare says `success` for this `action` and `hostname`. A network failure,
 * a non-2xx answer, a timeout, an answer that is not the documented JSON, or Cloudflare's refusal of
 * our secret are `unavailable`. Its `challenge` is no proof of work: with a `siteKey` it tells the page
 * to render Turnstile (`{ provider: "turnstile", siteKey, action }`), else it is none.
 *
 * @example
 * Layer.provideMerge(turnstileBotCheck({ secretKey }), postgresLayer(options))
 */
export const turnstileBotCheck = (config: TurnstileConfig): Layer.Layer<BotCheck, never, SpentTokens> =>
  Layer.effect(
    BotCheck,
    Effect.gen(function* () {
      const spent = yield* SpentTokens
      const verify = Effect.fnUntraced(function* (token: string | null, expected: BotCheckRequest) {
        if (token === null || token.trim() === "") return yield* refuse("missing", "no token")
        if (token.length > TURNSTILE_TOKEN.maxLength) return yield* refuse("invalid", "longer than a token")
        const now = yield* Clock.currentTimeMillis
        const id = `turnstile:${createHash("sha256").update(token).digest("hex")}`
        if (!(yield* spent.spend(id, { now, expiresAt: now + TURNSTILE_TOKEN.lifetimeMs })))
          return yield* refuse("replayed", "already presented once")
        const answer = decodeAnswer(yield* ask(config, token))
        if (Option.isNone(answer)) return yield* refuse("unavailable", "siteverify answered something else")
        const verdict = answer.value
        if (!verdict.success) {
          const codes = verdict["error-codes"] ?? []
          return yield* refuse(reasonOf(codes), codes.join(", ") || "refused")
        }
        if (verdict.action !== expected.action)
          return yield* refuse("wrongAction", `made for ${verdict.action}`)
        if (verdict.hostname !== expected.host)
          return yield* refuse("wrongHost", `made for ${verdict.hostname}`)
        const solvedAt = Date.parse(verdict.challenge_ts ?? "")
        if (!(solvedAt + TURNSTILE_TOKEN.lifetimeMs > now))
          return yield* refuse("expired", `solved at ${verdict.challenge_ts}`)
      })
      // Cloudflare makes the challenges; what the store hands the page is which widget to render, with
      // its site key and the action the token must be made for.
      const challenge = (request: BotCheckRequest) =>
        Effect.succeed(
          config.siteKey === undefined
            ? Option.none()
            : Option.some({ provider: "turnstile", siteKey: config.siteKey, action: request.action }),
        )
      return BotCheck.of({ verify, challenge })
    }),
  )
