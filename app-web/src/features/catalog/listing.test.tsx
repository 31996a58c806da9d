import { screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { giftCard, mug, singleGiftCard, soldOutCap, tee } from "../../../../react/test/products.ts"
import { renderWith } from "../../../test/render.tsx"
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

describe("listing page", () => {
  it("reached by a link inside the app (no page data), shows the merchant's sections, read from the store", async () => {
    const homeLayout = {
      sections: [
        {
          padding: 12,
          blocks: [
            {
              kind: "text",
              heading: "Made in Lisbon",
              paragraph: { blocks: [{ kind: "paragraph", runs: [{ text: "Since 1998" }] }] },
            },
          ],
        },
      ],
    } as const
    const client = fakeClient({ products, homeLayout })
    await open(client)
    expect(await screen.findByRole("heading", { name: "Made in Lisbon" })).toBeTruthy()
    expect(screen.getByText("Since 1998").tagName).toBe("P")
    expect(client.homePage).toHaveBeenCalledTimes(1)
  })

  it("shows the products when the sections cannot be read", async () => {
    const client = fakeClient({ products })
    client.homePage.mockResolvedValue(failed({ status: 503, message: "Unavailable" }))
    await open(client)
    expect(screen.getAllByRole("listitem")).toHaveLength(products.length)
  })

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

  it("UI-005 every product of the collection has a card linking to its page, with an add button that adds that product", async () => {
    const { client, user } = await open()
    expect(client.listProducts).toHaveBeenCalledTimes(1)
    for (const { title, urlSlug } of products) {
      expect(card(title).getByRole("link", { name: title }).getAttribute("href")).toBe(`/products/${urlSlug}`)
      expect(card(title).getAllByRole("button")).toEqual([addButton(title)])
    }
    expect(addButton("Wool Cap").textContent).toBe("Sold Out")
    await user.click(addButton("Stoneware Mug"))
    await waitFor(() =>
      expect(client.addToCart).toHaveBeenCalledWith({ itemId: "stoneware-mug", sku: "MUG", quantity: 1 }),
    )
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
