import { assert, describe, it } from "@effect/vitest"
import { BotCheck, BotCheckFailed } from "@vitrine/core/botcheck"
import { memorySpentTokens } from "@vitrine/core/memory"
import { Effect, Layer, Option } from "effect"
import { HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { SITEVERIFY_URL, turnstileBotCheck } from "./turnstile.ts"

// Cloudflare's documented answers, one at a time (MSW answers for the third-party host).
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const request = { action: "NEWSLETTER_BLOCK_SUBMISSION", host: "shop.example.com" } as const
const answering = (body: unknown, init?: ResponseInit) => {
  server.use(http.post(SITEVERIFY_URL, () => HttpResponse.json(body as never, init)))
}
const reasonOf = (token = "a-token", timeoutMs = 5000) =>
  BotCheck.use((check) => Effect.flip(check.verify(token, request))).pipe(
    Effect.map((error) => (error instanceof BotCheckFailed ? error.reason : "other")),
    Effect.provide(Layer.provide(turnstileBotCheck({ secretKey: "s", timeoutMs }), memorySpentTokens())),
  )
const success = {
  success: true,
  "error-codes": [],
  challenge_ts: new Date().toISOString(),
  hostname: "shop.example.com",
  action: "NEWSLETTER_BLOCK_SUBMISSION",
  cdata: "",
}

describe("the Turnstile check against Cloudflare's documented answers", () => {
  it.each([
    ["invalid-input-response", "invalid"],
    ["missing-input-response", "invalid"],
    ["bad-request", "invalid"],
    ["timeout-or-duplicate", "expired"],
    ["missing-input-secret", "unavailable"],
    ["invalid-input-secret", "unavailable"],
    ["internal-error", "unavailable"],
  ])("error code %s is %s", (code, reason) =>
    Effect.runPromise(
      Effect.gen(function* () {
        answering({ success: false, "error-codes": [code] })
        assert.strictEqual(yield* reasonOf(), reason)
      }),
    ),
  )

  it.effect("success for another action or hostname is refused as such", () =>
    Effect.gen(function* () {
      answering({ ...success, action: "FORM_BLOCK_SUBMISSION" })
      assert.strictEqual(yield* reasonOf(), "wrongAction")
      answering({ ...success, hostname: "evil.example" })
      assert.strictEqual(yield* reasonOf(), "wrongHost")
    }),
  )

  it.effect("the token and the secret are posted form-encoded, and success passes", () =>
    Effect.gen(function* () {
      let posted = ""
      server.use(
        http.post(SITEVERIFY_URL, async ({ request: sent }) => {
          posted = await sent.text()
          return HttpResponse.json(success)
        }),
      )
      yield* BotCheck.use((check) => check.verify("tok en", request)).pipe(
        Effect.provide(Layer.provide(turnstileBotCheck({ secretKey: "s3cret" }), memorySpentTokens())),
      )
      assert.strictEqual(posted, "secret=s3cret&response=tok+en")
    }),
  )

  it.live("a 5xx, a non-JSON body, an undocumented shape or no answer in time is unavailable", () =>
    Effect.gen(function* () {
      answering({ error: "down" }, { status: 502 })
      assert.strictEqual(yield* reasonOf(), "unavailable")
      server.use(http.post(SITEVERIFY_URL, () => HttpResponse.html("<html>Just a moment…</html>")))
      assert.strictEqual(yield* reasonOf(), "unavailable")
      answering({ ok: "yes" })
      assert.strictEqual(yield* reasonOf(), "unavailable")
      server.use(http.post(SITEVERIFY_URL, () => new Promise<Response>(() => {})))
      assert.strictEqual(yield* reasonOf("a-token", 50), "unavailable")
    }),
  )

  it.effect(
    "CAPTCHA-001 CAPTCHA-002 with a site key, the page is told to render Turnstile for the action; without one, nothing",
    () =>
      Effect.gen(function* () {
        const challengeOf = (siteKey?: string) =>
          BotCheck.use((check) => check.challenge(request)).pipe(
            Effect.provide(
              Layer.provide(
                turnstileBotCheck({ secretKey: "s", ...(siteKey === undefined ? {} : { siteKey }) }),
                memorySpentTokens(),
              ),
            ),
          )
        assert.deepStrictEqual(
          yield* challengeOf("0x4AAAAAAA"),
          Option.some({
            provider: "turnstile",
            siteKey: "0x4AAAAAAA",
            action: "NEWSLETTER_BLOCK_SUBMISSION",
          }),
        )
        assert.isTrue(Option.isNone(yield* challengeOf()))
      }),
  )

  it.effect("a token longer than Cloudflare's 2048 characters is invalid without a call", () =>
    Effect.gen(function* () {
      assert.strictEqual(yield* reasonOf("x".repeat(2049)), "invalid")
    }),
  )
})
