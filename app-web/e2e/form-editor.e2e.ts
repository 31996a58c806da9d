import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { storeUnderTest } from "./store-under-test.ts"

// The merchant builds a form in the admin shell's form editor, in Chromium against the real server.
const store = storeUnderTest(() => ({}))
let page: Page

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

const nav = () => page.getByRole("navigation", { name: "Store admin" })
const field = (index: number) => page.locator(".form-editor-fields > li").nth(index)
const addField = async (type: string) => {
  await page.getByLabel("Field type").selectOption({ label: type })
  await page.getByRole("button", { name: "Add field" }).click()
}

describe("the form editor in Chromium", () => {
  it("FORM-001 FORM-002 FORM-015 FORM-016 FORM-017 FORM-018 FORM-019 FORM-020 FORM-021 the merchant creates a form in the admin shell: fields of each kind, their properties, reordered and removed, checked by the Schema, saved", async () => {
    await signInAtAdmin(page, store.server.url)
    await nav().getByRole("link", { name: "Forms" }).click()
    await page.getByRole("heading", { level: 1, name: "Forms" }).waitFor()
    expect(await nav().getByRole("link", { name: "Forms" }).getAttribute("aria-current")).toBe("page")
    expect(await blockingViolations(page)).toEqual([])

    await page.getByRole("link", { name: "New form" }).click()
    await page.getByRole("heading", { level: 1, name: "New form" }).waitFor()
    await page.getByText("No fields yet. Add one below.").waitFor()
    const formId = `feedback-${Date.now()}`
    await page.getByLabel("Name", { exact: true }).fill("Feedback")
    await page.getByLabel("Form id").fill(formId)

    // A field of each kind of editor: plain (description, required), phone (country code), options,
    // section (underline), hidden (key and a masked value), textarea (its limit).
    await addField("Text")
    // Focus moves to the new field's first input, so a keyboard user goes on typing.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("Text")
    await page.keyboard.press("Control+A")
    await page.keyboard.type("Your name")
    await field(0).getByLabel("Required").check()
    await addField("Phone")
    await field(1).getByLabel("Show the country code").check()
    await addField("Radio buttons")
    await field(2).getByLabel("Options, one per line").fill("Yes\nNo\nMaybe")
    await addField("Section")
    expect(await field(3).getByLabel("Underline").isChecked()).toBe(true)
    await addField("Hidden")
    const hiddenValue = field(4).getByLabel("Value")
    expect(await hiddenValue.getAttribute("type")).toBe("password")
    expect(await hiddenValue.getAttribute("placeholder")).toMatch(/^•+$/)
    await hiddenValue.fill("campaign-42")
    await addField("Text area")
    await field(5).getByLabel("Most characters").fill("200")
    expect(await blockingViolations(page)).toEqual([])

    // Reorder and remove: the radio goes first, the phone goes.
    await field(2).getByRole("button", { name: "Move up Radio buttons" }).click()
    await field(1).getByRole("button", { name: "Move up Radio buttons" }).click()
    await field(2).getByRole("button", { name: "Remove Phone" }).click()
    expect(await page.locator(".form-editor-fields legend").allTextContents()).toEqual([
      "Radio buttons (Radio buttons)",
      "Your name (Text)",
      "Section (Section)",
      "Hidden (Hidden)",
      "Text area (Text area)",
    ])

    // The Schema refuses a field id that does not start with a letter, by the input, before anything is sent.
    await field(1).getByLabel("Field id").fill("1name")
    await page.getByRole("button", { name: "Save form" }).click()
    await page.getByText("Fix the problems below, then save again.").waitFor()
    expect(await field(1).locator(".field-error").textContent()).toBe(
      "A field id starts with a letter and holds letters, digits, _ or -.",
    )
    expect(await field(1).getByLabel("Field id").getAttribute("aria-invalid")).toBe("true")
    await field(1).getByLabel("Field id").fill("name")
    await page.getByRole("button", { name: "Save form" }).click()
    await page.getByRole("heading", { level: 1, name: "Edit Feedback" }).waitFor()
    expect(page.url()).toBe(`${store.server.url}/admin/forms/${formId}/edit`)
    expect(await blockingViolations(page)).toEqual([])

    // Saved as built: read back through the server.
    expect(await page.locator(".form-editor-fields legend").count()).toBe(5)
    expect(await field(0).getByLabel("Options, one per line").inputValue()).toBe("Yes\nNo\nMaybe")
    expect(await field(1).getByLabel("Required").isChecked()).toBe(true)
    expect(await field(4).getByLabel("Most characters").inputValue()).toBe("200")
    await nav().getByRole("link", { name: "Forms" }).click()
    await page.getByRole("link", { name: "Feedback", exact: true }).waitFor()
    await page.getByRole("link", { name: "Edit Feedback" }).waitFor()
  })
})
