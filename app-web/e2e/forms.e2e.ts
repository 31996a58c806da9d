import { randomBytes } from "node:crypto"
import { readFile } from "node:fs/promises"
import { altchaBotCheck } from "@vitrine/adapter-captcha"
import { FIELD_MESSAGES, SUBMIT_MESSAGES } from "@vitrine/core/form"
import type { BrowserContext, Page } from "playwright-core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { storeUnderTest } from "./store-under-test.ts"

// The real store with the self-hosted captcha (ALTCHA): the widget solves in the browser's workers,
// the server checks. The work is made small so the test does not wait seconds for it; everything
// else is as in `npm start`.
const store = storeUnderTest(() => ({
  botCheck: altchaBotCheck({
    hmacKey: randomBytes(32).toString("base64url"),
    cost: 1,
    attempts: { min: 10, max: 50 },
  }),
}))

let context: BrowserContext
let page: Page

beforeEach(async () => {
  context = await store.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
  page = await context.newPage()
})

afterEach(async () => {
  await context.close()
})

const open = async (path: string) => {
  await page.goto(store.server.url + path)
  await page.getByRole("heading", { level: 1 }).waitFor()
}

const form = () => page.getByRole("form", { name: "Contact us" })
const group = (name: string | RegExp) => form().getByRole("group", { name })
const errorOf = (name: string | RegExp) => group(name).locator(".vitrine-form-error")
const fieldError = (label: string) =>
  form()
    .locator(".vitrine-form-field")
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator(".vitrine-form-error")
const submit = () => form().getByRole("button", { name: "Submit" })

