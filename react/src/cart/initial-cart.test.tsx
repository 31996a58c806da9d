import { act, render, renderHook, screen, waitFor } from "@testing-library/react"
import { cartFromStored } from "@vitrine/core/cart"
import type { ReactNode } from "react"
import { describe, expect, it } from "vitest"
import { setCookie } from "../../test/cookies.ts"
import { entry } from "../../test/entries.ts"
import { failed, fakeClient, storedCart } from "../../test/fake-client.ts"
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

describe("a read of the cart that fails", () => {
  it("keeps the cart read before, and how the read failed, until a read succeeds", async () => {
    setCookie("hasCart", "true")
    const client = fakeClient({ products: [mug], cart: storedCart([entry("e1", { quantity: 2 })]) })
    const cart = cartFromStored(storedCart([entry("e1", { quantity: 2 })]))
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider client={client} settings={settings} cart={cart}>
        {children}
      </VitrineProvider>
    )
    const { result } = renderHook(() => useCart(), { wrapper })
    const unavailable = {
      status: 503,
      message: "The store cannot be reached just now.",
      retryAfterSeconds: 5,
    }
    client.getCart.mockResolvedValueOnce(failed(unavailable))
    act(() => result.current.reload())
    expect(result.current.status).toBe("loading")
    expect(result.current.cart?.totalQuantity).toBe(2)
    await waitFor(() => expect(result.current.status).toBe("error"))
    expect(result.current.cart?.totalQuantity).toBe(2)
    expect(result.current.loadError).toMatchObject(unavailable)
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.status).toBe("ready"))
    expect(result.current.loadError).toBeNull()
  })
})
