import { randomUUID } from "node:crypto"
import { readFile } from "node:fs/promises"
import type { BrowserContext } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { CONNECTIONS_TEXT } from "../src/features/site-admin/connections-text.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { storeUnderTest } from "./store-under-test.ts"

// The real store in Chromium: the merchant connects the newsletter list, a visitor signs up in the
// footer, and the merchant finds the address on /admin/connections, exports the list and removes it.

const store = storeUnderTest()
const contexts: BrowserContext[] = []
const newPage = async (options: { acceptDownloads?: boolean } = {}) => {
  const context = await store.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  contexts.push(context)
  return context.newPage()
}

afterAll(async () => {
  for (const context of contexts) await context.close()
})

describe("the newsletter feeding the connected mailing list", () => {
  it("EDITOR-008 a footer sign-up joins the connected list; the merchant sees it pending, exports the CSV and removes it after a dialog", async () => {
    const merchant = await newPage({ acceptDownloads: true })
    await signInAtAdmin(merchant, store.server.url)
    await merchant.goto(`${store.server.url}/admin/connections`)
    await merchant.getByLabel(CONNECTIONS_TEXT.list, { exact: true }).selectOption("newsletter")
    await merchant.getByLabel(CONNECTIONS_TEXT.subject, { exact: true }).fill("New newsletter sign-up")
    await merchant.getByLabel(CONNECTIONS_TEXT.to, { exact: true }).fill("owner@example.com")
    await merchant.getByRole("button", { name: CONNECTIONS_TEXT.save }).click()
    await merchant.getByText(CONNECTIONS_TEXT.saved).waitFor()

    const email = `grace-${randomUUID().slice(0, 8)}@example.com`
    const visitor = await newPage()
    await visitor.goto(`${store.server.url}/`)
    await visitor.locator("footer").scrollIntoViewIfNeeded()
    const newsletter = visitor.locator(".newsletter")
    await newsletter.getByLabel("Email Address").fill(email.toUpperCase())
    await newsletter.getByRole("button", { name: "Sign Up" }).click()
    await newsletter.getByText("Thank you for signing up!").waitFor()

    await merchant.reload()
    const row = merchant.getByRole("row", { name: new RegExp(email) })
    await row.waitFor()
    expect(await row.textContent()).toContain(CONNECTIONS_TEXT.statusLabel.pending)
    const [download] = await Promise.all([
      merchant.waitForEvent("download"),
      merchant.getByRole("link", { name: CONNECTIONS_TEXT.exportCsv }).click(),
    ])
    expect(download.suggestedFilename()).toBe("newsletter-subscribers.csv")
    expect(await readFile(await download.path(), "utf8")).toContain(`"${email}","pending"`)

    await merchant.getByRole("button", { name: CONNECTIONS_TEXT.removeLabel(email) }).click()
    await merchant
      .getByRole("alertdialog", { name: CONNECTIONS_TEXT.removeTitle(email) })
      .getByRole("button", { name: CONNECTIONS_TEXT.yesRemove })
      .click()
    await merchant.getByText(CONNECTIONS_TEXT.removed(email)).waitFor()
    await merchant.getByRole("row", { name: new RegExp(email) }).waitFor({ state: "detached" })
  })
})
