import { screen, waitFor } from "@testing-library/react"
import { ProductType } from "@vitrine/core/catalog"
import { describe, expect, it } from "vitest"
import { failed, fakeClient } from "../../../test/fake-client.ts"
import { giftCard, mug, product, settings, soldOutCap, tee, variant } from "../../../test/products.ts"
import { renderWith } from "../../../test/render.tsx"
import { ProductPage } from "./ProductPage.tsx"

const open = async (slug: string, client = fakeClient({ products: [mug, tee, giftCard, soldOutCap] })) => {
  const view = renderWith(<ProductPage slug={slug} />, client)
  await screen.findByRole("heading", { level: 1 })
  return { ...view, client }
}

const visibleImage = () =>
  [...document.querySelectorAll<HTMLImageElement>(".gallery img")].filter((img) => !img.hidden)

describe("variant selects", () => {
  it("DISPLAY-010 each select starts on 'Select {variantName}', in the product's option order", async () => {
    await open("linen-tee")
    const selects = screen.getAllByRole("combobox")
    expect(selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toEqual([
      "Select Size",
      "Select Colour",
    ])
    expect(screen.getByRole("option", { name: "Navy" })).toBeTruthy()
  })

  it("DISPLAY-010 a product with one variant has no selects", async () => {
    await open("stoneware-mug")
    expect(screen.queryByRole("combobox")).toBeNull()
  })

  it("DISPLAY-012 choosing a variant shows its main image and hides the previous one", async () => {
    const { user } = await open("linen-tee")
    expect(visibleImage().map((img) => img.alt)).toEqual(["White linen tee"])
    await user.selectOptions(screen.getByLabelText("Colour"), "Navy")
    expect(visibleImage().map((img) => img.alt)).toEqual(["Navy linen tee"])
    expect(screen.getByAltText("White linen tee").hidden).toBe(true)
  })

  it("shows the chosen variant's price, and 'From' the lowest while prices differ", async () => {
    const { user } = await open("gift-card")
    expect(document.querySelector(".price")?.textContent).toBe("From $25.00")
    await user.selectOptions(screen.getByLabelText("Amount"), "$50")
    expect(document.querySelector(".price")?.textContent).toBe("$50.00")
  })
})

describe("quantity input", () => {
  it("DISPLAY-009 and DISPLAY-013 is a number input labelled 'Quantity', min 1, max 9999, step 1, default 1", async () => {
    await open("stoneware-mug")
    const input = screen.getByLabelText("Quantity") as HTMLInputElement
    expect([input.type, input.min, input.max, input.step, input.value]).toEqual([
      "number",
      "1",
      "9999",
      "1",
      "1",
    ])
  })

  it("sends the quantity typed", async () => {
    const { user, client } = await open("stoneware-mug")
    const input = screen.getByLabelText("Quantity")
    await user.clear(input)
    await user.type(input, "3")
    await user.click(screen.getByRole("button", { name: "Add To Cart" }))
    await waitFor(() =>
      expect(client.addToCart).toHaveBeenCalledWith({ itemId: "stoneware-mug", sku: "MUG", quantity: 3 }),
    )
  })

  it.each([
    ["DISPLAY-014 shown for a physical product", product("p"), settings, true],
    [
      "DISPLAY-014 shown for a service when several are allowed",
      product("s", { productType: ProductType.SERVICE }),
      settings,
      true,
    ],
    [
      "DISPLAY-014 hidden for a service when only one is allowed",
      product("s", { productType: ProductType.SERVICE }),
      { ...settings, storeSettings: { multipleQuantityAllowedForServices: false } },
      false,
    ],
    [
      "DISPLAY-014 hidden for a digital product",
      product("d", { productType: ProductType.DIGITAL }),
      settings,
      false,
    ],
    [
      "DISPLAY-014 hidden for a gift card",
      product("g", { productType: ProductType.GIFT_CARD }),
      settings,
      false,
    ],
    [
      "DISPLAY-015 hidden for a subscribable product",
      product("p", { isSubscribable: true }),
      settings,
      false,
    ],
    [
      "DISPLAY-016 hidden when total stock is 1",
      product("p", { variants: [variant("v", {}, { qtyInStock: 1 })] }),
      settings,
      false,
    ],
    [
      "DISPLAY-016 shown when unlimited",
      product("p", { variants: [variant("v", {}, { qtyInStock: 0, unlimited: true })] }),
      settings,
      true,
    ],
  ])("%s", async (_, item, store, shown) => {
    await open(item.urlSlug, fakeClient({ products: [item], settings: store }))
    expect(screen.queryByLabelText("Quantity") !== null).toBe(shown)
  })
})

describe("page states", () => {
  it("DISPLAY-007 a sold-out product shows 'sold out' and a disabled 'Sold Out' button", async () => {
    await open("wool-cap")
    expect(screen.getByText("sold out")).toBeTruthy()
    const button = screen.getByRole("button", { name: "Sold Out" }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })

  it("DISPLAY-007 a product on sale shows 'sale' and the regular price struck through", async () => {
    await open("stoneware-mug")
    expect(screen.getByText("sale")).toBeTruthy()
    expect(document.querySelector(".price")?.textContent).toBe("$15.00 Regular price $20.00")
  })

  it("shows a skeleton while loading, then the product", async () => {
    renderWith(<ProductPage slug="stoneware-mug" />, fakeClient({ products: [mug] }))
    expect(screen.getByRole("status").textContent).toBe("Loading product")
    expect(await screen.findByRole("heading", { name: "Stoneware Mug" })).toBeTruthy()
  })

  it("shows the not-found page for an unknown product", async () => {
    renderWith(<ProductPage slug="nothing" />, fakeClient({ products: [mug] }))
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy()
  })

  it("shows 'Unable to load. Try again.' when loading fails, and Retry loads again", async () => {
    const client = fakeClient({ products: [mug] })
    client.getProduct.mockResolvedValueOnce(
      failed({ status: 0, message: "Please check your internet connection" }),
    )
    const { user } = renderWith(<ProductPage slug="stoneware-mug" />, client)
    expect((await screen.findByRole("alert")).textContent).toContain("Unable to load. Try again.")
    await user.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByRole("heading", { name: "Stoneware Mug" })).toBeTruthy()
    expect(client.getProduct).toHaveBeenCalledTimes(2)
  })
})
