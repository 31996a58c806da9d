import { render, screen } from "@testing-library/react"
import { cartFromStored } from "@vitrine/core/cart"
import { describe, expect, it } from "vitest"
import { setCookie } from "../../test/cookies.ts"
import { entry } from "../../test/entries.ts"
import { fakeClient, storedCart } from "../../test/fake-client.ts"
import { mug, settings } from "../../test/products.ts"
import { VitrineProvider } from "../provider/VitrineProvider.tsx"
import { useCart } from "./use-cart.ts"

const CartStatus = () => {
  const { cart, status } = useCart()
  return <p>{`${status} ${cart?.totalQuantity ?? "-"}`}</p>
}

describe("a cart the page already has", () => {
  it("CART-011 is ready at the first render and not read again, even with hasCart set", () => {
    setCookie("hasCart", "true")
    const client = fakeClient({ products: [mug] })
    const cart = cartFromStored(storedCart([entry("e1", { quantity: 2 })]))
    render(
      <VitrineProvider client={client} settings={settings} cart={cart}>
        <CartStatus />
      </VitrineProvider>,
    )
    expect(screen.getByText("ready 2")).toBeTruthy()
    expect(client.getCart).not.toHaveBeenCalled()
  })

  it("CART-011 null says the visitor has none: nothing to show, nothing read", () => {
    setCookie("hasCart", "true")
    const client = fakeClient({ products: [mug] })
    render(
      <VitrineProvider client={client} settings={settings} cart={null}>
        <CartStatus />
      </VitrineProvider>,
    )
    expect(screen.getByText("none -")).toBeTruthy()
    expect(client.getCart).not.toHaveBeenCalled()
  })
})
