import { assert, describe, it } from "@effect/vitest"
import { BotCheck, BotCheckFailed } from "@vitrine/core/botcheck"
import { memorySpentTokens } from "@vitrine/core/memory"
import { Effect, Exit, Layer } from "effect"
import { ALTCHA_DEFAULTS, altchaBotCheck, createChallenge, solveForTest } from "./altcha.ts"
import { payloadOf, tokenOf } from "./altcha-payload.ts"

const config = {
  hmacKey: "altcha-adapter-test-key-0123456789abcdef",
  cost: 10,
  attempts: { min: 1, max: 30 },
}
const request = { action: "FORM_BLOCK_SUBMISSION", host: "shop.example.com" } as const
const layer = Layer.provide(altchaBotCheck(config), memorySpentTokens())
const reasonOf = (token: string) =>
  BotCheck.use((check) => Effect.flip(check.verify(token, request))).pipe(
    Effect.map((error) => (error instanceof BotCheckFailed ? error.reason : "other")),
    Effect.provide(layer),
  )

describe("the self-hosted ALTCHA check", () => {
  it.effect("a challenge carries its action, host and expiry in its signed data", () =>
    Effect.gen(function* () {
      const challenge = yield* Effect.promise(() => createChallenge(config, request, 1_000))
      assert.deepStrictEqual(challenge.parameters.data, {
        ...request,
        expires: 1_000 + ALTCHA_DEFAULTS.lifetimeMs,
      })
      assert.strictEqual(challenge.parameters.algorithm, "PBKDF2/SHA-256")
      assert.isString(challenge.signature)
      assert.isString(challenge.parameters.keySignature, "checked by HMAC, the work is not redone")
    }),
  )

  it.effect("changing the action, host or expiry in a solved token breaks its signature", () =>
    Effect.gen(function* () {
      const token = yield* Effect.promise(async () =>
        solveForTest(await createChallenge(config, { ...request, action: "NEWSLETTER_BLOCK_SUBMISSION" }, 0)),
      )
      const payload = payloadOf(token)
      if (payload === undefined) return assert.fail("a payload")
      const tampered = (data: Record<string, string | number>) =>
        tokenOf({
          ...payload,
          challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, data } },
        })
      const data = payload.challenge.parameters.data ?? {}
      assert.strictEqual(yield* reasonOf(tampered({ ...data, action: request.action } as never)), "invalid")
      assert.strictEqual(
        yield* reasonOf(tampered({ ...data, action: request.action, host: "x" } as never)),
        "invalid",
      )
      assert.strictEqual(
        yield* reasonOf(tampered({ ...data, expires: Number.MAX_SAFE_INTEGER } as never)),
        "invalid",
      )
    }),
  )

  it.effect("a wrong solution is invalid", () =>
    Effect.gen(function* () {
      const token = yield* Effect.promise(async () => solveForTest(await createChallenge(config, request, 0)))
      const payload = payloadOf(token)
      if (payload === undefined) return assert.fail("a payload")
      const wrong = tokenOf({ ...payload, solution: { ...payload.solution, derivedKey: "00".repeat(32) } })
      assert.strictEqual(yield* reasonOf(wrong), "invalid")
    }),
  )

  it.effect("a key shorter than 32 characters stops the layer from being built", () =>
    Effect.gen(function* () {
      const short = Layer.provide(altchaBotCheck({ hmacKey: "too-short" }), memorySpentTokens())
      const exit = yield* Effect.exit(
        Effect.provide(
          BotCheck.use(() => Effect.void),
          short,
        ),
      )
      assert.isTrue(Exit.hasDies(exit))
    }),
  )
})
