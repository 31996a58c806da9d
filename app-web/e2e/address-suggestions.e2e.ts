import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { checkOutTheTote } from "./checkout-form.ts"
import { openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// Address suggestions at checkout (API-024, API-025) on the demo address book the store uses
// without a Google key: the real server, the web build, Chromium.

let page: Page

const store = storeUnderTest()

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

const field = (label: string) => page.getByLabel(label, { exact: true })

describe("address suggestions at checkout in Chromium", () => {
  it("the address line's first focus loads its suggestions and makes that same input a combobox; typing suggests, arrows and Enter pick, and the address fields fill", async () => {
    await checkOutTheTote(page, store.server.url)

    const loaded: string[] = []
    page.on("request", (request) => loaded.push(request.url()))
    // A mark on the element the page first rendered: the enhanced combobox must be that element.
    await field("Address").evaluate((input) => input.setAttribute("data-first", ""))
    expect(await field("Address").getAttribute("role")).toBeNull()
    await field("Address").focus()
    const combobox = page.getByRole("combobox", { name: "Address" })
    await combobox.waitFor()
    expect(await combobox.getAttribute("data-first")).toBe("")
    expect(await combobox.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(loaded.some((url) => /AddressSuggestions-[\w-]+\.js$/.test(url))).toBe(true)

    await combobox.pressSequentially("main spring")
    const option = page.getByRole("option", { name: "1 Main St, Springfield, IL, 62701, US" })
    await option.waitFor()
    expect(await combobox.getAttribute("aria-expanded")).toBe("true")
    expect(await blockingViolations(page)).toEqual([])
    await page.screenshot({ path: "/tmp/vitrine-address-suggestions.png" })

    await combobox.press("ArrowDown")
    expect(await combobox.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"))
    await combobox.press("Enter")
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="city"]') as HTMLInputElement | null)?.value === "Springfield",
    )
    expect(await field("City").inputValue()).toBe("Springfield")
    expect(await field("State").inputValue()).toBe("IL")
    expect(await field("ZIP Code").inputValue()).toBe("62701")
    expect(await combobox.getAttribute("aria-expanded")).toBe("false")
  })

  it("text filled the moment the server-rendered checkout is hydrated stays in the line, which becomes the combobox around it", async () => {
    // The cart of the first test is still in this context.
    await openHydrated(page, `${store.server.url}/checkout`)
    await field("Address").evaluate((input) => input.setAttribute("data-first", ""))
    await field("Address").fill("1 Main St")
    const combobox = page.getByRole("combobox", { name: "Address" })
    await combobox.waitFor()
    expect(await combobox.getAttribute("data-first")).toBe("")
    expect(await combobox.inputValue()).toBe("1 Main St")
    await page.getByRole("option", { name: "1 Main St, Springfield, IL, 62701, US" }).waitFor()
    expect(await combobox.inputValue()).toBe("1 Main St")
    await combobox.press("Escape")
    expect(await combobox.getAttribute("aria-expanded")).toBe("false")
    expect(await combobox.inputValue()).toBe("1 Main St")
  })

  it("the shopper types while the suggestions' chunk is slow to come: the text and the focus stay, and the line suggests once it arrives", async () => {
    const slow = await store.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const shopper = await slow.newPage()
    await shopper.goto(`${store.server.url}/products/canvas-tote`)
    await shopper.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await shopper.getByRole("button", { name: "Added!" }).waitFor()
    // The chunk's request waits until the test lets it through.
    let letThrough: (value?: unknown) => void = () => undefined
    const arrived = new Promise((resolve) => {
      letThrough = resolve
    })
    await shopper.route(/\/assets\/AddressSuggestions-[\w-]+\.js$/, async (route) => {
      await arrived
      await route.continue()
    })
    await openHydrated(shopper, `${store.server.url}/checkout`)
    const line = shopper.getByLabel("Address", { exact: true })
    await line.evaluate((input) => input.setAttribute("data-first", ""))
    await line.click()
    await line.pressSequentially("1 Main")
    expect(await line.getAttribute("role")).toBeNull()
    letThrough()
    const combobox = shopper.getByRole("combobox", { name: "Address" })
    await combobox.waitFor()
    await line.pressSequentially(" St")
    await shopper.getByRole("option", { name: "1 Main St, Springfield, IL, 62701, US" }).waitFor()
    expect(await combobox.getAttribute("data-first")).toBe("")
    expect(await combobox.inputValue()).toBe("1 Main St")
    expect(await combobox.evaluate((input) => input === document.activeElement)).toBe(true)
    await slow.close()
  })
})
