import { screen } from "@testing-library/react"
import { moneyFromMinor } from "@vitrine/core/money"
import { describe, expect, it } from "vitest"
import { fakeClient } from "../../../../react/test/fake-client.ts"
import { mug, product, settings, soldOutCap, variant } from "../../../../react/test/products.ts"
import { renderWith } from "../../../test/render.tsx"
import { ListingPage } from "./ListingPage.tsx"

const coffee = product("coffee-club", {
  isSubscribable: true,
  subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 },
  variants: [variant("coffee", {}, { priceMoney: moneyFromMinor(1800) })],
})

const cards = async (currency: (typeof settings)["selectedCurrency"]) => {
  const client = fakeClient({
    products: [mug, coffee, soldOutCap],
    settings: { ...settings, selectedCurrency: currency },
  })
  renderWith(<ListingPage />, client)
  await screen.findByRole("heading", { name: "Stoneware Mug" })
  return [...document.querySelectorAll(".card")].map((card) => [
    card.querySelector(".status-label")?.textContent ?? "",
    card.querySelector(".vitrine-price")?.textContent,
  ])
}

describe("listing prices and labels", () => {
  it("SUBS-006 DISPLAY-007 each card: its label, and its price or subscription wording", async () => {
    expect(await cards("USD")).toEqual([
      ["sale", "$15.00 Regular price $20.00"],
      ["", "$18.00 every month"],
      ["sold out", "$20.00"],
    ])
  })

  it("MONEY-004 MONEY-005 in another store currency every card reads the same minor units in it", async () => {
    expect(await cards("EUR")).toEqual([
      ["sale", "€15.00 Regular price €20.00"],
      ["", "€18.00 every month"],
      ["sold out", "€20.00"],
    ])
  })
})
