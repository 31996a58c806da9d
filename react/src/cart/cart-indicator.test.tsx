import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { setCookie } from "../../test/cookies.ts"
import { entry } from "../../test/entries.ts"
import { fakeClient, storedCart } from "../../test/fake-client.ts"
import { mug, settings } from "../../test/products.ts"
import { RemoveLine } from "../../test/remove-line.tsx"
import { renderWith } from "../../test/render.tsx"
import { StoreFrame } from "../../test/store-frame.tsx"

const withCart = (quantity: number) => {
  setCookie("hasCart", "true")
  return fakeClient({ products: [mug], cart: storedCart([entry("e1", { quantity })]) })
}

const indicator = () => document.querySelector(".vitrine-cart-indicator") as HTMLAnchorElement
const pill = () => screen.queryByRole("link", { name: /in cart$/ })
/** The text on screen: the element's text without its hidden parts (jsdom has no `innerText`). */
const visibleText = (element: Element) => {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll("[hidden]")) hidden.remove()
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim()
}

describe("header cart indicator", () => {
  it("CART-013 shows the item count and the subtotal, zero fractions trimmed", async () => {
    renderWith(<StoreFrame />, withCart(3), settings)
    await waitFor(() => expect(visibleText(indicator())).toBe("Cart 3 · $60"))
    expect(screen.getByRole("link", { description: "Cart, 3 items, subtotal $60" })).toBe(indicator())
  })

  it("CART-014 shows no figures before the first sync, then the cart's", async () => {
    let release: () => void = () => {}
    const client = withCart(2)
    const loaded = client.getCart.getMockImplementation()
    client.getCart.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(loaded?.() as never))),
    )
    renderWith(<StoreFrame product={mug} />, client, settings)
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    expect(visibleText(indicator())).toBe("Cart")
    expect(screen.getByRole("link", { name: "Cart" })).toBe(indicator())
    release()
    await waitFor(() => expect(visibleText(indicator())).toBe("Cart 2 · $40"))
  })

  it("CART-015 shows the empty marker for a visitor without a cart, and after emptying it", async () => {
    const first = renderWith(<StoreFrame product={mug} />, fakeClient({ products: [mug] }), settings)
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    expect(visibleText(indicator())).toBe("Cart Empty")
    first.unmount()
    const { user } = renderWith(
      <>
        <StoreFrame />
        <RemoveLine entryId="e1" />
      </>,
      withCart(1),
      settings,
    )
    await waitFor(() => expect(visibleText(indicator())).toBe("Cart 1 · $20"))
    await user.click(screen.getByRole("button", { name: "Remove" }))
    await waitFor(() => expect(visibleText(indicator())).toBe("Cart Empty"))
  })

  it("CART-013 stays on the cart page, where the pill does not", async () => {
    renderWith(<StoreFrame isCartPage />, withCart(1), settings)
    await waitFor(() => expect(visibleText(indicator())).toBe("Cart 1 · $20"))
    expect(pill()).toBeNull()
  })

  it.each([
    ["an empty cart", 0, "Cart Empty"],
    ["items", 2, "Cart 2 · $40"],
    ["more than 100 items", 120, "Cart 100+ · $2,400"],
  ])("WCAG 2.5.3 with %s its accessible name is its visible text", async (_, quantity, shown) => {
    const client = quantity === 0 ? fakeClient({ products: [mug] }) : withCart(quantity)
    renderWith(<StoreFrame />, client, settings)
    await waitFor(() => expect(visibleText(indicator())).toBe(shown))
    expect(screen.getByRole("link", { name: shown })).toBe(indicator())
  })
})
