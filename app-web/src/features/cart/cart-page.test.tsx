import { act, cleanup, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { setCookie } from "../../../../react/test/cookies.ts"
import { entry } from "../../../../react/test/entries.ts"
import { failed, fakeClient, storedCart } from "../../../../react/test/fake-client.ts"
import { mug } from "../../../../react/test/products.ts"
import { LOAD_FAILURES } from "../../../test/load-failures.ts"
import { renderStore, renderWith } from "../../../test/render.tsx"
import { SIGN_IN_PATH } from "../../router/routes.ts"
import { CartPage } from "./CartPage.tsx"

const openCart = async (
  entries = [
    entry("e1", { quantity: 2 }),
    entry("e2", {
      itemId: "mug",
      title: "Mug",
      chosenVariant: { sku: "MUG", attributes: {} },
      purchasePriceCents: 1250,
    }),
  ],
) => {
  setCookie("hasCart", "true")
  const client = fakeClient({ cart: storedCart(entries) })
  const view = renderWith(<CartPage />, client)
  await screen.findByRole("heading", { name: "Linen Tee" })
  return { ...view, client }
}

const row = (title: string) => {
  const item = screen.getByRole("heading", { name: title }).closest("li")
  if (!item) throw new Error(`no row for ${title}`)
  return within(item)
}

const subtotal = () => document.querySelector(".cart-subtotal")?.textContent

describe("cart page", () => {
  it("CART-007 lists each entry with image, title, options, unit price, quantity and line total", async () => {
    await openCart()
    const tee = row("Linen Tee")
    expect(tee.getByText("Size: S · Colour: White")).toBeTruthy()
    expect(tee.getByText("$20.00 each")).toBeTruthy()
    expect(tee.getByText("$40.00")).toBeTruthy()
    expect((tee.getByLabelText("Quantity of Linen Tee") as HTMLInputElement).value).toBe("2")
  })

  it("CART-008 the cart page is marked by its full-page cart root element, other pages are not", async () => {
    await openCart()
    expect(document.querySelectorAll("[data-cart-root]")).toHaveLength(1)
    cleanup()
    renderStore("/", fakeClient({ products: [mug] }))
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    expect(document.querySelector("[data-cart-root]")).toBeNull()
  })

  it("CART-018 shows the subtotal with zero fractions trimmed", async () => {
    await openCart([entry("e1", { quantity: 2 })])
    expect(subtotal()).toBe("Subtotal$40")
  })

  it("CART-018 keeps a non-zero fraction", async () => {
    await openCart()
    expect(subtotal()).toBe("Subtotal$52.50")
  })

  it("changes a quantity with Update and shows the new totals", async () => {
    const { user, client } = await openCart()
    const input = row("Linen Tee").getByLabelText("Quantity of Linen Tee")
    await user.clear(input)
    await user.type(input, "3")
    await user.click(row("Linen Tee").getByRole("button", { name: "Update quantity of Linen Tee" }))
    await waitFor(() => expect(subtotal()).toBe("Subtotal$72.50"))
    expect(client.changeQuantity).toHaveBeenCalledWith("e1", 3)
  })

  it("ADDCART-018 a fractional quantity is refused before sending, under 'Unable to update quantity'", async () => {
    const { user, client } = await openCart()
    const input = row("Linen Tee").getByLabelText("Quantity of Linen Tee")
    await user.clear(input)
    await user.type(input, "1.5{Enter}")
    const alert = row("Linen Tee").getByRole("alert")
    expect(alert.textContent).toBe("Unable to update quantityQuantity must be a whole number")
    expect(client.changeQuantity).not.toHaveBeenCalled()
  })

  it("shows 'Unable to update quantity' with the server's reason when the server refuses", async () => {
    const { user, client } = await openCart()
    client.changeQuantity.mockResolvedValueOnce(
      failed({ status: 400, message: "Sorry, we do not have enough of that item available." }),
    )
    const input = row("Linen Tee").getByLabelText("Quantity of Linen Tee")
    await user.clear(input)
    await user.type(input, "50{Enter}")
    const alert = await row("Linen Tee").findByRole("alert")
    expect(alert.textContent).toBe(
      "Unable to update quantitySorry, we do not have enough of that item available.",
    )
    expect(subtotal()).toBe("Subtotal$52.50")
  })

  it("removes an entry, then puts focus on the page heading", async () => {
    const { user } = await openCart()
    await user.click(row("Mug").getByRole("button", { name: "Remove Mug" }))
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Mug" })).toBeNull())
    expect(subtotal()).toBe("Subtotal$40")
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your cart" }))
  })

  it("shows 'Unable to remove item' when removing fails", async () => {
    const { user, client } = await openCart()
    client.removeEntry.mockResolvedValueOnce(
      failed({ status: 0, message: "Please check your internet connection" }),
    )
    await user.click(row("Mug").getByRole("button", { name: "Remove Mug" }))
    const alert = await row("Mug").findByRole("alert")
    expect(alert.textContent).toBe("Unable to remove itemPlease check your internet connection")
  })

  it("UI-002 has a checkout button that opens the checkout page", async () => {
    await openCart()
    expect(screen.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout")
  })

  it("shows the empty state without asking the server when the visitor has no cart", async () => {
    const client = fakeClient()
    renderWith(<CartPage />, client)
    expect(screen.getByText("Your cart is empty.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/")
    expect(client.getCart).not.toHaveBeenCalled()
  })

  it("shows the empty state for a cart whose last entry was removed", async () => {
    const { user } = await openCart([entry("e1")])
    await user.click(screen.getByRole("button", { name: "Remove Linen Tee" }))
    expect(await screen.findByText("Your cart is empty.")).toBeTruthy()
  })

  it("shows a spinner while loading, and 'Unable to load. Try again.' with Retry on failure", async () => {
    setCookie("hasCart", "true")
    const client = fakeClient({ cart: storedCart([entry("e1")]) })
    client.getCart.mockResolvedValueOnce(failed({ status: 500, message: "Please try again" }))
    const { user } = renderWith(<CartPage />, client)
    expect(screen.getByRole("status").textContent).toBe("Loading cart")
    expect((await screen.findByRole("alert")).textContent).toContain("Unable to load. Try again.")
    await user.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByRole("heading", { name: "Linen Tee" })).toBeTruthy()
  })

  it.each(Object.entries(LOAD_FAILURES))(
    "a first load that fails (%s) says so, and its button loads the cart without a page reload",
    async (_, { error, shown, retry }) => {
      setCookie("hasCart", "true")
      const client = fakeClient({ cart: storedCart([entry("e1")]) })
      client.getCart.mockResolvedValueOnce(failed(error))
      const { user } = renderWith(<CartPage />, client)
      expect((await screen.findByRole("alert")).textContent).toBe(shown)
      await user.click(screen.getByRole("button", { name: retry }))
      expect(await screen.findByRole("heading", { name: "Linen Tee" })).toBeTruthy()
      expect(screen.queryByRole("alert")).toBeNull()
      expect(client.getCart).toHaveBeenCalledTimes(2)
    },
  )

  it("a session that expired links to the visitor's sign-in", async () => {
    setCookie("hasCart", "true")
    const client = fakeClient({ cart: storedCart([entry("e1")]) })
    client.getCart.mockResolvedValueOnce(failed(LOAD_FAILURES["session expired"].error))
    renderWith(<CartPage />, client)
    const screenShown = await screen.findByRole("alert")
    expect(within(screenShown).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(SIGN_IN_PATH)
  })

  it("re-reads the cart when its tab is shown again; a failed re-read keeps the lines shown, under its screen", async () => {
    const { client, user } = await openCart()
    client.getCart.mockResolvedValueOnce(failed(LOAD_FAILURES["unavailable, no Retry-After"].error))
    act(() => document.dispatchEvent(new Event("visibilitychange")))
    expect((await screen.findByRole("alert")).textContent).toBe(
      LOAD_FAILURES["unavailable, no Retry-After"].shown,
    )
    expect(row("Linen Tee").getByText("$40.00")).toBeTruthy()
    expect(subtotal()).toBe("Subtotal$52.50")
    await user.click(screen.getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull())
    expect(row("Mug").getByText("$12.50")).toBeTruthy()
    expect(client.getCart).toHaveBeenCalledTimes(3)
  })
})
