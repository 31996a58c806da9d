import { describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { pagesOf, storeUnderTest } from "./store-under-test.ts"

// The site styles screen in Chromium, on the real server and database: the merchant picks a heading
// font by searching the font list from the keyboard and a yellow accent by its hex, saves, and a
// shopper's server-rendered page carries them (custom properties and the font's @font-face, served
// by the store). Its own store: the styles change.

const store = storeUnderTest()
const newPage = pagesOf(store)

describe("the site styles screen in Chromium", () => {
  it("EDITOR-003 COLOUR-010 COLOUR-011 a merchant picks a font and a colour, saves, and the storefront shows them", async () => {
    const merchant = await newPage()
    await signInAtAdmin(merchant, store.server.url)
    await merchant
      .getByRole("navigation", { name: "Store admin" })
      .getByRole("link", { name: "Site styles" })
      .click()
    const heading = merchant.getByRole("combobox", { name: "Heading font" })
    await heading.waitFor()
    // The previews load in their own faces from the store's font files.
    await merchant
      .locator('.vitrine-font-option[data-preview="loaded"]')
      .first()
      .waitFor({ state: "attached" })
    expect(await blockingViolations(merchant)).toEqual([])

    await heading.fill("playfair")
    await heading.press("Enter")
    expect(await heading.inputValue()).toBe("Playfair Display")
    const accent = merchant.getByRole("group", { name: "Accent colour" })
    await accent.getByRole("textbox", { name: "Hex" }).fill("#ffff00")
    expect(await accent.getByRole("textbox", { name: "Hue" }).inputValue()).toBe("60")
    await merchant.getByRole("button", { name: "Save" }).click()
    await merchant.getByRole("status").filter({ hasText: "Saved." }).waitFor()
    expect(await merchant.getByText(/^Unable to load/).count()).toBe(0)

    // A shopper, with no session: the page arrives with the styles in its head, no script needed.
    const shopper = await newPage()
    const listing = await shopper.goto(`${store.server.url}/`)
    const html = (await listing?.text()) ?? ""
    const style = /<style id="vitrine-site-styles">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ""
    expect(style).toContain('font-family:"Playfair Display";src:url(/fonts/v1/playfair-display-700.woff2)')
    expect(style).toContain("--accent:hsl(60, 100%, 50%)")
    // Yellow is light (COLOUR-011): text on it is dark.
    expect(style).toContain("--accent-ink:#111111")
    const computed = await shopper.evaluate(() => {
      const root = getComputedStyle(document.documentElement)
      return { accent: root.getPropertyValue("--accent"), heading: root.getPropertyValue("--font-heading") }
    })
    expect(computed.accent).toBe("hsl(60, 100%, 50%)")
    expect(computed.heading).toMatch(/^"Playfair Display", /)
    const font = await shopper.request.get(`${store.server.url}/fonts/v1/playfair-display-700.woff2`)
    expect(font.status()).toBe(200)
    expect(font.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  })
})
