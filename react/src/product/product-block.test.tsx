import { screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { fakeClient } from "../../test/fake-client.ts"
import { mug, settings, tee } from "../../test/products.ts"
import { renderWith } from "../../test/render.tsx"
import { loadAddFlow } from "../add-to-cart/use-add-to-cart.ts"
import { PRODUCT_BLOCK_PAGE, ProductBlock } from "./ProductBlock.tsx"

const shownImages = () =>
  [...document.querySelectorAll<HTMLImageElement>(".vitrine-product-block img")]
    .filter((image) => !image.hidden)
    .map((image) => image.alt)

describe("product block", () => {
  it("DISPLAY-012 choosing a variant shows its main image and hides the previous one", async () => {
    const { user } = renderWith(
      <ProductBlock product={tee} href="/products/linen-tee" />,
      fakeClient(),
      settings,
    )
    expect(shownImages()).toEqual(["White linen tee"])
    await user.selectOptions(screen.getByRole("combobox", { name: /Colour/ }), "Navy")
    expect(shownImages()).toEqual(["Navy linen tee"])
    await user.selectOptions(screen.getByRole("combobox", { name: /Colour/ }), "White")
    expect(shownImages()).toEqual(["White linen tee"])
  })

  it("UI-007 adds its product to the cart from any page: title link, price, add button named with the title", async () => {
    await loadAddFlow()
    const client = fakeClient({ products: [mug] })
    const { user } = renderWith(
      <ProductBlock product={mug} href="/products/stoneware-mug" />,
      client,
      settings,
    )
    const block = document.querySelector<HTMLElement>(".vitrine-product-block") as HTMLElement
    expect(block.getAttribute("data-product-page")).toBe(PRODUCT_BLOCK_PAGE)
    expect(block.getAttribute("data-product-id")).toBe(mug.id)
    expect(within(block).getByRole("link", { name: "Stoneware Mug" }).getAttribute("href")).toBe(
      "/products/stoneware-mug",
    )
    expect(block.querySelector(".vitrine-price")?.textContent).toContain("$15.00")
    await user.click(within(block).getByRole("button", { name: "Add To Cart, Stoneware Mug" }))
    await waitFor(() =>
      expect(client.addToCart).toHaveBeenCalledWith(expect.objectContaining({ itemId: mug.id })),
    )
  })
})
