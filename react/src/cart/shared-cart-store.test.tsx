import { act, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { setCookie } from "../../test/cookies.ts"
import { fakeClient } from "../../test/fake-client.ts"
import { mug, settings } from "../../test/products.ts"
import { VitrineProvider } from "../provider/VitrineProvider.tsx"
import { createCartStore } from "./cart-store.ts"
import { useCart } from "./use-cart.ts"

const Count = ({ label }: { label: string }) => {
  const { cart, status } = useCart()
  return <p>{`${label}: ${status} ${cart?.totalQuantity ?? "-"}`}</p>
}

let add: ReturnType<typeof useCart>["add"] | undefined
const Adder = () => {
  add = useCart().add
  return null
}

describe("a cart store shared by two React roots", () => {
  afterEach(() => setCookie("hasCart", null))

  it("an add through one root's provider shows in the other root", async () => {
    const client = fakeClient({ products: [mug] })
    const cartStore = createCartStore(client, null)
    // Two separate roots, as two islands of one page are.
    render(
      <VitrineProvider client={client} settings={settings} cartStore={cartStore}>
        <Count label="pill" />
      </VitrineProvider>,
    )
    render(
      <VitrineProvider client={client} settings={settings} cartStore={cartStore}>
        <Adder />
      </VitrineProvider>,
    )
    expect(screen.getByText("pill: none -")).toBeTruthy()
    await act(async () => {
      await add?.({ itemId: mug.id, sku: mug.variants[0]?.sku ?? "", quantity: 2 })
    })
    expect(screen.getByText("pill: ready 2")).toBeTruthy()
    expect(cartStore.getSession().lastAdded?.title).toBe(mug.title)
  })

  it("CART-011 a store created with the page's cart is never read again, however many providers start it", () => {
    const client = fakeClient({ products: [mug] })
    setCookie("hasCart", "true")
    const cartStore = createCartStore(client, null)
    render(
      <VitrineProvider client={client} cartStore={cartStore}>
        <Count label="a" />
      </VitrineProvider>,
    )
    render(
      <VitrineProvider client={client} cartStore={cartStore}>
        <Count label="b" />
      </VitrineProvider>,
    )
    expect(client.getCart).not.toHaveBeenCalled()
  })

  it("CART-011 a store without a cart reads it once at start when the cookie says there is one", () => {
    const client = fakeClient({ products: [mug] })
    setCookie("hasCart", "true")
    const cartStore = createCartStore(client)
    for (const label of ["a", "b"])
      render(
        <VitrineProvider client={client} cartStore={cartStore}>
          <Count label={label} />
        </VitrineProvider>,
      )
    expect(client.getCart).toHaveBeenCalledTimes(1)
  })
})
