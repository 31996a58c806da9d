import { screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../../test/fake-client.ts"
import { giftCard, mug, singleGiftCard, soldOutCap, tee } from "../../../test/products.ts"
import { renderWith } from "../../../test/render.tsx"
import { advance } from "../../../test/timers.ts"
import { ListingPage } from "./ListingPage.tsx"

const products = [tee, mug, soldOutCap, giftCard, singleGiftCard]

const open = async (client = fakeClient({ products })) => {
  const view = renderWith(<ListingPage />, client)
  await screen.findByRole("heading", { name: "Linen Tee" })
  return { ...view, client }
}

const card = (title: string) => {
  const item = screen.getByRole("heading", { name: title }).closest("li")
  if (!item) throw new Error(`no card for ${title}`)
  return within(item)
}

const addButton = (title: string) => card(title).getByRole("button", { name: new RegExp(`, ${title}$`) })

afterEach(() => {
  vi.useRealTimers()
})

describe("listing page", () => {
  it("shows each product with its image, price in the store currency, and status label", async () => {
    await open()
    expect(screen.getAllByRole("listitem")).toHaveLength(products.length)
    expect(card("Stoneware Mug").getByText("sale")).toBeTruthy()
    expect(card("Stoneware Mug").getByText("$15.00")).toBeTruthy()
    expect(card("Wool Cap").getByText("sold out")).toBeTruthy()
    expect(card("Linen Tee").getByRole("link", { name: "Linen Tee" }).getAttribute("href")).toBe(
      "/products/linen-tee",
    )
  })

  it("ADDCART-010 a sold-out product's button reads 'Sold Out' and is disabled", async () => {
    const { client, user } = await open()
    const button = addButton("Wool Cap") as HTMLButtonElement
    expect(button.textContent).toBe("Sold Out")
    expect(button.disabled).toBe(true)
    await user.click(button)
    expect(client.addToCart).not.toHaveBeenCalled()
  })

  it("ADDCART-009 clicking add on a product with options shows 'Select Option', disabled for 2 s", async () => {
    const { client, user } = await open()
    vi.useFakeTimers()
    const button = addButton("Linen Tee")
    await user.click(button)
    expect(button.textContent).toBe("Select Option")
    expect(button.getAttribute("aria-disabled")).toBe("true")
    await user.click(button)
    await advance(1999)
    expect(button.textContent).toBe("Select Option")
    expect(client.addToCart).not.toHaveBeenCalled()
  })

  it("ADDCART-011 after the hint the button is enabled again with its earlier text", async () => {
    const { user } = await open()
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
    const { user } = await open()
    vi.useFakeTimers()
    const button = addButton("Gift Card")
    await user.click(button)
    expect(button.textContent).toBe("Select Option")
  })

  it("ADDCART-001 a single-variant product is added at once: 'Adding…', then 'Added!', then idle", async () => {
    const { client, user } = await open()
    vi.useFakeTimers()
    const button = addButton("Gift Card 25")
    await user.click(button)
    expect(button.textContent).toBe("Adding…")
    expect(client.addToCart).toHaveBeenCalledWith({ itemId: "gift-card-25", sku: "GC-ONLY", quantity: 1 })
    await advance(1000)
    expect(button.textContent).toBe("Added!")
    await advance(2000)
    expect(button.textContent).toBe("Add To Cart")
  })

  it("ADDCART-023 a refused add shows the alert in the card", async () => {
    const client = fakeClient({ products })
    client.addToCart.mockResolvedValueOnce(
      failed({ status: 400, message: "Sorry, that item is no longer available." }),
    )
    const { user } = await open(client)
    await user.click(addButton("Stoneware Mug"))
    const alert = await card("Stoneware Mug").findByRole("alert")
    expect(alert.textContent).toContain("Unable to Add Item")
    expect(alert.textContent).toContain("Sorry, that item is no longer available.")
  })

  it("shows 'Unable to load. Try again.' with Retry when the catalogue does not load", async () => {
    const client = fakeClient({ products })
    client.listProducts.mockResolvedValueOnce(failed({ status: 500, message: "Please try again" }))
    const { user } = renderWith(<ListingPage />, client)
    expect((await screen.findByRole("alert")).textContent).toContain("Unable to load. Try again.")
    await user.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByRole("heading", { name: "Linen Tee" })).toBeTruthy()
  })

  it("shows a message for an empty catalogue", async () => {
    renderWith(<ListingPage />, fakeClient({ products: [] }))
    expect(await screen.findByText("No products yet.")).toBeTruthy()
  })
})
