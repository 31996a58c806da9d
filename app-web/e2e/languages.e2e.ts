import { describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { pagesOf, storeUnderTest } from "./store-under-test.ts"

// The languages screen in Chromium, on the real server and database: the merchant adds French by
// keyboard, publishes and saves it (connecting the translation service), disconnects after the
// confirmation, and after a reload finds the list kept and the service disconnected. Its own store:
// the languages change.

const store = storeUnderTest()
const newPage = pagesOf(store)

describe("the languages screen in Chromium", () => {
  it("SITE-002 API-036 API-037 a merchant adds and saves French, disconnects, and the list outlives a reload", async () => {
    const merchant = await newPage()
    await signInAtAdmin(merchant, store.server.url)
    await merchant
      .getByRole("navigation", { name: "Store admin" })
      .getByRole("link", { name: "Languages" })
      .click()
    const picker = merchant.getByLabel("Add a language")
    await picker.waitFor()
    expect(await blockingViolations(merchant)).toEqual([])

    await picker.selectOption("fr")
    await picker.press("Enter")
    await merchant.getByRole("checkbox", { name: "Publish French" }).press("Space")
    await merchant.getByRole("button", { name: "Save and reconnect" }).click()
    await merchant.getByRole("status").filter({ hasText: "Saved." }).waitFor()
    await merchant.getByText(/^Connected since /).waitFor()

    await merchant.getByRole("button", { name: "Disconnect" }).click()
    await merchant.getByRole("button", { name: "Yes, disconnect" }).press("Enter")
    await merchant.getByText(/^Not connected/).waitFor()

    await merchant.reload()
    await merchant.getByRole("checkbox", { name: "Publish French" }).waitFor()
    expect(await merchant.getByRole("checkbox", { name: "Publish French" }).isChecked()).toBe(true)
    await merchant.getByText(/^Not connected/).waitFor()
    expect(await blockingViolations(merchant)).toEqual([])
  })
})
