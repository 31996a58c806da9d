import { Clock, Effect, Layer, Option, Ref } from "effect"
import { BotCheckFailed } from "../botcheck/errors.ts"
import { BotCheck, type BotCheckRequest } from "../botcheck/port.ts"

/**
 * An in-memory bot check and the way to get tokens it accepts: for core's program tests, and for a
 * store run without any captcha provider.
 *
 * @example
 * const check = memoryBotCheck()
 * const token = yield* check.issue({ action: "FORM_BLOCK_SUBMISSION", host: "shop.example.com" })
 */
export interface MemoryBotCheck {
  readonly layer: Layer.Layer<BotCheck>
  /** A token accepted once for this action and host, for `ttlMs` from now (default 10 minutes). */
  readonly issue: (request: BotCheckRequest, ttlMs?: number) => Effect.Effect<string>
}

interface Issued extends BotCheckRequest {
  readonly expiresAt: number
  readonly spent: boolean
}

const refuse = (reason: BotCheckFailed["reason"], detail: string) =>
  Effect.fail(new BotCheckFailed({ reason, detail }))

/**
 * A memory bot check: it accepts exactly the tokens its `issue` made, once each, for their action
 * and host, until they expire (by Effect's Clock); anything else is `invalid`. It issues no
 * challenges. Tokens are counters: guessable, for tests only.
 *
 * @example
 * Effect.provide(submitForm(input), memoryBotCheck().layer)
 */
export const memoryBotCheck = (): MemoryBotCheck => {
  const issued = Ref.makeUnsafe<ReadonlyMap<string, Issued>>(new Map())
  const issue = (request: BotCheckRequest, ttlMs = 10 * 60_000) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Ref.modify(issued, (tokens) => {
        const token = `memory-token-${tokens.size + 1}`
        return [token, new Map(tokens).set(token, { ...request, expiresAt: now + ttlMs, spent: false })]
      }),
    )
  const verify = (token: string | null, expected: BotCheckRequest) =>
    Effect.gen(function* () {
      if (token === null || token.trim() === "") return yield* refuse("missing", "no token")
      const now = yield* Clock.currentTimeMillis
      const found = (yield* Ref.get(issued)).get(token)
      if (found === undefined) return yield* refuse("invalid", "not a token this check issued")
      if (found.expiresAt <= now) return yield* refuse("expired", `expired at ${found.expiresAt}`)
      if (found.action !== expected.action) return yield* refuse("wrongAction", `made for ${found.action}`)
      if (found.host !== expected.host) return yield* refuse("wrongHost", `made for ${found.host}`)
      const first = yield* Ref.modify(issued, (tokens) => {
        const current = tokens.get(token)
        if (current === undefined || current.spent) return [false, tokens]
        return [true, new Map(tokens).set(token, { ...current, spent: true })]
      })
      if (!first) return yield* refuse("replayed", "already spent")
    })
  return {
    issue,
    layer: Layer.succeed(BotCheck, BotCheck.of({ verify, challenge: () => Effect.succeed(Option.none()) })),
  }
}
