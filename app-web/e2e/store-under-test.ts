import { existsSync } from "node:fs"
import { join } from "node:path"
import { demoMerchantAccess, type RunningServer, type StartOptions, start } from "@vitrine/app-server"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { pgliteOptions } from "../../contract-tests/src/setup/database.ts"
import { launchChromium } from "./browser.ts"

const webDist = join(import.meta.dirname, "..", "dist")

/** The running store and browser of one e2e file; read them inside tests, after `beforeAll`. */
export interface StoreUnderTest {
  readonly server: RunningServer
  readonly browser: Browser
}

/**
 * Registers the file's hooks: the real store, the server in this process on a fresh PGlite database
 * with the demo catalogue, serving the web build that `npm run build -w app-web` made (the test
 * command builds first), and headless Chromium; both stopped after the file. Each file gets its own
 * store, so what one file changes (the currency, a cart) never reaches another.
 *
 * @example
 * const store = storeUnderTest()
 * it("…", async () => { const page = await store.browser.newPage(); await page.goto(store.server.url) })
 */
export const storeUnderTest = (options: StartOptions = {}): StoreUnderTest => {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    if (!existsSync(join(webDist, "index.html")))
      throw new Error("Build the web app first: npm run build -w app-web")
    server = await start({
      port: 0,
      database: await pgliteOptions(),
      seed: true,
      webDist,
      logLevel: "silent",
      // The settings page is a merchant screen: open, as in `npm start`, until sign-in (issue 9).
      authorize: demoMerchantAccess,
      ...options,
    })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is not started yet: use it inside a test`)
    return value
  }
  return {
    get server() {
      return started(server, "store")
    },
    get browser() {
      return started(browser, "browser")
    },
  }
}
