import { DEFAULT_HEADER_FOOTER, type SiteHeaderFooter } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { settings, tee } from "../../../react/test/products.ts"
import { renderPage } from "../entry-server.tsx"
import { readPageData } from "../ssr/page-data.ts"
import { loadPageOf } from "./storefront-pages.ts"

const edited: SiteHeaderFooter = {
  header: {
    siteTitle: "Linen & Co",
    announcement: "Free shipping over $50",
    links: [
      { label: "Journal", href: "https://journal.example.com/" },
      { label: "Contact", href: "/contact" },
    ],
  },
  footer: { text: "Made in Lisbon <b>since</b> 2019", links: [{ label: "Shop", href: "/" }] },
}

const page = (path: string, headerFooter?: SiteHeaderFooter) => {
  document.body.innerHTML = renderPage(path, {
    path,
    settings,
    cart: null,
    ...(headerFooter ? { headerFooter } : {}),
  })
  return document.body
}

describe("the storefront's header and footer", () => {
  it("SITE-001 a page shows the saved site title, announcement, navigation, footer text and links, as text", async () => {
    await loadPageOf("cart")
    const body = page("/cart", edited)
    expect(body.querySelector(".brand")?.textContent).toBe("Linen & Co")
    expect(body.querySelector(".site-announcement")?.textContent).toBe("Free shipping over $50")
    const nav = [...body.querySelectorAll('nav[aria-label="Main"] a')].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ])
    expect(nav).toEqual(
      expect.arrayContaining([
        ["Journal", "https://journal.example.com/"],
        ["Contact", "/contact"],
      ]),
    )
    expect(body.querySelector(".footer-text")?.textContent).toBe("Made in Lisbon <b>since</b> 2019")
    expect(body.querySelector('nav[aria-label="Footer"] a')?.getAttribute("href")).toBe("/")
    // The whole app hydrates on the cart page: it carries them, so its first render matches.
    expect(readPageData(document)?.headerFooter).toEqual(edited)
  })

  it("without saved ones a page shows the defaults: the header it had before the editor, no announcement, no footer text", async () => {
    await loadPageOf("cart")
    const body = page("/cart")
    expect(body.querySelector(".brand")?.textContent).toBe(DEFAULT_HEADER_FOOTER.header.siteTitle)
    expect(body.querySelector(".site-announcement")).toBeNull()
    expect(body.querySelector(".footer-text")).toBeNull()
    expect(body.querySelector('nav[aria-label="Footer"]')).toBeNull()
  })

  it("an island page shows them but leaves them out of its page data: nothing in the browser reads them there", async () => {
    await loadPageOf("product")
    const path = `/products/${tee.urlSlug}`
    document.body.innerHTML = renderPage(path, {
      path,
      settings,
      cart: null,
      product: tee,
      headerFooter: edited,
    })
    expect(document.querySelector(".footer-text")?.textContent).toBe(edited.footer.text)
    expect(readPageData(document)?.headerFooter).toBeUndefined()
  })
})
