import { render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { fakeClient } from "../../../../react/test/fake-client.ts"
import { jacket, mug, settings, soldOutCap, tee } from "../../../../react/test/products.ts"
import { Store } from "../../app/Store.tsx"
import { renderPage } from "../../entry-server.tsx"
import { type PageData, readPageData } from "../../ssr/page-data.ts"
import { RELATED_HEADING } from "./RelatedProducts.tsx"

const teePath = `/products/${tee.urlSlug}`
const data = (path: string, extra: Partial<PageData> = {}): PageData => ({
  path,
  settings,
  cart: null,
  ...extra,
})

const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent)

describe("a product page's related products", () => {
  // The server's render goes straight into the body, which Testing Library's cleanup leaves.
  afterEach(() => {
    document.body.innerHTML = ""
  })

  it("UI-007 the server's HTML holds them as a labelled region of cards, each with its add button island", () => {
    const html = renderPage(teePath, data(teePath, { product: tee, products: [mug, jacket] }))
    document.body.innerHTML = html
    const region = screen.getByRole("region", { name: RELATED_HEADING })
    expect(within(region).getByRole("heading", { level: 2 }).textContent).toBe("You may also like")
    expect(titlesIn(region)).toEqual(["Stoneware Mug", "Field Jacket"])
    expect(within(region).getByRole("link", { name: "Stoneware Mug" }).getAttribute("href")).toBe(
      `/products/${mug.urlSlug}`,
    )
    // Below the fold: every image waits, and says its size so nothing moves when it arrives.
    const images = [...region.querySelectorAll("img")]
    expect(images).toHaveLength(2)
    for (const image of images) {
      expect(image.getAttribute("loading")).toBe("lazy")
      expect(image.getAttribute("width")).toBeTruthy()
      expect(image.getAttribute("height")).toBeTruthy()
    }
    // Each add button is the listing's island, by product id, found in the page data's products.
    const islands = [...region.querySelectorAll('[data-island="card-add"]')]
    expect(islands).toHaveLength(2)
    const embedded = readPageData(document)
    expect(embedded?.products?.map((product) => product.id)).toEqual([mug.id, jacket.id])
    expect(Object.values(embedded?.islands ?? {})).toContainEqual({ productId: mug.id })
    expect(within(region).getByRole("button", { name: /Add To Cart, Stoneware Mug/ })).toBeTruthy()
    expect(within(region).queryByRole("link", { name: tee.title })).toBeNull()
  })

  it("UI-007 after an in-app navigation the catalogue is read and the rule applied: not the product, not sold out", async () => {
    window.history.replaceState(null, "", teePath)
    const client = fakeClient({ products: [tee, soldOutCap, mug, jacket] })
    render(<Store client={client} data={data("/elsewhere")} />)
    const region = await screen.findByRole("region", { name: RELATED_HEADING })
    expect(titlesIn(region)).toEqual(["Stoneware Mug", "Field Jacket"])
    expect(client.listProducts).toHaveBeenCalled()
  })

  it("a product page with nothing to suggest shows no section", async () => {
    window.history.replaceState(null, "", teePath)
    const client = fakeClient({ products: [tee, soldOutCap] })
    render(<Store client={client} data={data("/elsewhere")} />)
    await screen.findByRole("heading", { level: 1, name: tee.title })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.listProducts).toHaveBeenCalled()
    expect(screen.queryByRole("region", { name: RELATED_HEADING })).toBeNull()
  })
})
