import { screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { jacket, mug, settings, tee } from "../../../../react/test/products.ts"
import { renderPage, shellOf } from "../../entry-server.tsx"
import type { PageData } from "../../ssr/page-data.ts"

const PATH = "/shop/linen-shop"
const shop = (extra: Partial<NonNullable<PageData["storePage"]>> = {}) => ({
  title: "Linen Shop",
  description: "Our linen, in the order we like it",
  urlId: "linen-shop",
  filters: [
    { id: "cat-tops", name: "Tops" },
    { id: "cat-home", name: "Home" },
  ],
  category: null,
  ...extra,
})
const data = (extra: Partial<PageData>): PageData => ({ path: PATH, settings, cart: null, ...extra })
const titles = () =>
  within(document.querySelector(".store-page .grid") as HTMLElement)
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent)

describe("a store page on the storefront", () => {
  afterEach(() => {
    document.body.innerHTML = ""
  })

  it("is an island page: the server renders it whole and only the cards' add buttons hydrate", () => {
    expect(shellOf(PATH)).toBe("islands.html")
    expect(shellOf("/shop/linen-shop/")).toBe("islands.html")
  })

  it("lists its products in the merchant's order, with its categories as filter links", () => {
    document.body.innerHTML = renderPage(PATH, data({ storePage: shop(), products: [mug, tee, jacket] }))
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Linen Shop")
    expect(screen.getByText("Our linen, in the order we like it")).toBeTruthy()
    expect(titles()).toEqual([mug.title, tee.title, jacket.title])
    const filters = screen.getByRole("navigation", { name: "Categories" })
    const links = within(filters).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All", PATH],
      ["Tops", `${PATH}?category=cat-tops`],
      ["Home", `${PATH}?category=cat-home`],
    ])
    expect(within(filters).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("page")
    expect(document.querySelectorAll('[data-island="card-add"]')).toHaveLength(3)
  })

  it("marks the category shown; an empty page or category says so", () => {
    document.body.innerHTML = renderPage(
      PATH,
      data({ storePage: shop({ category: "cat-home" }), products: [] }),
    )
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page")
    expect(screen.getByText("No products in this category yet.")).toBeTruthy()
    document.body.innerHTML = renderPage(PATH, data({ storePage: shop({ filters: [] }), products: [] }))
    expect(screen.getByText("No products on this page yet.")).toBeTruthy()
    expect(screen.queryByRole("navigation", { name: "Categories" })).toBeNull()
  })

  it("a URL id no page has is the not-found page", () => {
    document.body.innerHTML = renderPage(PATH, data({ storePage: null }))
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found")
  })
})
