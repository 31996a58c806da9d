import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import type { Cart } from "@vitrine/core/cart"
import { createCartStore, VitrineProvider } from "@vitrine/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it } from "vitest"
import { entry } from "../../../../react/test/entries.ts"
import { fakeClient, storedCart } from "../../../../react/test/fake-client.ts"
import { settings } from "../../../../react/test/products.ts"
import { StoreClientProvider } from "../../api/context.tsx"
import { CartPage } from "./CartPage.tsx"

// The cart page as the server sends it (its lines in the HTML), a quantity typed into it before the
// page's code ran, then the page hydrated over it.

const cartPage = async () => {
  const client = fakeClient({ cart: storedCart([entry("e1", { quantity: 2 })]) })
  const read = await client.getCart()
  if (!read.ok || read.value.cart === null) throw new Error("the fake holds the cart")
  const cart: Cart = read.value.cart
  const ui = () => (
    <StoreClientProvider client={client}>
      <VitrineProvider client={client} settings={settings} cartStore={createCartStore(client, cart)}>
        <CartPage />
      </VitrineProvider>
    </StoreClientProvider>
  )
  return { client, ui }
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("the cart page's quantity typed before hydration", () => {
  it("is the quantity Update sends once the page has hydrated", async () => {
    const { client, ui } = await cartPage()
    const container = document.createElement("div")
    container.innerHTML = renderToString(ui())
    document.body.append(container)
    const quantity = screen.getByLabelText<HTMLInputElement>("Quantity of Linen Tee")
    expect(quantity.value).toBe("2")
    quantity.value = "5"
    await act(async () => void hydrateRoot(container, ui()))
    expect(screen.getByLabelText<HTMLInputElement>("Quantity of Linen Tee").value).toBe("5")
    fireEvent.click(screen.getByRole("button", { name: "Update quantity of Linen Tee" }))
    await waitFor(() => expect(client.changeQuantity).toHaveBeenCalledWith("e1", 5))
  })
})
