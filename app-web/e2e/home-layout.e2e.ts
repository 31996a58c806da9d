import { describe, expect, it } from "vitest"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { pagesOf, storeUnderTest } from "./store-under-test.ts"

// The home page editor in Chromium: the merchant arranges a section at /admin/home-page, saves it, and
// the storefront's home page, rendered on the server, shows it above the products. Its own store:
// the home page changes. Vimeo is the reference store's canned one (no internet).

const store = storeUnderTest()
const newPage = pagesOf(store)

describe("the home page editor in Chromium", () => {
  it("CONST-012 a merchant adds a section with a heading, a marquee and a video; the home page shows them", async () => {
    const merchant = await newPage()
    await signInAtAdmin(merchant, store.server.url)
    await merchant
      .getByRole("navigation", { name: "Store admin" })
      .getByRole("link", { name: "Home page" })
      .click()
    await merchant.getByRole("button", { name: "Add a section" }).click()
    const section = merchant.getByRole("group", { name: "Section 1" })
    await section.getByRole("radio", { name: "12 %" }).check()
    await section.getByRole("button", { name: "Add block" }).click()
    await section.getByLabel("Heading").fill("Linen for summer")
    await section.getByLabel("Paragraph").fill("Woven in Lisbon.")
    await section.getByLabel("Paragraph").press("ControlOrMeta+a")
    await section.getByLabel("Paragraph").press("ControlOrMeta+b")
    await section.getByLabel("New block").selectOption("marquee")
    await section.getByRole("button", { name: "Add block" }).click()
    await section.getByLabel("Marquee text").fill("Summer sale")
    await section.getByLabel("New block").selectOption("video")
    await section.getByRole("button", { name: "Add block" }).click()
    await section.getByLabel("Video address").fill("https://vimeo.com/76979871")
    expect(await merchant.getByText("3 of 60 blocks").count()).toBe(1)
    expect(await blockingViolations(merchant)).toEqual([])
    await merchant.getByRole("button", { name: "Save", exact: true }).click()
    await merchant.getByRole("status").filter({ hasText: "Saved." }).waitFor()

    // A shopper, with no session: the home page is sent with the sections, above the products.
    const shopper = await newPage()
    const home = await shopper.goto(`${store.server.url}/`)
    expect((await home?.text()) ?? "").toContain("Linen for summer")
    expect(await shopper.locator(".home-section h2").textContent()).toBe("Linen for summer")
    expect(await shopper.locator(".home-rich-text p strong").textContent()).toBe("Woven in Lisbon.")
    expect(await shopper.locator(".home-section").getAttribute("style")).toContain("padding-inline:12%")
    expect(await shopper.getByRole("marquee", { name: "Summer sale" }).count()).toBe(1)
    expect(await shopper.locator(".home-sections + .listing .card").count()).toBeGreaterThan(0)
    expect(await blockingViolations(shopper)).toEqual([])
    // The video loads nothing from Vimeo until played: the frame holds our poster.
    const video = shopper.frameLocator("iframe.home-video")
    await video.getByRole("link", { name: "▶ Play video" }).waitFor()
    expect(await shopper.locator("iframe.home-video").getAttribute("src")).toBeNull()
  })

  it("EDITOR-044 a Vimeo Basic account's video is refused beside its address, and the home page keeps what was saved", async () => {
    const shopper = await newPage()
    const before = async () => {
      await shopper.goto(`${store.server.url}/`)
      return shopper.locator(".home-section").count()
    }
    const sectionsBefore = await before()
    const merchant = await newPage()
    await signInAtAdmin(merchant, store.server.url)
    await merchant.goto(`${store.server.url}/admin/home-page`)
    await merchant.getByRole("button", { name: "Add a section" }).click()
    const section = merchant.getByRole("group", { name: `Section ${sectionsBefore + 1}` })
    await section.getByLabel("New block").selectOption("video")
    await section.getByRole("button", { name: "Add block" }).click()
    await section.getByLabel("Video address").fill("https://vimeo.com/22222222")
    await merchant.getByRole("button", { name: "Save", exact: true }).click()
    const message = "Vimeo Basic accounts are unsupported. Please share a video from a different account."
    await section.getByText(message).waitFor()
    expect(await section.getByLabel("Video address").getAttribute("aria-invalid")).toBe("true")
    expect(await before()).toBe(sectionsBefore)
  })
})
