import { act, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { setCookie } from "../../../react/test/cookies.ts"
import { entry } from "../../../react/test/entries.ts"
import { fakeClient, storedCart } from "../../../react/test/fake-client.ts"
import { mug } from "../../../react/test/products.ts"
import { renderStore } from "../../test/render.tsx"
import { navigate } from "../router/history.ts"

const withCart = (quantity: number) => {
  setCookie("hasCart", "true")
  return fakeClient({ products: [mug], cart: storedCart([entry("e1", { quantity })]) })
}

const pill = () => screen.queryByRole("link", { name: /in cart$/ })

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the store's frame", () => {
  it("CART-009 UI-003 clicking the floating pill leads to the cart page through the app's router, and it is not shown there", async () => {
    const { user } = renderStore("/", withCart(3))
    const link = await screen.findByRole("link", { name: "3 items in cart" })
    await user.click(link)
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy()
    expect(window.location.pathname).toBe("/cart")
    expect(pill()).toBeNull()
  })

  it("CART-013 the header's indicator leads to the cart and shows the figures on every page", async () => {
    const { user } = renderStore("/", withCart(2))
    const indicator = await screen.findByRole("link", { name: /^Cart/ })
    await waitFor(() => expect(indicator.textContent).toContain("2 · $40"))
    await user.click(indicator)
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy()
    expect(screen.getByRole("link", { name: /^Cart 2 · \$40$/ })).toBeTruthy()
  })

  it("CART-021 the item-added popover snaps to the store's pill", async () => {
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const onPill = this.classList.contains("vitrine-cart-pill")
      return onPill ? DOMRect.fromRect({ x: 920, y: 696, width: 80, height: 48 }) : new DOMRect()
    })
    const { user } = renderStore("/products/stoneware-mug", fakeClient({ products: [mug] }))
    await user.click(await screen.findByRole("button", { name: "Add To Cart" }))
    await screen.findByText("Stoneware Mug was added to your cart.")
    const popover = document.querySelector(".vitrine-item-added-popover") as HTMLElement
    expect(popover.dataset.placement).toBe("anchor")
    expect(popover.style.bottom).toBe(`${768 - 696 + 12}px`)
  })

  it("a storefront page reached in-app from the admin gets the site styles' sheet; the first page's head is left as the server sent it", async () => {
    const siteSheet = () => document.head.querySelector('link[href^="/site-styles.css"]')
    renderStore("/admin/styles", withCart(1))
    await screen.findByRole("main")
    expect(siteSheet()).toBeNull()
    act(() => navigate("/"))
    await waitFor(() => expect(siteSheet()).not.toBeNull(), { timeout: 10_000 })
    siteSheet()?.remove()
  })
})
