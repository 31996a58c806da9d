import { screen } from "@testing-library/react"
import type { Product } from "@vitrine/core/catalog"
import { afterEach, describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../test/fake-client.ts"
import { giftCard, mug, settings, singleGiftCard, soldOutCap, tee } from "../../test/products.ts"
import { renderWith } from "../../test/render.tsx"
import { advance } from "../../test/timers.ts"
import { AddToCartButton } from "./AddToCartButton.tsx"

// A product card's button: no selection given, the product's title in its name.
const products = [tee, mug, soldOutCap, giftCard, singleGiftCard]

const open = (client = fakeClient({ products })) => {
  const view = renderWith(
    <ul>
      {products.map((product: Product) => (
        <li key={product.id}>
          <AddToCartButton product={product} nameWithTitle />
        </li>
      ))}
    </ul>,
    client,
    settings,
  )
  return { ...view, client }
}

const addButton = (title: string) => screen.getByRole("button", { name: new RegExp(`, ${title}$`) })

afterEach(() => {
  vi.useRealTimers()
})

describe("add button on a product card", () => {
  it("WCAG 2.5.3 its name starts with its visible text and names the product", () => {
    open()
    expect(addButton("Stoneware Mug").getAttribute("aria-label")).toBe("Add To Cart, Stoneware Mug")
    expect(addButton("Stoneware Mug").textContent).toBe("Add To Cart")
  })

  it("ADDCART-010 a sold-out product's button reads 'Sold Out' and is disabled", async () => {
    const { client, user } = open()
    const button = addButton("Wool Cap") as HTMLButtonElement
    expect(button.textContent).toBe("Sold Out")
    expect(button.disabled).toBe(true)
    expect(button.dataset.state).toBe("sold-out")
    await user.click(button)
    expect(client.addToCart).not.toHaveBeenCalled()
  })

  it("ADDCART-009 clicking add on a product with options shows 'Select Option', disabled for 2 s", async () => {
    const { client, user } = open()
    vi.useFakeTimers()
    const button = addButton("Linen Tee")
    await user.click(button)
    expect(button.textContent).toBe("Select Option")
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(button.dataset.state).toBe("hint")
    await user.click(button)
    await advance(1999)
    expect(button.textContent).toBe("Select Option")
    expect(client.addToCart).not.toHaveBeenCalled()
  })

  it("ADDCART-011 after the hint the button is enabled again with its earlier text", async () => {
    const { user } = open()
    vi.useFakeTimers()
    const button = addButton("Linen Tee")
    await user.click(button)
    await advance(2000)
    expect(button.textContent).toBe("Add To Cart")
    expect(button.getAttribute("aria-disabled")).toBeNull()
    await user.click(button)
    expect(button.textContent).toBe("Select Option")
  })

  it("ADDCART-009 a gift card with several denominations needs a choice too", async () => {
    const { user } = open()
    vi.useFakeTimers()
    const button = addButton("Gift Card")
    await user.click(button)
    expect(button.textContent).toBe("Select Option")
  })

  it("ADDCART-001 a single-variant product is added at once: 'Adding…', then 'Added!', then idle", async () => {
    const { client, user } = open()
    vi.useFakeTimers()
    const button = addButton("Gift Card 25")
    await user.click(button)
    expect(button.textContent).toBe("Adding…")
    expect(client.addToCart).toHaveBeenCalledWith({ itemId: "gift-card-25", sku: "GC-ONLY", quantity: 1 })
    await advance(1000)
    expect(button.textContent).toBe("Added!")
    expect(button.dataset.state).toBe("added")
    await advance(2000)
    expect(button.textContent).toBe("Add To Cart")
  })

  it("ADDCART-023 a refused add shows the alert beneath the button", async () => {
    const client = fakeClient({ products })
    client.addToCart.mockResolvedValueOnce(
      failed({ status: 400, message: "Sorry, that item is no longer available." }),
    )
    const { user } = open(client)
    await user.click(addButton("Stoneware Mug"))
    const alert = await screen.findByRole("alert")
    expect(addButton("Stoneware Mug").nextElementSibling).toBe(alert)
    expect(alert.textContent).toContain("Unable to Add Item")
    expect(alert.textContent).toContain("Sorry, that item is no longer available.")
  })
})
