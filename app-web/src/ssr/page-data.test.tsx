import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { fakeClient } from "../../../react/test/fake-client.ts"
import { mug, product, settings, soldOutCap, tee } from "../../../react/test/products.ts"
import { TOTE_QUOTE } from "../../test/checkout-quote.ts"
import { Store } from "../app/Store.tsx"
import { loadPageOf } from "../app/storefront-pages.ts"
import { renderPage } from "../entry-server.tsx"
import { CARDS_ABOVE_THE_FOLD } from "../features/catalog/ListingPage.tsx"
import { RESTOCK_BOX_TEXT } from "../features/product/RestockBox.tsx"
import { routeOf } from "../router/routes.ts"
import { type PageData, pageDataScript, readPageData } from "./page-data.ts"

const data = (path: string, extra: Partial<PageData> = {}): PageData => ({
  path,
  settings,
  cart: null,
  ...extra,
})

describe("the page's embedded data", () => {
  it("reads back what the server wrote, and no text can close its script early", () => {
    const written = data("/", { products: [{ ...tee, title: "</script><b>x</b>" }] })
    document.body.innerHTML = pageDataScript(written)
    expect(document.scripts).toHaveLength(1)
    expect(readPageData(document)).toEqual(written)
    document.body.innerHTML = '<script type="application/json" id="vitrine-page-data">{not json</script>'
    expect(readPageData(document)).toBeUndefined()
  })

  it("the listing starts from the embedded products and reads none; the first screen's images come first", async () => {
    window.history.replaceState(null, "", "/")
    // As main.tsx does: the page's own chunk first, then the app takes the page over in one pass.
    await loadPageOf(routeOf("/").page)
    const products = [tee, mug, ...["a", "b", "c", "d"].map((name) => product(`plain-${name}`))]
    const client = fakeClient({ products })
    render(<Store client={client} data={data("/", { products })} />)
    expect(screen.getByRole("heading", { name: "Linen Tee" })).toBeTruthy()
    expect(client.listProducts).not.toHaveBeenCalled()
    expect(client.getSettings).not.toHaveBeenCalled()
    const images = [...document.querySelectorAll(".card img")]
    expect(images).toHaveLength(products.length)
    for (const [index, image] of images.entries()) {
      const onFirstScreen = index < CARDS_ABOVE_THE_FOLD
      expect(image.getAttribute("fetchpriority")).toBe(onFirstScreen ? "high" : null)
      expect(image.getAttribute("loading")).toBe(onFirstScreen ? null : "lazy")
    }
  })

  it("the listing's page data holds each product once: a card's add button island takes its id", async () => {
    await loadPageOf(routeOf("/").page)
    const products = [tee, mug]
    const html = renderPage("/", data("/", { products }))
    document.body.innerHTML = html
    const embedded = readPageData(document)
    expect(Object.values(embedded?.islands ?? {})).toContainEqual({ productId: tee.id })
    expect(Object.values(embedded?.islands ?? {})).toContainEqual({ productId: mug.id })
    expect(html.split(`"title":"${tee.title}"`)).toHaveLength(2)
    // The server rendered each island's button from the product it looked up.
    const buttons = [...document.querySelectorAll('[data-island="card-add"] button')]
    expect(buttons.map((button) => button.textContent)).toHaveLength(products.length)
    expect(buttons[0]?.getAttribute("aria-label") ?? buttons[0]?.textContent).toContain(tee.title)
  })

  it("a product page starts from the embedded product; data for another page is not used", async () => {
    window.history.replaceState(null, "", "/products/linen-tee")
    const client = fakeClient({ products: [tee] })
    const view = render(<Store client={client} data={data("/products/linen-tee", { product: tee })} />)
    expect(screen.getByRole("heading", { level: 1, name: "Linen Tee" })).toBeTruthy()
    expect(client.getProduct).not.toHaveBeenCalled()
    view.unmount()
    render(<Store client={client} data={data("/products/other", { product: mug })} />)
    await screen.findByRole("heading", { level: 1, name: "Linen Tee" })
    expect(client.getProduct).toHaveBeenCalledWith("linen-tee")
  })

  it("RESTOCK-003 RESTOCK-004 a sold-out page's restock box is rendered whole from the embedded box: checkbox, captcha; nothing asked", () => {
    const path = `/products/${soldOutCap.urlSlug}`
    const restockBox = { captcha: true, mailingListSignUp: true, mailingListOptInByDefault: true }
    const html = renderPage(path, data(path, { product: soldOutCap, restockBox }))
    expect(html).not.toContain("<!--$!-->")
    expect(html).toMatch(/<input type="checkbox" name="isJoinMailingList" checked=""\/>/)
    expect(html).toContain(RESTOCK_BOX_TEXT.mailingList.replace("'", "&#x27;"))
    expect(html).toContain("vitrine-captcha")
    window.history.replaceState(null, "", path)
    const client = fakeClient({ products: [soldOutCap] })
    render(
      <Store
        client={client}
        data={data(path, { product: soldOutCap, restockBox: { ...restockBox, mailingListSignUp: false } })}
      />,
    )
    expect(screen.getByLabelText(RESTOCK_BOX_TEXT.email)).toBeTruthy()
    expect(screen.queryByRole("checkbox", { name: RESTOCK_BOX_TEXT.mailingList })).toBeNull()
    expect(client.restockBox).not.toHaveBeenCalled()
  })

  it("the checkout starts from the embedded quote and asks for none; an embedded null is the empty cart", async () => {
    window.history.replaceState(null, "", "/checkout")
    await loadPageOf(routeOf("/checkout").page)
    const client = fakeClient({ products: [tee] })
    const view = render(<Store client={client} data={data("/checkout", { quote: QUOTE })} />)
    expect(screen.getByTestId("grand-total").textContent).toBe("$64.97")
    expect(screen.getByText("Canvas Tote")).toBeTruthy()
    expect(client.getCheckout).not.toHaveBeenCalled()
    view.unmount()
    render(<Store client={client} data={data("/checkout", { quote: null })} />)
    expect(screen.getByText("Your cart is empty.")).toBeTruthy()
    expect(client.getCheckout).not.toHaveBeenCalled()
  })
})

// The tote quote with no tax rates: the grand total shown is the embedded one, with nothing to add.
const QUOTE = { ...TOTE_QUOTE, taxRates: [] }
