import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { staffSession } from "../../contract-tests/src/http/staff.ts"
import { blockingViolations } from "./axe.ts"
import { checkOutTheTote, fillCheckout } from "./checkout-form.ts"
import { openHydrated } from "./hydrated.ts"
import { scriptsLoaded } from "./scripts-loaded.ts"
import { storeUnderTest } from "./store-under-test.ts"

// Buying for real: the server on a fresh PGlite database with the demo catalogue, the web build,
// Chromium, the offline test-mode payments and the JSON mail transport with its outbox viewer.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

const field = (label: string) => page.getByLabel(label, { exact: true })

describe("checkout in Chromium", () => {
  it("UI-002 CHECKOUT-004 POSTAL-004 a visitor buys with a US address: ZIP rule enforced, confirmation page, e-mail in the outbox", async () => {
    await checkOutTheTote(page, store.server.url)
    await page.getByTestId("grand-total").filter({ hasText: "$29.00" }).waitFor()

    await fillCheckout(page)
    await field("ZIP Code").fill("7870")
    expect(await page.getByText("Test mode", { exact: true }).count()).toBe(1)
    expect(await blockingViolations(page)).toEqual([])

    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByText("ZIP Codes need to be 5 digits.").waitFor()
    expect(await field("ZIP Code").getAttribute("aria-invalid")).toBe("true")
    await field("ZIP Code").fill("78701")
    await page.getByRole("button", { name: "Place order" }).click()

    await page.getByRole("heading", { level: 1, name: "Thank you for your order" }).waitFor()
    const orderId = (await page.getByTestId("order-id").textContent()) ?? ""
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/)
    expect(page.url()).toBe(`${store.server.url}/orders/${orderId}`)
    await page.getByText("Test mode: no payment was taken for this order.").waitFor()
    const row = page.getByRole("row", { name: /Canvas Tote/ })
    expect(await row.textContent()).toBe("Canvas ToteCANVAS-TOTE1$24.00")
    expect(await page.getByTestId("grand-total").textContent()).toBe("$29.00")
    expect(await blockingViolations(page)).toEqual([])
    await page.screenshot({ path: "/tmp/vitrine-order-confirmation.png", fullPage: true })

    // The cart is gone: the pill no longer counts the tote.
    const cart = await page.request.get(`${store.server.url}/api/commerce/shopping-cart`)
    expect((await cart.json()).cart).toBeNull()

    // The confirmation worker sends the e-mail within a few seconds; the merchant's outbox (a
    // merchant route: read with a staff session) shows it.
    const staff = await staffSession(store.server.url)
    let mails: { subject: string; html: string }[] = []
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      const sent = await page.request.get(`${store.server.url}/api/admin/emails/sent`, {
        headers: { cookie: staff.cookie },
      })
      mails = ((await sent.json()).emails as { subject: string; html: string }[]).filter((m) =>
        m.html.includes(orderId),
      )
      if (mails.length === 0) await page.waitForTimeout(200)
    }
    expect(mails.map((mail) => mail.subject)).toEqual(["Your Vitrine order"])
  })

  it("a declined test card shows the provider's message and keeps the cart", async () => {
    await page.goto(`${store.server.url}/products/canvas-tote`)
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await page.getByRole("button", { name: "Added!" }).waitFor()
    await page.goto(`${store.server.url}/checkout`)
    await fillCheckout(page, "4000 0000 0000 0002")
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("alert").filter({ hasText: "Your card was declined." }).first().waitFor()
    const cart = await page.request.get(`${store.server.url}/api/commerce/shopping-cart`)
    expect((await cart.json()).cart.totalQuantity).toBe(1)
  })
})

describe("the cart and checkout pages, once idle", () => {
  it("have loaded no schema library on a phone: the checkout form's rules and totals are plain functions, and the footer's sign-up form loads its check only when focused", async () => {
    // Lighthouse's phone. Both are the app's pages, not island pages: opened by a full load, each
    // hydrates the whole app (main.tsx). The cart is short enough for the footer to be near at once.
    const context = await store.browser.newContext({ viewport: { width: 412, height: 823 } })
    const phone = await context.newPage()
    await openHydrated(phone, `${store.server.url}/products/canvas-tote`)
    await phone.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await phone.getByRole("button", { name: "Added!" }).waitFor()
    for (const path of ["/cart", "/checkout"]) {
      const loaded = await scriptsLoaded(phone, `${store.server.url}${path}`)
      expect(loaded.count, path).toBeGreaterThan(1)
      expect(loaded.withSchemaLibrary, path).toEqual([])
    }
    await phone.getByTestId("grand-total").filter({ hasText: "$29.00" }).waitFor()
    await context.close()
  })
})