describe("website forms in Chromium", () => {
  it("FORMSUBMIT-001 FORM-022 FORM-023 FORM-028 FORM-029 FORM-030 FORM-033 FORMSUBMIT-020 FORMSUBMIT-021 a visitor fills every field type of the contact form, sees each message, passes the captcha and submits; the merchant sees it and downloads the CSV", async () => {
    await open("/contact")
    const marker = `e2e-${Date.now()}`

    // Nothing filled in: each required field says so, above its title, and the problem lines frame the form.
    await page.getByLabel(/^Subject/).focus()
    await submit().click()
    await errorOf(/^Name/).waitFor()
    expect(await errorOf(/^Name/).textContent()).toBe(FIELD_MESSAGES.required)
    expect(await fieldError("Email *").textContent()).toBe(FIELD_MESSAGES.required)
    expect(await errorOf(/^How did we do/).textContent()).toBe(FIELD_MESSAGES.likertMissing)
    await page.getByText(SUBMIT_MESSAGES.problemAbove).waitFor()
    await page.getByText(SUBMIT_MESSAGES.problemBelow).waitFor()
    // FORM-033: the error comes before the field's title.
    const order = await group(/^Name/).evaluate((fieldset) =>
      [...fieldset.children].map((child) => child.tagName.toLowerCase()),
    )
    expect(order.indexOf("p")).toBeLessThan(order.indexOf("legend"))
    expect(await blockingViolations(page)).toEqual([])

    // Bad values: an e-mail address without a domain, a message over its 500 characters.
    await group(/^Name/).getByLabel("First Name").fill("Ada")
    await group(/^Name/).getByLabel("Last Name").fill("Lovelace")
    await page.getByLabel("Email *", { exact: true }).fill("ada@")
    await page.getByLabel("Subject *", { exact: true }).fill(marker)
    await page.getByLabel("Message *", { exact: true }).fill("x".repeat(501))
    await form().getByText("501 / 500").waitFor()
    await submit().click()
    await fieldError("Email *").filter({ hasText: FIELD_MESSAGES.email }).waitFor()
    expect(await fieldError("Message *").textContent()).toBe(FIELD_MESSAGES.characterLimit)

    // Every field type, filled in as a visitor would.
    await page.getByLabel("Email *", { exact: true }).fill("ada@example.com")
    await page.getByLabel("Message *", { exact: true }).fill("<b>Hello</b> from the browser")
    const phone = group("Phone")
    await phone.getByLabel("Country").fill("1")
    await phone.getByLabel("Area code").fill("646")
    await phone.getByLabel("Prefix").fill("123")
    await phone.getByLabel("Line").fill("0000")
    const address = group("Address")
    await address.getByLabel("Address 1").fill("12 Analytical Row")
    await address.getByLabel("City").fill("London")
    await address.getByLabel("Country").fill("UK")
    await page.getByLabel("Website", { exact: true }).fill("https://example.com")
    await page.getByLabel("Twitter", { exact: true }).fill("@ada")
    await page.getByLabel("Topic", { exact: true }).selectOption("Product")
    await group("Reply by").getByLabel("Email").check()
    await group("Interests").getByLabel("Linen").check()
    await group("Interests").getByLabel("Wool").check()
    const date = group("Preferred visit date")
    await date.getByLabel("Month").fill("12")
    await date.getByLabel("Day").fill("10")
    await date.getByLabel("Year").fill("2026")
    const time = group("Preferred visit time")
    await time.getByLabel("Hour").fill("9")
    await time.getByLabel("Minute").fill("30")
    await time.getByLabel("AM/PM").selectOption("AM")
    await page.getByLabel("Orders placed so far", { exact: true }).fill("3")
    await page.getByLabel("Budget", { exact: true }).fill("120.50")
    await page.getByLabel("Order code", { exact: true }).fill("A-1")
    await group("The store was easy to use").getByLabel("Strongly Agree").check()
    await group("Delivery was fast").getByLabel("Agree", { exact: true }).check()

    // CAPTCHA-007: the widget showed once a field had focus; it solves on its own (ALTCHA, offline).
    await page.waitForFunction(
      () => (document.querySelector('input[name="captcha"]') as HTMLInputElement | null)?.value?.length,
      undefined,
      { timeout: 30_000 },
    )
    await submit().click()
    await page.getByText("Thank you! We will be in touch shortly.").waitFor()
    expect(await form().count()).toBe(0)

    // The merchant's side, signed in at /admin: the forms, the submission, its answers as text, the CSV.
    await signInAtAdmin(page, store.server.url)
    await page.getByRole("navigation", { name: "Store admin" }).getByRole("link", { name: "Forms" }).click()
    await page.getByRole("link", { name: "Contact us", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Contact us: submissions" }).waitFor()
    const row = page.getByRole("row").filter({ hasText: marker })
    await row.waitFor()
    expect(await row.textContent()).toContain("Ada Lovelace")
    expect(await row.textContent()).toContain("<b>Hello</b> from the browser")
    expect(await row.getByRole("cell", { name: "+1 646-123-0000" }).count()).toBe(1)
    expect(await blockingViolations(page)).toEqual([])

    await page.getByLabel("Search answers").fill(marker)
    await page.getByRole("button", { name: "Search" }).click()
    await row.waitFor()
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ])
    const csv = await readFile(await download.path(), "utf8")
    expect(csv.startsWith("\uFEFF")).toBe(true)
    const lines = csv.slice(1).split("\r\n")
    expect(lines[0]).toMatch(/^"Submitted","Page","Name","Email"/)
    expect(lines[1]).toContain(`"${marker}"`)
    expect(lines[1]).toContain('"/contact"')
  })

  it("FORMSUBMIT-016 a form with a captcha is not sent before the captcha is done", async () => {
    // A challenge that never arrives: the widget cannot get a token.
    await page.route("**/api/captcha/challenge**", (route) => route.abort())
    await open("/contact")
    await page.getByLabel("Subject *", { exact: true }).fill("No captcha")
    await group(/^Name/).getByLabel("First Name").fill("Ada")
    await page.getByLabel("Email *", { exact: true }).fill("ada@example.com")
    await page.getByLabel("Message *", { exact: true }).fill("Hello")
    await group("The store was easy to use").getByLabel("Neutral").check()
    await group("Delivery was fast").getByLabel("Neutral").check()
    await submit().click()
    await page.getByText(SUBMIT_MESSAGES.captchaIncomplete).waitFor()
    expect(await form().count()).toBe(1)
  })

  it("FORM-034 FORM-036 ERR-004 the product with a custom form asks it in a lightbox, saves it with the line, and the cart shows the answers", async () => {
    await open("/products/pottery-workshop")
    await page.getByLabel("Session").selectOption("Saturday 10:00")
    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    const dialog = page.getByRole("dialog", { name: "Monogram" })
    await dialog.waitFor()
    // Focus starts in the first field.
    expect(await page.evaluate(() => document.activeElement?.closest("label, div")?.textContent)).toMatch(
      /^Initials/,
    )
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden")
    expect(await blockingViolations(page)).toEqual([])

    // Escape closes it and gives the page its scroll back; nothing was added.
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("")

    await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await dialog.waitFor()
    await dialog.getByRole("button", { name: "Add To Cart", exact: true }).click()
    await dialog.getByText("Update the missing or invalid information above").waitFor()
    expect(await dialog.locator(".vitrine-form-error").first().textContent()).toBe(FIELD_MESSAGES.required)

    // Keyboard only: the initials, Tab to the thread colour and choose, Tab to the note, Tab to save.
    await dialog.getByLabel(/^Initials/).focus()
    await page.keyboard.type("AL")
    await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Happy birthday")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    await page.getByText("Pottery Workshop was added to your cart.").waitFor()

    await open("/cart")
    const answers = page.locator(".cart-entry-answers")
    await answers.waitFor()
    expect((await answers.textContent())?.replace(/\s+/g, " ")).toContain(
      "InitialsALThread colourGoldGift noteHappy birthday",
    )

    // API-002: the line's answers open again in the lightbox, are changed and saved in place.
    await page.getByRole("button", { name: "Edit answers for Pottery Workshop" }).click()
    await dialog.waitFor()
    const initials = dialog.getByLabel(/^Initials/)
    expect(await initials.inputValue()).toBe("AL")
    await initials.fill("ZQ")
    expect(await blockingViolations(page)).toEqual([])
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    await page.getByText("ZQ", { exact: true }).waitFor()
    expect((await answers.textContent())?.replace(/\s+/g, " ")).toContain("InitialsZQThread colourGold")
  })
})
