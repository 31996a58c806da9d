import { createHmac } from "node:crypto"
import { BotCheck, BotCheckFailed, type BotCheckRequest, SpentTokens } from "@vitrine/core/botcheck"
import {
  type Challenge,
  createChallenge as createAltcha,
  randomInt,
  solveChallenge,
  verifySolution,
} from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { Clock, Effect, Layer, Option } from "effect"
import { payloadOf, tokenOf } from "./altcha-payload.ts"

/**
 * The self-hosted proof of work. `hmacKey` signs every challenge: at least 32 characters, read by the
 * composition root with Effect `Config` (never written in code). The work: `attempts` key derivations
 * of PBKDF2-SHA-256 with `cost` iterations each, the solver not knowing which attempt wins (the
 * counter is drawn from the range). Defaults are ALTCHA's own: cost 5000, 5000–10000 attempts, a
 * second or a few for a browser's workers; a challenge is accepted for 10 minutes after it is made.
 *
 * @example
 * const config: AltchaConfig = { hmacKey: process.env.CAPTCHA_HMAC_KEY }
 */
export interface AltchaConfig {
  readonly hmacKey: string
  readonly cost?: number
  readonly attempts?: { readonly min: number; readonly max: number }
  readonly lifetimeMs?: number
}

/** ALTCHA's defaults for the work, and the time a challenge is accepted. */
export const ALTCHA_DEFAULTS = {
  cost: 5000,
  attempts: { min: 5000, max: 10_000 },
  lifetimeMs: 10 * 60_000,
} as const

// Two secrets from the one key: one signs the challenge, one the expected key (ALTCHA's "deterministic
// mode"), so a solution is checked with an HMAC instead of repeating the work.
const secrets = (config: AltchaConfig) => {
  if (config.hmacKey.length < 32) throw new Error("The captcha HMAC key must have at least 32 characters.")
  const derive = (label: string) => createHmac("sha256", config.hmacKey).update(label).digest("hex")
  return {
    hmacSignatureSecret: derive("vitrine altcha challenge"),
    hmacKeySignatureSecret: derive("vitrine altcha key"),
  }
}

/**
 * A fresh challenge for an action and host, as the widget fetches it (`{ parameters, signature }`):
 * the action, host and expiry (`now` + lifetime, in milliseconds) ride in its signed `data`.
 *
 * @example
 * await createChallenge(config, { action: "FORM_BLOCK_SUBMISSION", host: "shop.example.com" }, Date.now())
 */
export const createChallenge = (
  config: AltchaConfig,
  request: BotCheckRequest,
  now: number,
): Promise<Challenge> => {
  const attempts = config.attempts ?? ALTCHA_DEFAULTS.attempts
  return createAltcha({
    algorithm: "PBKDF2/SHA-256",
    cost: config.cost ?? ALTCHA_DEFAULTS.cost,
    counter: randomInt(attempts.max, attempts.min),
    deriveKey,
    data: {
      action: request.action,
      host: request.host,
      expires: now + (config.lifetimeMs ?? ALTCHA_DEFAULTS.lifetimeMs),
    },
    ...secrets(config),
  })
}

const refuse = (reason: BotCheckFailed["reason"], detail: string) =>
  Effect.fail(new BotCheckFailed({ reason, detail }))

/**
 * BotCheck on a self-hosted ALTCHA proof of work (altcha-lib 2): `challenge` makes a signed challenge
 * for the action and host; `verify` decodes the widget's token, checks the signature and the
 * solution (an HMAC), then the expiry by Effect's Clock, the action and the host, and spends the
 * challenge's signature in SpentTokens until it expires, so a token is accepted once across every
 * server process. Works offline: nothing leaves the server. A key shorter than 32 characters is a
 * defect when the layer is built.
 *
 * @example
 * Layer.provide(altchaBotCheck({ hmacKey }), postgresFormsLayer(options))
 */
export const altchaBotCheck = (config: AltchaConfig): Layer.Layer<BotCheck, never, SpentTokens> =>
  Layer.effect(
    BotCheck,
    Effect.gen(function* () {
      const keys = yield* Effect.sync(() => secrets(config))
      const spent = yield* SpentTokens
      const verify = Effect.fnUntraced(function* (token: string | null, expected: BotCheckRequest) {
        if (token === null || token.trim() === "") return yield* refuse("missing", "no token")
        const payload = payloadOf(token.trim())
        if (payload === undefined) return yield* refuse("invalid", "not an ALTCHA payload")
        const result = yield* Effect.tryPromise(() =>
          verifySolution({ ...payload, deriveKey, ...keys }),
        ).pipe(Effect.orElseSucceed(() => undefined))
        if (result?.verified !== true)
          return yield* refuse("invalid", result?.invalidSignature ? "bad signature" : "bad solution")
        const data = payload.challenge.parameters.data ?? {}
        const expires = typeof data.expires === "number" ? data.expires : 0
        const now = yield* Clock.currentTimeMillis
        if (expires <= now) return yield* refuse("expired", `expired at ${new Date(expires).toISOString()}`)
        if (data.action !== expected.action)
          return yield* refuse("wrongAction", `made for ${String(data.action)}`)
        if (data.host !== expected.host) return yield* refuse("wrongHost", `made for ${String(data.host)}`)
        const first = yield* spent.spend(`altcha:${payload.challenge.signature}`, { now, expiresAt: expires })
        if (!first) return yield* refuse("replayed", "already accepted once")
      })
      return BotCheck.of({
        verify,
        challenge: (request) =>
          Effect.flatMap(Clock.currentTimeMillis, (now) =>
            Effect.promise(() => createChallenge(config, request, now)),
          ).pipe(
            Effect.map((challenge) => Option.some(challenge as unknown as Readonly<Record<string, unknown>>)),
          ),
      })
    }),
  )

/**
 * Solves a challenge in Node, as the browser's widget would, and returns the token it would post:
 * for tests and benchmarks (a visitor's browser runs the `altcha` widget instead).
 *
 * @example
 * const token = await solveForTest(await createChallenge(config, request, Date.now()))
 */
export const solveForTest = async (challenge: Challenge): Promise<string> => {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (solution === null) throw new Error("The challenge was not solved in time.")
  return tokenOf({ challenge, solution })
}
