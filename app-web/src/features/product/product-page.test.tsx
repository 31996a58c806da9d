import { screen } from "@testing-library/react"
import { ProductType } from "@vitrine/core/catalog"
import { describe, expect, it } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { giftCard, mug, product, settings, soldOutCap, tee } from "../../../../react/test/products.ts"
import { renderWith } from "../../../test/render.tsx"
import { ProductPage } from "./ProductPage.tsx"

const open = async (slug: string, client = fakeClient({ products: [mug, tee, giftCard, soldOutCap] })) => {
  const view = renderWith(<ProductPage slug={slug} />, client)
  await screen.findByRole("heading", { level: 1 })
  return { ...view, client }
}

const visibleImage = () =>
  [...document.querySelectorAll<HTMLImageElement>(".gallery img")].filter((img) => !img.hidden)

describe("gallery", () => {
  it("DISPLAY-012 choosing a variant shows its main image and hides the previous one", async () => {
    const { user } = await open("linen-tee")
    expect(visibleImage().map((img) => img.alt)).toEqual(["White linen tee"])
    await user.selectOptions(screen.getByLabelText("Colour"), "Navy")
    expect(visibleImage().map((img) => img.alt)).toEqual(["Navy linen tee"])
    expect(screen.getByAltText("White linen tee").hidden).toBe(true)
  })
})

describe("quantity input with the store's settings", () => {
  it("DISPLAY-014 hidden for a service when the store allows only one, once its settings are read", async () => {
    const service = product("s", { productType: ProductType.SERVICE })
    const store = { ...settings, storeSettings: { multipleQuantityAllowedForServices: false } }
    const client = fakeClient({ products: [service], settings: store })
    await open(service.urlSlug, client)
    expect(client.getSettings).toHaveBeenCalledTimes(1)
    expect(screen.queryByLabelText("Quantity")).toBeNull()
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
    expect(document.querySelector(".vitrine-price")?.textContent).toBe("$15.00 Regular price $20.00")
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

  it("UI-015 UI-016 UI-020 a product that cannot be reached says 'Network error', 'Unable to connect. Please try again', and Try again loads again", async () => {
    const client = fakeClient({ products: [mug] })
    client.getProduct.mockResolvedValueOnce(
      failed({ status: 0, message: "Please check your internet connection" }),
    )
    const { user } = renderWith(<ProductPage slug="stoneware-mug" />, client)
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Network errorUnable to connect. Please try againTry again",
    )
    await user.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("heading", { name: "Stoneware Mug" })).toBeTruthy()
    expect(client.getProduct).toHaveBeenCalledTimes(2)
  })
})
