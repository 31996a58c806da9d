import { assert, describe, it } from "@effect/vitest"
import { BotCheck, type BotCheckAction, BotCheckFailed, type BotCheckRequest } from "@vitrine/core/botcheck"
import { Effect, Exit, type Layer, Option } from "effect"
import fc from "fast-check"

/**
 * One fresh BotCheck to test, and the tokens to test it with, made the way the adapter's real tokens
 * are made: `valid` for an action and host, `expired` (made so long ago it has lapsed), `forged`
 * (looks like a token but the provider never made it).
 *
 * @example
 * const target: BotCheckTarget = { layer, valid, expired, forged }
 */
export interface BotCheckTarget {
  readonly layer: Layer.Layer<BotCheck>
  readonly valid: (request: BotCheckRequest) => Effect.Effect<string>
  readonly expired: (request: BotCheckRequest) => Effect.Effect<string>
  readonly forged: (request: BotCheckRequest) => Effect.Effect<string>
}

/**
 * What really differs between BotCheck adapters.
 *
 * @example
 * suite("turnstile", turnstileTarget, { issuesChallenges: false, unreachable: turnstileDown })
 */
export interface BotCheckSuiteOptions {
  /** A self-hosted check hands the widget its challenge; a hosted one leaves that to the provider. */
  readonly issuesChallenges: boolean
  /** The same check with its provider out of reach, for adapters that have one. */
  readonly unreachable?: () => BotCheckTarget
}

const form: BotCheckRequest = { action: "FORM_BLOCK_SUBMISSION", host: "shop.example.com" }
const OTHER_ACTIONS: readonly BotCheckAction[] = [
  "NEWSLETTER_BLOCK_SUBMISSION",
  "PRODUCT_WAITLIST_SUBMISSION",
  "PROMO_POPUP_SUBMISSION",
]

const verify = (token: string | null, expected: BotCheckRequest) =>
  BotCheck.use((check) => check.verify(token, expected))
const reasonOf = (token: string | null, expected: BotCheckRequest) =>
  Effect.map(Effect.flip(verify(token, expected)), (error) =>
    error instanceof BotCheckFailed ? error.reason : "not a BotCheckFailed",
  )

/**
 * The BotCheck contract: a valid token for its action and host passes once; replayed, made for
 * another action or host, expired, forged, missing or any other text, it is refused with its reason;
 * of concurrent checks of one token one passes; a provider out of reach is `unavailable`.
 *
 * @example
 * suite("memory", memoryTarget, { issuesChallenges: false })
 */
export const suite = (
  name: string,
  makeTarget: () => BotCheckTarget,
  options: BotCheckSuiteOptions,
): void => {
  const on = <A, E>(test: (target: BotCheckTarget) => Effect.Effect<A, E, BotCheck>) =>
    Effect.suspend(() => {
      const target = makeTarget()
      return Effect.provide(test(target), target.layer)
    })

  describe(`BotCheck contract (${name})`, () => {
    it.effect("a valid token for its action and host passes once; again, it is refused as replayed", () =>
      on((target) =>
        Effect.gen(function* () {
          const token = yield* target.valid(form)
          yield* verify(token, form)
          assert.strictEqual(yield* reasonOf(token, form), "replayed")
        }),
      ),
    )

    it.effect("a token made for one action is refused for every other", () =>
      on((target) =>
        Effect.gen(function* () {
          for (const action of OTHER_ACTIONS) {
            assert.strictEqual(yield* reasonOf(yield* target.valid(form), { ...form, action }), "wrongAction")
          }
          yield* verify(yield* target.valid({ ...form, action: "PROMO_POPUP_SUBMISSION" }), {
            ...form,
            action: "PROMO_POPUP_SUBMISSION",
          })
        }),
      ),
    )

    it.effect("a token made on another site is refused", () =>
      on((target) =>
        Effect.gen(function* () {
          assert.strictEqual(
            yield* reasonOf(yield* target.valid(form), { ...form, host: "evil.example" }),
            "wrongHost",
          )
        }),
      ),
    )

    it.effect("an expired token is refused", () =>
      on((target) =>
        Effect.gen(function* () {
          assert.strictEqual(yield* reasonOf(yield* target.expired(form), form), "expired")
        }),
      ),
    )

    it.effect("a forged token is refused as invalid", () =>
      on((target) =>
        Effect.gen(function* () {
          assert.strictEqual(yield* reasonOf(yield* target.forged(form), form), "invalid")
        }),
      ),
    )

    it.effect("no token, or a blank one, is missing", () =>
      on(() =>
        Effect.gen(function* () {
          for (const token of [null, "", "   "]) assert.strictEqual(yield* reasonOf(token, form), "missing")
        }),
      ),
    )

    it.effect("any other text is refused as invalid, never a defect", () =>
      on(() =>
        Effect.gen(function* () {
          // Distinct texts: a provider remembers a token it was shown (Turnstile's siteverify answers
          // timeout-or-duplicate the second time), so a repeated sample would be "replayed".
          const samples = fc.sample(
            fc.string({ minLength: 1, maxLength: 3000 }).filter((text) => text.trim() !== ""),
            40,
          )
          for (const text of new Set([...samples, "x".repeat(100_000), "eyJjaGFsbGVuZ2UiOnt9fQ=="])) {
            assert.strictEqual(yield* reasonOf(text, form), "invalid")
          }
        }),
      ),
    )

    it.effect("of concurrent checks of one token exactly one passes", () =>
      on((target) =>
        Effect.gen(function* () {
          const token = yield* target.valid(form)
          const exits = yield* Effect.all(
            Array.from({ length: 6 }, () => Effect.exit(verify(token, form))),
            { concurrency: "unbounded" },
          )
          assert.strictEqual(exits.filter(Exit.isSuccess).length, 1)
        }),
      ),
    )

    it.effect(
      options.issuesChallenges
        ? "a challenge is issued for the widget"
        : "no challenge is issued: the provider's widget gets its own",
      () =>
        on(() =>
          Effect.gen(function* () {
            const challenge = yield* BotCheck.use((check) => check.challenge(form))
            assert.strictEqual(Option.isSome(challenge), options.issuesChallenges)
            if (Option.isSome(challenge))
              assert.deepStrictEqual(JSON.parse(JSON.stringify(challenge.value)), challenge.value)
          }),
        ),
    )

    const unreachable = options.unreachable
    if (unreachable !== undefined) {
      it.effect("a provider out of reach makes the check unavailable", () =>
        Effect.suspend(() => {
          const target = unreachable()
          return Effect.provide(
            Effect.gen(function* () {
              assert.strictEqual(yield* reasonOf(yield* target.valid(form), form), "unavailable")
            }),
            target.layer,
          )
        }),
      )
    }
  })
}
