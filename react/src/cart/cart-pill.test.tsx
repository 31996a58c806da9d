import { screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { setCookie } from "../../test/cookies.ts"
import { entry } from "../../test/entries.ts"
import { fakeClient, storedCart } from "../../test/fake-client.ts"
import { mug, settings } from "../../test/products.ts"
import { RemoveLine } from "../../test/remove-line.tsx"
import { renderWith } from "../../test/render.tsx"
import { StoreFrame } from "../../test/store-frame.tsx"

const withCart = (quantity: number, extra: Parameters<typeof fakeClient>[0] = {}) => {
  setCookie("hasCart", "true")
  return fakeClient({ products: [mug], cart: storedCart([entry("e1", { quantity })]), ...extra })
}

const pill = () => screen.queryByRole("link", { name: /in cart$/ })

afterEach(() => {
  vi.useRealTimers()
})

describe("cart loading", () => {
  it("CART-011 a first-time visitor (no hasCart cookie) never asks for a cart", async () => {
    const client = fakeClient({ products: [mug] })
    renderWith(<StoreFrame product={mug} />, client, settings)
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    expect(client.getCart).not.toHaveBeenCalled()
    expect(pill()).toBeNull()
  })

  it("CART-011 with hasCart=true the cart is loaded once at start", async () => {
    const client = withCart(2)
    renderWith(<StoreFrame product={mug} />, client, settings)
    await waitFor(() => expect(pill()).not.toBeNull())
    expect(client.getCart).toHaveBeenCalledTimes(1)
  })

  it("CART-012 tells page scripts each cart event: loading, loaded, item-added, recalculate-start and -end", async () => {
    const events: string[] = []
    const listen = (event: Event) => events.push((event as CustomEvent<{ type: string }>).detail.type)
    window.addEventListener("vitrine:cart", listen)
    try {
      const frame = (
        <>
          <StoreFrame product={mug} />
          <RemoveLine entryId="e1" />
        </>
      )
      const { user } = renderWith(frame, withCart(1), settings)
      await waitFor(() => expect(events).toEqual(["loading", "loaded"]))
      await user.click(screen.getByRole("button", { name: "Add To Cart" }))
      await waitFor(() => expect(events).toEqual(["loading", "loaded", "item-added"]))
      await user.click(screen.getByRole("button", { name: "Remove" }))
      await waitFor(() =>
        expect(events).toEqual(["loading", "loaded", "item-added", "recalculate-start", "recalculate-end"]),
      )
    } finally {
      window.removeEventListener("vitrine:cart", listen)
    }
  })
})

describe("floating cart pill", () => {
  it("CART-010 is hidden while the cart holds nothing, shown once it does", async () => {
    setCookie("hasCart", "true")
    const client = fakeClient({ products: [mug], cart: storedCart([]) })
    const { user } = renderWith(<StoreFrame product={mug} />, client, settings)
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    await waitFor(() => expect(client.getCart).toHaveBeenCalled())
    expect(pill()).toBeNull()
    await user.click(screen.getByRole("button", { name: "Add To Cart" }))
    expect((await screen.findByRole("link", { name: "1 item in cart" })).textContent).toBe("1")
  })

  it("CART-009 shows on other pages and not on the cart page", async () => {
    const client = withCart(3)
    const { rerender } = renderWith(<StoreFrame />, client, settings)
    const link = await screen.findByRole("link", { name: "3 items in cart" })
    expect(link.getAttribute("href")).toBe("/cart")
    rerender(<StoreFrame isCartPage />)
    expect(pill()).toBeNull()
  })

  it("CART-009 is not shown in a store with express checkout", async () => {
    const express = { ...settings, expressCheckout: true }
    const client = withCart(3, { settings: express })
    renderWith(<StoreFrame product={mug} />, client, express)
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    await waitFor(() => expect(client.getCart).toHaveBeenCalled())
    expect(pill()).toBeNull()
  })

  it.each([
    [100, "100", "100 items in cart"],
    [101, "100+", "more than 100 items in cart"],
  ])(
    "CART-016 and CART-017 with %i items it shows %s and is read as '%s'",
    async (quantity, shown, spoken) => {
      renderWith(<StoreFrame />, withCart(quantity), settings)
      const link = await screen.findByRole("link", { name: spoken })
      expect(link.textContent).toBe(shown)
      expect(document.querySelector(".vitrine-cart-pill-live")?.textContent).toBe(spoken)
    },
  )

  it("hands a plain click to the app's router, and leaves a modified click to the browser", async () => {
    const onNavigate = vi.fn()
    const { user } = renderWith(<StoreFrame onNavigate={onNavigate} />, withCart(1), settings)
    const link = await screen.findByRole("link", { name: "1 item in cart" })
    // What the browser would be left to do, read after the component had its turn; then stopped,
    // as jsdom cannot open another document.
    const leftToBrowser: boolean[] = []
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener("click", browser)
    try {
      await user.click(link)
      expect(onNavigate).toHaveBeenCalledWith("/cart")
      await user.keyboard("{Control>}")
      await user.click(link)
      await user.keyboard("{/Control}")
      expect(onNavigate).toHaveBeenCalledTimes(1)
      expect(leftToBrowser).toEqual([false, true])
    } finally {
      document.removeEventListener("click", browser)
    }
  })
})
