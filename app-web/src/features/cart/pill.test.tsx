import { screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { setCookie } from "../../../test/cookies.ts"
import { entry } from "../../../test/entries.ts"
import { fakeClient, storedCart } from "../../../test/fake-client.ts"
import { mug, settings } from "../../../test/products.ts"
import { renderStore } from "../../../test/render.tsx"
import { advance } from "../../../test/timers.ts"

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
    renderStore("/", client)
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    expect(client.getCart).not.toHaveBeenCalled()
    expect(pill()).toBeNull()
  })

  it("CART-011 with hasCart=true the cart is loaded once at start", async () => {
    const client = withCart(2)
    renderStore("/", client)
    await waitFor(() => expect(pill()).not.toBeNull())
    expect(client.getCart).toHaveBeenCalledTimes(1)
  })
})

describe("floating cart pill", () => {
  it("CART-010 is hidden while the cart holds nothing, shown once it does", async () => {
    setCookie("hasCart", "true")
    const client = fakeClient({ products: [mug], cart: storedCart([]) })
    const { user } = renderStore("/", client)
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    await waitFor(() => expect(client.getCart).toHaveBeenCalled())
    expect(pill()).toBeNull()
    await user.click(screen.getByRole("button", { name: "Add To Cart, Stoneware Mug" }))
    expect((await screen.findByRole("link", { name: "1 item in cart" })).textContent).toBe("1")
  })

  it("CART-009 shows on other pages and not on the cart page", async () => {
    const { user } = renderStore("/", withCart(3))
    const link = await screen.findByRole("link", { name: "3 items in cart" })
    expect(link.getAttribute("href")).toBe("/cart")
    await user.click(link)
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy()
    expect(pill()).toBeNull()
  })

  it("CART-009 is not shown in a store with express checkout", async () => {
    const client = withCart(3, { settings: { ...settings, expressCheckout: true } })
    renderStore("/", client)
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
      renderStore("/", withCart(quantity))
      const link = await screen.findByRole("link", { name: spoken })
      expect(link.textContent).toBe(shown)
      expect(screen.getByTestId("cart-count-live").textContent).toBe(spoken)
    },
  )
})

describe("header cart indicator", () => {
  const indicator = () => screen.getByTestId("cart-indicator")

  it("CART-013 shows the item count and the subtotal, zero fractions trimmed", async () => {
    renderStore("/", withCart(3))
    await waitFor(() => expect(indicator().textContent).toMatch(/^Cart3 · \$/))
    expect(indicator().getAttribute("aria-label")).toMatch(/^Cart, 3 items, subtotal \$/)
    expect(indicator().textContent).not.toMatch(/\.00$/)
  })

  it("CART-014 shows no figures before the first sync, then the cart's", async () => {
    let release: () => void = () => {}
    const client = withCart(2)
    const loaded = client.getCart.getMockImplementation()
    client.getCart.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(loaded?.() as never))),
    )
    renderStore("/", client)
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    expect(indicator().textContent).toBe("Cart")
    release()
    await waitFor(() => expect(indicator().textContent).toMatch(/^Cart2 · /))
  })

  it("CART-015 shows the empty marker for a visitor without a cart, and after emptying it", async () => {
    renderStore("/", fakeClient({ products: [mug] }))
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    expect(indicator().textContent).toBe("CartEmpty")
    expect(indicator().getAttribute("aria-label")).toBe("Cart, empty")
  })

  it("CART-013 stays on the cart page, where the pill does not", async () => {
    renderStore("/cart", withCart(1))
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeTruthy()
    await waitFor(() => expect(indicator().textContent).toMatch(/^Cart1 · /))
    expect(pill()).toBeNull()
  })
})

describe("item-added popover", () => {
  const addMug = async () => {
    const view = renderStore("/products/stoneware-mug", fakeClient({ products: [mug] }))
    const button = await screen.findByRole("button", { name: "Add To Cart" })
    return { ...view, button }
  }

  it("CART-019 reads '{productName} was added to your cart.' with a Close control", async () => {
    const { user, button } = await addMug()
    await user.click(button)
    expect(await screen.findByText("Stoneware Mug was added to your cart.")).toBeTruthy()
    const popover = screen
      .getByText("Stoneware Mug was added to your cart.")
      .closest(".popover") as HTMLElement
    expect(popover.getAttribute("aria-live")).toBe("polite")
    await user.click(within(popover).getByRole("button", { name: "Close" }))
    expect(screen.queryByText("Stoneware Mug was added to your cart.")).toBeNull()
  })

  it("CART-021 snaps to the pill when it shows, else to the top right, fixed so it follows scrolling", async () => {
    const { user, button } = await addMug()
    const popover = () => document.querySelector(".popover") as HTMLElement
    expect(popover().classList.contains("popover-top-right")).toBe(true)
    await user.click(button)
    await screen.findByText("Stoneware Mug was added to your cart.")
    expect(popover().classList.contains("popover-near-pill")).toBe(true)
  })

  it("CART-020 disappears after 3 s", async () => {
    const { user, button } = await addMug()
    vi.useFakeTimers()
    await user.click(button)
    await advance(0)
    expect(screen.getByText("Stoneware Mug was added to your cart.")).toBeTruthy()
    await advance(2999)
    expect(screen.getByText("Stoneware Mug was added to your cart.")).toBeTruthy()
    await advance(1)
    expect(screen.queryByText("Stoneware Mug was added to your cart.")).toBeNull()
  })
})
