import { screen, waitFor } from "@testing-library/react"
import { ProductType } from "@vitrine/core/catalog"
import { describe, expect, it } from "vitest"
import { renderProduct } from "../../test/product-form.tsx"
import { giftCard, mug, product, settings, tee, variant } from "../../test/products.ts"

// VariantSelects, QuantityInput and useProductSelection as a product page composes them.

describe("variant selects", () => {
  it("DISPLAY-010 each select starts on 'Select {variantName}', in the product's option order", () => {
    renderProduct(tee)
    const selects = screen.getAllByRole("combobox")
    expect(selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toEqual([
      "Select Size",
      "Select Colour",
    ])
    expect(screen.getByRole("option", { name: "Navy" })).toBeTruthy()
  })

  it("DISPLAY-010 a product with one variant has no selects", () => {
    renderProduct(mug)
    expect(screen.queryByRole("combobox")).toBeNull()
  })

  it("shows the chosen variant's price, and 'From' the lowest while prices differ", async () => {
    const { user } = renderProduct(giftCard)
    expect(document.querySelector(".vitrine-price")?.textContent).toBe("From $25.00")
    await user.selectOptions(screen.getByLabelText("Amount"), "$50")
    expect(document.querySelector(".vitrine-price")?.textContent).toBe("$50.00")
  })
})

describe("quantity input", () => {
  it("DISPLAY-009 and DISPLAY-013 is a number input labelled 'Quantity', min 1, max 9999, step 1, default 1", () => {
    renderProduct(mug)
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
    const { user, client } = renderProduct(mug)
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
  ])("%s", (_, item, store, shown) => {
    renderProduct(item, { settings: store })
    expect(screen.queryByLabelText("Quantity") !== null).toBe(shown)
  })
})

describe("the add button in a form", () => {
  it("Enter in the quantity field adds, and the form is never submitted", async () => {
    const submitted: Event[] = []
    const { user, client, container } = renderProduct(mug)
    container.querySelector("form")?.addEventListener("submit", (event) => submitted.push(event))
    const input = screen.getByLabelText("Quantity")
    await user.clear(input)
    await user.type(input, "2{Enter}")
    await waitFor(() =>
      expect(client.addToCart).toHaveBeenCalledWith({ itemId: "stoneware-mug", sku: "MUG", quantity: 2 }),
    )
    expect(submitted).toEqual([])
  })
})
