// node --conditions=source bench/captcha.ts: the self-hosted captcha's server-side costs, beside a
// bare HMAC-SHA-256 measured in the same run (the least any signed-token check must do): challenges
// made per second, tokens verified per second (signature, solution by HMAC, expiry, action, host, and
// the spend in SpentTokens — in memory here, so this is the check's own cost), and how long Node
// takes to solve a challenge at the default difficulty (a browser's workers take about as long).
import { createHmac } from "node:crypto"
import { ALTCHA_DEFAULTS, altchaBotCheck, createChallenge, solveForTest } from "@vitrine/adapter-captcha"
import { BotCheck } from "@vitrine/core/botcheck"
import { memorySpentTokens } from "@vitrine/core/memory"
import { Effect, Layer, ManagedRuntime } from "effect"

const config = { hmacKey: createHmac("sha256", "bench").update(String(Date.now())).digest("hex") }
const request = { action: "FORM_BLOCK_SUBMISSION", host: "shop.example.com" } as const
const seconds = Number(process.env.BENCH_SECONDS ?? 2)

const perSecond = async (run: () => Promise<unknown>): Promise<number> => {
  const until = performance.now() + seconds * 1000
  let done = 0
  while (performance.now() < until) {
    await run()
    done++
  }
  return done / seconds
}

const hmacs = await perSecond(async () =>
  createHmac("sha256", config.hmacKey).update("x".repeat(600)).digest("hex"),
)
const challenges = await perSecond(() => createChallenge(config, request, Date.now()))

// Tokens are solved at a light difficulty (verifying costs the same whatever the difficulty).
const light = { ...config, cost: 10, attempts: { min: 1, max: 20 } }
const tokens: string[] = []
for (let i = 0; i < 400; i++)
  tokens.push(await solveForTest(await createChallenge(light, request, Date.now())))
const runtime = ManagedRuntime.make(Layer.provide(altchaBotCheck(light), memorySpentTokens()))
let next = 0
const verifies = await perSecond(() =>
  runtime.runPromise(
    BotCheck.use((check) => check.verify(tokens[next++ % tokens.length] ?? "", request)).pipe(Effect.ignore),
  ),
)
await runtime.dispose()

const solves: number[] = []
for (let i = 0; i < Number(process.env.BENCH_SOLVES ?? 3); i++) {
  const challenge = await createChallenge(config, request, Date.now())
  const start = performance.now()
  await solveForTest(challenge)
  solves.push(performance.now() - start)
}

const attempts = ALTCHA_DEFAULTS.attempts
console.log(
  `captcha (ALTCHA PBKDF2-SHA-256, cost ${ALTCHA_DEFAULTS.cost}, ${attempts.min}-${attempts.max} attempts)`,
)
console.log(`  bare HMAC-SHA-256        ${Math.round(hmacs)}/s`)
console.log(
  `  challenges made          ${Math.round(challenges)}/s  (${(hmacs / challenges).toFixed(0)}x an HMAC)`,
)
console.log(
  `  tokens verified (memory) ${Math.round(verifies)}/s  (${(hmacs / verifies).toFixed(0)}x an HMAC; first use and replays alike)`,
)
console.log(`  solved in Node           ${solves.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")}`)
