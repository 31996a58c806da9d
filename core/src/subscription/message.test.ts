import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import type { SubscriptionPlan } from "../catalog/model.ts"
import { moneyFromMinor } from "../money/rules.ts"
import { fillMessage, subscriptionMessage } from "./message.ts"
import type { BillingUnit } from "./periods.ts"
import { subscriptionPriceText } from "./wording.ts"

const plan = (value: number, unit: BillingUnit, numBillingCycles: number): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
})

describe("SUBS-006 / SUBS-007 the wording as a translatable message", () => {
  it.each<[SubscriptionPlan, boolean, string, string]>([
    [plan(1, "WEEK", 0), false, "productPrice__singlePrice__1Weekly__indefinite", "{price} every week"],
    [
      plan(5, "WEEK", 0),
      false,
      "productPrice__singlePrice__nWeekly__indefinite",
      "{price} every {billingPeriodValue} weeks",
    ],
    [
      plan(5, "WEEK", 3),
      false,
      "productPrice__singlePrice__nWeekly__limited__nWeeks",
      "{price} every {billingPeriodValue} weeks for {duration} weeks",
    ],
    [
      plan(1, "MONTH", 12),
      false,
      "productPrice__singlePrice__1Monthly__limited__1Year",
      "{price} every month for 1 year",
    ],
    [
      plan(1, "MONTH", 36),
      true,
      "productPrice__fromPrice__1Monthly__limited__nYears",
      "from {price} every month for {duration} years",
    ],
    [
      plan(2, "YEAR", 1),
      false,
      "productPrice__singlePrice__nYearly__limited__nYears",
      "{price} every {billingPeriodValue} years for {duration} years",
    ],
    [
      plan(1, "WEEK", 1),
      true,
      "productPrice__fromPrice__1Weekly__limited__1Week",
      "from {price} every week for 1 week",
    ],
  ])("SUBS-006 %j (from: %s) has key %s and pattern %j", (input, from, key, pattern) => {
    const message = subscriptionMessage(input, { from })
    expect(message.key).toBe(key)
    expect(message.pattern).toBe(pattern)
  })

  it("SUBS-002 an indefinite plan has no duration; a finite one counts its units", () => {
    expect(subscriptionMessage(plan(2, "MONTH", 0)).duration).toBeUndefined()
    expect(subscriptionMessage(plan(2, "MONTH", 7))).toMatchObject({ billingPeriodValue: 2, duration: 14 })
  })

  it("SUBS-005 the flag forbids years in the key and the pattern", () => {
    const message = subscriptionMessage(plan(1, "MONTH", 12), { showInYears: false })
    expect(message.key).toBe("productPrice__singlePrice__1Monthly__limited__nMonths")
    expect(message.duration).toBe(12)
  })

  it("SUBS-006 property: the filled English pattern is the price wording", () => {
    const price = moneyFromMinor(1000, "USD")
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom<BillingUnit>("WEEK", "MONTH", "YEAR"),
        fc.integer({ min: 0, max: 60 }),
        (value, unit, cycles) => {
          const input = plan(value, unit, cycles)
          const { pattern, billingPeriodValue, duration } = subscriptionMessage(input)
          expect(fillMessage(pattern, { price: "$10.00", billingPeriodValue, duration })).toBe(
            subscriptionPriceText(price, input),
          )
        },
      ),
    )
  })
})

describe("filling a message", () => {
  it("placeholders without a value stay as written; values are not scanned again", () => {
    expect(fillMessage("{price} every {n} {unit}", { price: "{n}", n: 2 })).toBe("{n} every 2 {unit}")
    expect(fillMessage("{constructor}{__proto__}", {})).toBe("{constructor}{__proto__}")
  })
})
