import { existsSync } from "node:fs"
import { join } from "node:path"
import { type RunningServer, type StartOptions, start } from "@vitrine/app-server"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
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
 * store, so what one file changes (the currency, a cart) never reaches another. `options` adds start
 * options of the file's own (read in `beforeAll`, after the file's own hooks set them up).
 *
 * @example
 * const store = storeUnderTest()
 * it("…", async () => { const page = await store.browser.newPage(); await page.goto(store.server.url) })
 */
export const storeUnderTest = (options: () => Partial<StartOptions> = () => ({})): StoreUnderTest => {
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
      // The settings page is a merchant screen: tests sign in at /admin as this admin.
      admin: TEST_ADMIN,
      ...options(),
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

/**
 * Opens pages each in a desktop-sized browser context of its own, for a file whose tests play
 * several people at once (a merchant and a shopper, two browsers of one member); every context is
 * closed after the file's tests.
 *
 * @example
 * const newPage = pagesOf(store)
 * const merchant = await newPage()
 */
export const pagesOf = (store: StoreUnderTest): (() => Promise<Page>) => {
  const contexts: BrowserContext[] = []
  afterAll(async () => {
    for (const context of contexts) await context.close()
  })
  return async () => {
    const context = await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
    contexts.push(context)
    return context.newPage()
  }
}
