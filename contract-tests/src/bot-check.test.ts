import {
  ALTCHA_DEFAULTS,
  altchaBotCheck,
  createChallenge,
  SITEVERIFY_URL,
  solveForTest,
  turnstileBotCheck,
} from "@vitrine/adapter-captcha"
import type { BotCheckRequest } from "@vitrine/core/botcheck"
import { memoryBotCheck, memorySpentTokens } from "@vitrine/core/memory"
import { Clock, Effect, Layer } from "effect"
import { HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { type BotCheckTarget, suite } from "./bot-check.contract.spec.ts"
import { fakeTurnstile } from "./setup/fake-turnstile.ts"

// A light proof of work: the contract is about what is accepted, not how long solving takes.
const altcha = {
  hmacKey: "contract-test-key-contract-test-key-0123",
  cost: 10,
  attempts: { min: 1, max: 40 },
}

const solved = (config: typeof altcha, request: BotCheckRequest, age = 0) =>
  Effect.flatMap(Clock.currentTimeMillis, (now) =>
    Effect.promise(async () => solveForTest(await createChallenge(config, request, now - age))),
  )

// Spent tokens in memory: SpentTokens on Postgres has its own contract suite (forms.test.ts).
const altchaTarget = (): BotCheckTarget => ({
  layer: Layer.provide(altchaBotCheck(altcha), memorySpentTokens()),
  valid: (request) => solved(altcha, request),
  expired: (request) => solved(altcha, request, ALTCHA_DEFAULTS.lifetimeMs + 1),
  forged: (request) => solved({ ...altcha, hmacKey: "someone-elses-key-someone-elses-key-0123" }, request),
})

const memoryTarget = (): BotCheckTarget => {
  const check = memoryBotCheck()
  return {
    layer: check.layer,
    valid: (request) => check.issue(request),
    expired: (request) => check.issue(request, -1),
    forged: () => Effect.succeed("memory-token-999999"),
  }
}

const cloudflare = fakeTurnstile("turnstile-secret")
const mswServer = setupServer(cloudflare.handler)
beforeAll(() => mswServer.listen({ onUnhandledFrame: "error" }))
afterEach(() => mswServer.resetHandlers(cloudflare.handler))
afterAll(() => mswServer.close())

const turnstileTarget = (): BotCheckTarget => ({
  layer: Layer.provide(turnstileBotCheck({ secretKey: "turnstile-secret" }), memorySpentTokens()),
  valid: (request) => Effect.sync(() => cloudflare.mint(request)),
  expired: (request) => Effect.sync(() => cloudflare.mint(request, 301_000)),
  forged: () => Effect.sync(() => `0.${"f".repeat(32)}.forged`),
})

const turnstileDown = (): BotCheckTarget => {
  mswServer.use(http.post(SITEVERIFY_URL, () => HttpResponse.error()))
  return turnstileTarget()
}

suite("memory", memoryTarget, { issuesChallenges: false })
suite("altcha", altchaTarget, { issuesChallenges: true })
suite("turnstile (siteverify by MSW)", turnstileTarget, {
  issuesChallenges: false,
  unreachable: turnstileDown,
})
