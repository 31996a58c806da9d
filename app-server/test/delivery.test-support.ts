import { type ChildProcess, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { Catalog } from "@vitrine/core/catalog"
import { memoryBotCheck } from "@vitrine/core/memory"
import { type SendRequest, sendRestock, signUpForRestock } from "@vitrine/core/restock"
import { Effect, Option } from "effect"

// Test support for the delivery tests, not a test itself.

/** The demo's sold-out product, and a send request for each of its variants. */
export const soldOutBeanie = Effect.gen(function* () {
  const found = yield* Catalog.use((catalog) => catalog.find("merino-beanie"))
  const product = Option.getOrThrow(found)
  const requests: SendRequest[] = product.variants.map((variant) => ({
    productId: product.id,
    variantId: variant.id,
  }))
  return { product, requests }
})

/**
 * Signs `n` visitors up for the beanie's variants in turn (visitor i is `v<i>@<domain>`).
 *
 * @example
 * yield* signUps(10, "run1.example.com")
 */
export const signUps = (n: number, domain: string) =>
  Effect.gen(function* () {
    const { product, requests } = yield* soldOutBeanie
    for (let i = 0; i < n; i++) {
      const variantId = requests[i % requests.length]?.variantId ?? ""
      yield* signUpForRestock({
        websiteId: "demo",
        payload: {
          isJoinMailingList: false,
          productId: product.id,
          variantId,
          siteVisitorEmail: `v${i}@${domain}`,
          recaptchaEnterpriseV3Token: null,
        },
        memberId: null,
        host: "shop.example.com",
        captcha: false,
      })
    }
    return { product, requests }
  }).pipe(Effect.provide(memoryBotCheck().layer))

/** Sends to every variant of the beanie. */
export const sendAll = Effect.flatMap(soldOutBeanie, ({ requests }) => sendRestock(requests))

/**
 * Starts `worker-process.ts` in a Node process of its own and resolves once it printed `signal`.
 *
 * @example
 * const worker = await spawnWorker({ DATABASE_URL, MAIL_URL }, "ready")
 */
export const spawnWorker = (env: Readonly<Record<string, string>>, signal: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=source", fileURLToPath(new URL("./worker-process.ts", import.meta.url))],
      { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
    )
    let out = ""
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes(signal)) resolve(child)
    })
    child.once("exit", (code) => reject(new Error(`worker exited (${code}) before '${signal}'`)))
  })

/**
 * Waits until `done()` holds, checking every 50 ms, for at most `ms`.
 *
 * @example
 * await until(() => smtp.received().length === 10)
 */
export const until = async (done: () => boolean, ms = 60_000): Promise<void> => {
  const end = Date.now() + ms
  while (!done()) {
    if (Date.now() > end) throw new Error("timed out waiting")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Ends a child process and waits for it to be gone.
 *
 * @example
 * await kill(worker, "SIGKILL")
 */
export const kill = (child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill(signal)
  })
