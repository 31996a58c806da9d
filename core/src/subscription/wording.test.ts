import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import type { SubscriptionPlan } from "../catalog/model.ts"
import { moneyFromMinor } from "../money/rules.ts"
import { readSubscriptionContext, SUBSCRIPTION_CONTEXT_ERROR } from "./model.ts"
import { type BillingUnit, PERIODS_PER_YEAR } from "./periods.ts"
import { subscriptionPriceText, unitText } from "./wording.ts"
import { SUBSCRIPTION_UNAVAILABLE } from "./words.ts"

const price = moneyFromMinor(1000, "USD")
const plan = (value: number, unit: BillingUnit, numBillingCycles: number): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
})

describe("SUBS-006 / SUBS-007 price wording", () => {
  it.each<[SubscriptionPlan, string]>([
    [plan(2, "WEEK", 13), "$10.00 every 2 weeks for 26 weeks"],
    [plan(3, "MONTH", 2), "$10.00 every 3 months for 6 months"],
    [plan(1, "MONTH", 6), "$10.00 every month for 6 months"],
    [plan(1, "WEEK", 1), "$10.00 every week for 1 week"],
    [plan(1, "MONTH", 1), "$10.00 every month for 1 month"],
    [plan(1, "MONTH", 24), "$10.00 every month for 2 years"],
    [plan(2, "YEAR", 3), "$10.00 every 2 years for 6 years"],
    [plan(1, "YEAR", 5), "$10.00 every year for 5 years"],
    [plan(1, "MONTH", 0), "$10.00 every month"],
    [plan(2, "WEEK", 0), "$10.00 every 2 weeks"],
  ])("SUBS-006 %j reads %j", (input, text) => {
    expect(subscriptionPriceText(price, input)).toBe(text)
  })

  it.each<[SubscriptionPlan, string]>([
    [plan(1, "MONTH", 12), "$10.00 every month for 1 year"],
    [plan(3, "MONTH", 4), "$10.00 every 3 months for 1 year"],
    [plan(1, "WEEK", 52), "$10.00 every week for 1 year"],
    [plan(2, "WEEK", 26), "$10.00 every 2 weeks for 1 year"],
    [plan(1, "YEAR", 1), "$10.00 every year for 1 year"],
  ])("SUBS-007 the one-year variant: %j reads %j", (input, text) => {
    expect(subscriptionPriceText(price, input)).toBe(text)
  })

  it("SUBS-005 the flag forbids years in the wording", () => {
    expect(subscriptionPriceText(price, plan(1, "MONTH", 12), { showInYears: false })).toBe(
      "$10.00 every month for 12 months",
    )
  })

  it("SUBS-006 the price follows the money options", () => {
    const euros = moneyFromMinor(123456, "EUR")
    expect(subscriptionPriceText(euros, plan(1, "MONTH", 0), { locale: "de-DE" })).toBe(
      "€1.234,56 every month",
    )
  })

  it.each([
    [1, "WEEK", "1 week", "week"],
    [2, "WEEK", "2 weeks", "2 weeks"],
    [1, "MONTH", "1 month", "month"],
    [12, "MONTH", "12 months", "12 months"],
    [1, "YEAR", "1 year", "year"],
    [0, "YEAR", "0 years", "0 years"],
  ] as const)("SUBS-006 unitText(%s, %s) is %j, or %j after 'every'", (count, unit, text, every) => {
    expect(unitText(count, unit)).toBe(text)
    expect(unitText(count, unit, { omitOne: true })).toBe(every)
  })

  it("SUBS-005 / SUBS-006 property: the 'for' part names years exactly when the duration is whole years", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom<BillingUnit>("WEEK", "MONTH"),
        fc.integer({ min: 1, max: 260 }),
        (value, unit, cycles) => {
          const text = subscriptionPriceText(price, plan(value, unit, cycles))
          const whole = (value * cycles) % PERIODS_PER_YEAR[unit] === 0
          expect(/ for \d+ years?$/.test(text)).toBe(whole)
          expect(text.startsWith("$10.00 every ")).toBe(true)
        },
      ),
    )
  })
})

describe("SUBS-008 / SUBS-009 failures", () => {
  it.each<[unknown, SubscriptionPlan | null | undefined]>([
    [price, null],
    [price, undefined],
    [price, plan(0, "MONTH", 2)],
    [price, plan(1, "MONTH", -1)],
    [price, plan(1.5, "MONTH", 2)],
    [undefined, plan(1, "MONTH", 2)],
    [null, plan(1, "MONTH", 2)],
  ])("SUBS-008 price %j with plan %j reads 'Unavailable'", (money, input) => {
    expect(subscriptionPriceText(money as typeof price, input)).toBe("Unavailable")
    expect(SUBSCRIPTION_UNAVAILABLE).toBe("Unavailable")
  })

  it("SUBS-009 a good context is read", () => {
    const json = JSON.stringify({
      subscriptionPlan: plan(1, "MONTH", 12),
      priceMoney: { value: "1000", currency: "USD" },
    })
    expect(readSubscriptionContext(json)).toEqual({
      ok: true,
      context: { subscriptionPlan: plan(1, "MONTH", 12), priceMoney: { value: "1000", currency: "USD" } },
    })
  })

  it.each([
    "",
    "{",
    "null",
    "[]",
    '{"subscriptionPlan":{"billingPeriod":{"value":1,"unit":"DAY"},"numBillingCycles":1},"priceMoney":{"value":"1","currency":"USD"}}',
    '{"subscriptionPlan":{"billingPeriod":{"value":1,"unit":"WEEK"},"numBillingCycles":1}}',
  ])("SUBS-009 %j gives 'Failed to read subscription context'", (json) => {
    expect(readSubscriptionContext(json)).toEqual({
      ok: false,
      message: "Failed to read subscription context",
    })
    expect(SUBSCRIPTION_CONTEXT_ERROR).toBe("Failed to read subscription context")
  })
})
