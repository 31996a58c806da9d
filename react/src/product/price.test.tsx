import { cleanup, render, screen } from "@testing-library/react"
import { ProductType } from "@vitrine/core/catalog"
import { moneyFromMinor } from "@vitrine/core/money"
import { dictionaryFor } from "@vitrine/core/site"
import { SUBSCRIPTION_WORDS } from "@vitrine/core/subscription"
import type { ReactElement } from "react"
import { describe, expect, it } from "vitest"
import { renderProduct } from "../../test/product-form.tsx"
import { mug, product, settings, variant } from "../../test/products.ts"
import { OneTimePrice } from "./OneTimePrice.tsx"
import { Price } from "./Price.tsx"
import { showsSubscriptionPrice } from "./shows-subscription-price.ts"
import { subscriptionWords } from "./subscription-words.ts"

const coffee = product("coffee-club", {
  isSubscribable: true,
  subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 12 },
  variants: [variant("coffee", {}, { priceMoney: moneyFromMinor(1800) })],
})

const priceOn = async (item: typeof mug, currency: (typeof settings)["selectedCurrency"] = "USD") => {
  renderProduct(item, { settings: { ...settings, selectedCurrency: currency } })
  await screen.findByRole("heading", { level: 1 })
  return document.querySelector(".vitrine-price")?.textContent
}

describe("prices in the store currency", () => {
  it.each([
    ["USD", "$15.00 Regular price $20.00"],
    ["EUR", "€15.00 Regular price €20.00"],
    ["SEK", "15.00\u00a0kr Regular price 20.00\u00a0kr"],
    ["JPY", "¥1,500 Regular price ¥2,000"],
  ] as const)("MONEY-004 MONEY-005 MONEY-006 a store in %s: %s", async (currency, text) => {
    expect(await priceOn(mug, currency)).toBe(text)
  })
})

describe("subscription wording", () => {
  it("SUBS-005 SUBS-006 SUBS-007 a subscribable product shows its plan with the price, and 'Subscribe'", async () => {
    expect(await priceOn(coffee)).toBe("$18.00 every month for 1 year")
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy()
  })

  it("SUBS-002 an indefinite plan has no duration", async () => {
    const forever = {
      ...coffee,
      subscriptionPlan: { billingPeriod: { value: 2, unit: "WEEK" as const }, numBillingCycles: 0 },
    }
    expect(await priceOn(forever)).toBe("$18.00 every 2 weeks")
  })

  it("SUBS-008 a subscribable product whose plan is missing reads 'Unavailable'", async () => {
    expect(await priceOn({ ...coffee, subscriptionPlan: null })).toBe("Unavailable")
  })

  const french = dictionaryFor("fr")
  const frenchPrice = (item: typeof coffee) => {
    render(<Price product={item} locale="fr" texts={french} />)
    return document.querySelector(".vitrine-price")?.textContent?.replace(/\s/g, " ")
  }

  it("SITE-009 SUBS-006 SUBS-007 on a French page the plan reads in French, the price as French writes it", () => {
    expect(frenchPrice(coffee)).toBe("$US 18,00 par mois pendant 1 an")
  })

  it("SITE-009 SUBS-002 SUBS-008 French: an indefinite plan every 2 weeks, and a plan that cannot be read", () => {
    const forever = {
      ...coffee,
      subscriptionPlan: { billingPeriod: { value: 2, unit: "WEEK" as const }, numBillingCycles: 0 },
    }
    expect(frenchPrice(forever)).toBe("$US 18,00 toutes les 2 semaines")
    cleanup()
    expect(frenchPrice({ ...coffee, subscriptionPlan: null })).toBe("Indisponible")
  })

  it("SUBS-006 SUBS-008 the English dictionary's words are core's, word for word", () => {
    expect(subscriptionWords(dictionaryFor("en"))).toEqual(SUBSCRIPTION_WORDS)
    expect(subscriptionWords(undefined)).toEqual(SUBSCRIPTION_WORDS)
  })

  it("SUBS-003 a digital product is never shown as a subscription", async () => {
    const ebook = { ...coffee, productType: ProductType.DIGITAL }
    expect(await priceOn(ebook)).toBe("$18.00")
  })
})

describe("the price without subscription wording", () => {
  const textOf = (element: ReactElement) => {
    const { container, unmount } = render(element)
    const text = container.textContent
    unmount()
    return text
  }

  it.each([
    ["a one-time product", mug],
    ["SUBS-003 a digital product marked subscribable", { ...coffee, productType: ProductType.DIGITAL }],
    ["a product not subscribable", { ...coffee, isSubscribable: false }],
  ])("%s reads the same from OneTimePrice as from Price", (_, item) => {
    expect(showsSubscriptionPrice(item)).toBe(false)
    expect(textOf(<OneTimePrice product={item} />)).toBe(textOf(<Price product={item} />))
  })

  it("SUBS-005 a subscribable product is one showsSubscriptionPrice sends to Price", () => {
    expect(showsSubscriptionPrice(coffee)).toBe(true)
    expect(showsSubscriptionPrice({ ...coffee, productType: ProductType.SERVICE })).toBe(true)
  })
})
