import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const nbsp = "\u00a0"
const span = (amount: string) => `<span class="sqs-money-native">${amount}</span>`
// The three leading line breaks are the reference engine's (commerce-markup.ts).
const block = (body: string) => `\n\n\n<div class="product-price">\n${body}\n</div>`
const item = (structuredContent: unknown, rest: object = {}) => ({ structuredContent, ...rest })
const priceOf = (data: unknown, options = {}) => render("{@|product-price}", data, options)

const physical = (...variants: unknown[]) => ({ productType: 1, variants })
const subscribable = (subscriptionPlan: unknown, ...variants: unknown[]) => ({
  productType: 1,
  isSubscribable: true,
  subscriptionPlan,
  variants,
})
const weekly = { billingPeriod: { value: 1, unit: "WEEK" } }

describe("DISPLAY-002 product-price with missing or bad prices", () => {
  it.each<[string, unknown]>([
    ["empty variants", physical()],
    ["variants without prices", physical({}, { onSale: true })],
    ["a non-numeric price", physical({ priceMoney: { value: "ten" } })],
    ["a price that is an object", physical({ priceMoney: { value: { cents: 1 } } })],
    ["no structuredContent", undefined],
    ["a paywall product", { productType: 5, priceMoney: { value: "5" } }],
  ])("DISPLAY-002 %s shows an empty price block", (_, content) => {
    const { output, errors } = priceOf(item(content))
    expect(output).toBe(block(""))
    expect(errors).toEqual([])
  })

  it("MONEY-003 a price in an unknown currency is left out, not shown in dollars", () => {
    expect(priceOf(item(physical({ priceMoney: { value: "5", currency: "XYZ" }, price: 500 }))).output).toBe(
      block(""),
    )
    expect(
      priceOf(item(physical({ priceMoney: { value: "5", currency: "XYZ" } }, { priceMoney: { value: "7" } })))
        .output,
    ).toBe(block(span("7.00")))
  })

  it("MONEY-001 the older cents field prices a variant without priceMoney", () => {
    expect(priceOf(item(physical({ price: 1999 }))).output).toBe(block(span("19.99")))
    expect(priceOf(item(physical({ price: "abc" }))).output).toBe(block(""))
  })

  it("MONEY-004 a JPY price has no fraction; the span uses the render locale's separators", () => {
    expect(priceOf(item(physical({ priceMoney: { value: "1200", currency: "JPY" } }))).output).toBe(
      block(span("1,200")),
    )
    expect(priceOf(item(physical({ priceMoney: { value: "2500" } })), { locale: "de-DE" }).output).toBe(
      block(span("2.500,00")),
    )
  })

  it("TPL-008 with the CLDR money format a sale shows both amounts as money", () => {
    const data = item(
      physical({ onSale: true, priceMoney: { value: "20" }, salePriceMoney: { value: "15" } }),
      {
        website: { useCLDRMoneyFormat: true },
      },
    )
    const hidden = (text: string) => `<span class="visually-hidden v6-visually-hidden">${text}</span>`
    expect(priceOf(data).output).toBe(
      block(
        `${hidden("Sale Price:")}$15.00 ${hidden("Original Price:")}<span class="original-price">$20.00</span>\n`,
      ),
    )
  })

  it("TPL-008 the CLDR format follows the locale's pattern (MONEY-005 applies to the legacy format only)", () => {
    const data = item(
      { productType: 2, priceMoney: { value: "5", currency: "GBP" } },
      { website: { useCLDRMoneyFormat: true } },
    )
    expect(priceOf(data, { locale: "fr-FR" }).output).toBe(block(`5,00${nbsp}£GB`))
  })

  it("DISPLAY-005 a gift card's variant sale is ignored; 'from' is translatable", () => {
    const card = {
      productType: 4,
      variants: [
        { priceMoney: { value: "25" } },
        { onSale: true, priceMoney: { value: "50" }, salePriceMoney: { value: "1" } },
      ],
    }
    const data = item(card, { localizedStrings: { productPrice__fromPrice: "dès {price}" } })
    expect(priceOf(data).output).toBe(block(`dès ${span("25.00")}\n`))
  })
})

describe("SUBS-003 / SUBS-008 product-price of subscriptions", () => {
  it("SUBS-008 a subscribable product with no price reads Unavailable", () => {
    expect(priceOf(item(subscribable(weekly))).output).toBe(block("Unavailable\n"))
    expect(priceOf(item(subscribable(weekly, { priceMoney: { value: "x" } }))).output).toBe(
      block("Unavailable\n"),
    )
  })

  it.each<[string, unknown]>([
    ["a zero period", { billingPeriod: { value: 0, unit: "WEEK" } }],
    ["an unknown unit", { billingPeriod: { value: 1, unit: "DAY" } }],
    ["a fractional period", { billingPeriod: { value: 1.5, unit: "WEEK" } }],
    ["negative cycles", { billingPeriod: { value: 1, unit: "WEEK" }, numBillingCycles: -2 }],
    ["non-numeric cycles", { billingPeriod: { value: 1, unit: "WEEK" }, numBillingCycles: "many" }],
    ["no plan", undefined],
  ])("SUBS-008 %s reads Unavailable", (_, plan) => {
    expect(priceOf(item(subscribable(plan, { priceMoney: { value: "10" } }))).output).toBe(
      block("Unavailable\n"),
    )
  })

  it("SUBS-003 a digital product flagged subscribable is priced as a one-off purchase", () => {
    const ebook = {
      productType: 2,
      isSubscribable: true,
      subscriptionPlan: weekly,
      priceMoney: { value: "9" },
    }
    expect(priceOf(item(ebook)).output).toBe(block(span("9.00")))
  })

  it("SUBS-007 a plan running exactly a year, from the lowest price, translated", () => {
    const yearly = { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 12 }
    const content = subscribable(yearly, { priceMoney: { value: "10" } }, { priceMoney: { value: "12" } })
    expect(priceOf(item(content)).output).toBe(block(`from ${span("10.00")} every month for 1 year\n`))
    const strings = { productPrice__fromPrice__1Monthly__limited__1Year: "ab {price} monatlich, 1 Jahr" }
    expect(priceOf(item(content, { localizedStrings: strings })).output).toBe(
      block(`ab ${span("10.00")} monatlich, 1 Jahr\n`),
    )
  })
})

describe("DISPLAY-002 price numbers and subscription-price", () => {
  it.each([
    ["from-price", 0],
    ["normal-price", 0],
    ["sale-price", 0],
  ])("DISPLAY-002 %s of a product without prices is 0", (name, expected) => {
    expect(render(`{@|${name}}`, item(physical({ priceMoney: { value: "n/a" } }))).output).toBe(
      String(expected),
    )
    expect(render(`{@|${name}}`, "not a product").output).toBe(String(expected))
  })

  it("MONEY-004 price numbers are in the currency's minor units", () => {
    const yen = item(physical({ priceMoney: { value: "1200", currency: "JPY" } }))
    expect(render("{@|from-price}", yen).output).toBe("1200")
  })

  it("DISPLAY-002 price numbers chain into money-format", () => {
    expect(
      render("{@|from-price|money-format}", item(physical({ priceMoney: { value: "19.5" } }))).output,
    ).toBe("$19.50")
  })

  it("SUBS-001 subscription-price with no pricing options is an empty block", () => {
    expect(render("{@|subscription-price}", item(physical({ priceMoney: { value: "1" } }))).output).toBe(
      '\n\n\n<div class="subscription-price">\n\n</div>',
    )
  })
})
