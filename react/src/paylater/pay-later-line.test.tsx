import { render, screen } from "@testing-library/react"
import { ProductType } from "@vitrine/core/catalog"
import { moneyFromMinor } from "@vitrine/core/money"
import {
  PAY_LATER_BRAND_NAMES,
  PAY_LATER_WORDING,
  payLaterBrand,
  payLaterModalFallback,
} from "@vitrine/core/paylater"
import { dictionaryFor } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { renderProduct } from "../../test/product-form.tsx"
import { mug, product, settings, variant } from "../../test/products.ts"
import { PayLaterLine } from "./PayLaterLine.tsx"
import { payLaterWording, providerText } from "./pay-later-texts.ts"

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

  const french = dictionaryFor("fr")
  const spaced = (text: string | null | undefined) => text?.replace(/\s/g, " ")

  it("SITE-009 PAYLATER-006 on a French page the pill, its amount and 'Learn more' are French", async () => {
    const { user } = await payLater()
    render(
      <PayLaterLine product={lamp} variant={lamp.variants[0]} texts={french} locale="fr" language="fr" />,
    )
    const lines = document.querySelectorAll(".vitrine-pay-later-text")
    expect(spaced(lines[1]?.textContent)).toBe("ou 4 paiements sans frais de $US 25,00 avec Afterpay")
    const more = screen.getByRole("button", { name: "En savoir plus sur Afterpay" })
    expect(more.textContent).toBe("En savoir plus")
    await user.click(more)
    expect((await screen.findByRole("dialog")).textContent).toContain("À propos de Afterpay")
  })

  it("SITE-009 PAYLATER-004 on a French page the out-of-range wording is French", () => {
    render(<PayLaterLine product={mug} variant={mug.variants[0]} texts={french} locale="fr" />)
    expect(spaced(document.querySelector(".vitrine-pay-later-text")?.textContent)).toBe(
      "Afterpay disponible pour les commandes de plus de $US 35",
    )
  })

  it("PAYLATER-004 to PAYLATER-006 PAYLATER-014 English reads the spec's wording and core's fallback, word for word", () => {
    expect(payLaterWording(dictionaryFor("en"))).toEqual(PAY_LATER_WORDING)
    expect(payLaterWording(undefined)).toEqual(PAY_LATER_WORDING)
    for (const locale of ["en_US", "en_GB"] as const) {
      const brand = PAY_LATER_BRAND_NAMES[payLaterBrand(locale)]
      expect(providerText(undefined, "payLaterFallback", brand)).toBe(payLaterModalFallback(locale))
    }
  })
})
