import { screen } from "@testing-library/react"
import { ProductType } from "@vitrine/core/catalog"
import { moneyFromMinor } from "@vitrine/core/money"
import { describe, expect, it } from "vitest"
import { renderProduct } from "../../test/product-form.tsx"
import { mug, product, settings, variant } from "../../test/products.ts"

// A lamp in two sizes: $100 (in range) and $1,200 (above the default maximum of $1,000).
const lamp = product("floor-lamp", {
  variantOptionOrdering: ["Size"],
  variants: [
    variant("lamp-s", { Size: "Small" }, { priceMoney: moneyFromMinor(10000) }),
    variant("lamp-l", { Size: "Large" }, { priceMoney: moneyFromMinor(120000) }),
  ],
})

const payLater = async (item = lamp, currency: (typeof settings)["selectedCurrency"] = "USD") => {
  const view = renderProduct(item, { settings: { ...settings, selectedCurrency: currency } })
  await screen.findByRole("heading", { level: 1 })
  return { ...view, line: () => document.querySelector(".vitrine-pay-later-text")?.textContent ?? null }
}

describe("pay-later pill", () => {
  it("PAYLATER-003 PAYLATER-006 PAYLATER-007 offers 4 payments of the price shown, then the brand", async () => {
    const { line } = await payLater()
    expect(line()).toBe("or 4 interest-free payments of $25.00 with Afterpay")
  })

  it("PAYLATER-004 follows the chosen variant: above the maximum it says 'up to'", async () => {
    const { user, line } = await payLater()
    await user.selectOptions(screen.getByLabelText("Size"), "Large")
    expect(line()).toBe("Afterpay available for orders up to $1,000")
  })

  it("PAYLATER-004 PAYLATER-008 a price not above the $35 minimum says 'over'", async () => {
    const { line } = await payLater(mug)
    expect(line()).toBe("Afterpay available for orders over $35")
  })

  it("PAYLATER-009 a store in pounds shows Clearpay", async () => {
    const { line } = await payLater(lamp, "GBP")
    expect(line()).toBe("or 4 interest-free payments of £25.00 with Clearpay")
  })

  it.each(["EUR", "JPY"] as const)("PAYLATER-003 a store in %s has no pay-later", async (currency) => {
    const { line } = await payLater(lamp, currency)
    expect(line()).toBeNull()
  })

  it.each([
    ["a digital product", ProductType.DIGITAL],
    ["a service", ProductType.SERVICE],
    ["a gift card", ProductType.GIFT_CARD],
  ])("PAYLATER-003 %s has no pay-later", async (_, productType) => {
    const { line } = await payLater({ ...lamp, productType })
    expect(line()).toBeNull()
  })
})
