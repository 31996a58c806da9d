import { MultilingualRepository, type MultilingualSettings } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { DEMO_WEBSITE_ID } from "../../app-server/src/seed/index.ts"
import { hydrated, openHydrated } from "./hydrated.ts"
import { storeUnderTest } from "./store-under-test.ts"

// A visitor switches the product page to French in Chromium and buys in French: the switcher is a
// plain link, the French page hydrates with the texts the server rendered, and the add button and
// the item-added popover speak French. Its own store: its languages are French and English.

const store = storeUnderTest()

const frenchAndEnglish: MultilingualSettings = {
  primaryLanguage: "en",
  languages: [
    { tag: "en", published: true },
    { tag: "fr", published: true },
  ],
  connection: { status: "connected", connectedAt: "2026-11-29T09:00:00.000Z" },
}

describe("the storefront in French", () => {
  it("SITE-009 SESSION-002 a visitor switches a product page to French, adds to the cart, and reads the French button and popover", async () => {
    await store.server.runtime.runPromise(
      MultilingualRepository.use((repository) => repository.save(DEMO_WEBSITE_ID, frenchAndEnglish)),
    )
    const page = await store.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors: string[] = []
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())))
    page.on("pageerror", (error) => void errors.push(error.message))
    await openHydrated(page, `${store.server.url}/products/canvas-tote`)

    const switcher = page.getByRole("navigation", { name: "Language" })
    expect(await switcher.getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe("true")
    // By keyboard: the switcher's links are plain links.
    await switcher.getByRole("link", { name: "Français" }).focus()
    await page.keyboard.press("Enter")
    await page.waitForURL(`${store.server.url}/fr/products/canvas-tote`)
    await hydrated(page)

    expect(await page.locator("html").getAttribute("lang")).toBe("fr")
    const inFrench = page.getByRole("navigation", { name: "Langue" })
    expect(await inFrench.getByRole("link", { name: "Français" }).getAttribute("aria-current")).toBe("true")
    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click()
    await page.getByRole("button", { name: "Ajouté !" }).waitFor()
    const popover = page.locator(".vitrine-item-added-card")
    await popover.getByText("Canvas Tote a été ajouté à votre panier.").waitFor()
    expect(await popover.getByRole("link", { name: "Voir le panier" }).getAttribute("href")).toBe("/fr/cart")
    await popover.getByRole("button", { name: "Fermer" }).click()
    await popover.waitFor({ state: "detached" })
    // The French page hydrated with what the server rendered: React reported no mismatch.
    expect(errors).toEqual([])
  })
})
