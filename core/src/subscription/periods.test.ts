import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { type SubscriptionPlan, SubscriptionPlanSchema } from "../catalog/model.ts"
import { ProductType } from "../catalog/product-type.ts"
import {
  type BillingUnit,
  isIndefinite,
  isSubscribableType,
  isValidPlan,
  PERIODS_PER_YEAR,
  totalDuration,
} from "./periods.ts"

const plan = (value: number, unit: BillingUnit, numBillingCycles: number): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
})

describe("SUBS-001 to SUBS-004 plans", () => {
  it.each([
    [{ billingPeriod: { value: 1, unit: "WEEK" }, numBillingCycles: 0 }, true],
    [{ billingPeriod: { value: 3, unit: "MONTH" }, numBillingCycles: 4 }, true],
    [{ billingPeriod: { value: 1, unit: "YEAR" }, numBillingCycles: 2 }, true],
    [{ billingPeriod: { value: 1, unit: "DAY" }, numBillingCycles: 2 }, false],
    [{ billingPeriod: { value: 1.5, unit: "WEEK" }, numBillingCycles: 2 }, false],
    [{ billingPeriod: { unit: "WEEK" }, numBillingCycles: 2 }, false],
    [{ billingPeriod: { value: 1, unit: "WEEK" } }, false],
  ])("SUBS-001 a billing period is {value, unit WEEK|MONTH|YEAR}: %j decodes = %s", (input, valid) => {
    expect(Schema.decodeUnknownResult(SubscriptionPlanSchema)(input)._tag).toBe(valid ? "Success" : "Failure")
  })

  it("SUBS-002 numBillingCycles 0 means indefinite", () => {
    expect(isIndefinite(plan(1, "MONTH", 0))).toBe(true)
    expect(isIndefinite(plan(1, "MONTH", 1))).toBe(false)
    expect(totalDuration(plan(1, "MONTH", 0))).toBeUndefined()
  })

  it("SUBS-003 physical and service products can be subscribed to, no others", () => {
    const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType
    expect([PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL].filter(isSubscribableType)).toEqual([
      PHYSICAL,
      SERVICE,
    ])
  })

  it("SUBS-004 periods per year: week 52, month 12, year 1", () => {
    expect(PERIODS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 })
  })

  it.each([
    [plan(0, "WEEK", 4), false],
    [plan(-1, "MONTH", 4), false],
    [plan(1, "MONTH", -1), false],
    [plan(1, "MONTH", 2.5), false],
    [plan(Number.NaN, "MONTH", 2), false],
    [plan(2 ** 40, "WEEK", 2 ** 20), false],
    [plan(1, "FORTNIGHT" as BillingUnit, 2), false],
    [plan(1, "WEEK", 0), true],
  ])("SUBS-008 isValidPlan(%j) is %s", (input, valid) => {
    expect(isValidPlan(input)).toBe(valid)
  })

  it("no plan is not a valid plan", () => {
    expect(isValidPlan(null)).toBe(false)
    expect(isValidPlan(undefined)).toBe(false)
  })
})

describe("SUBS-005 whole years", () => {
  it.each([
    [plan(1, "WEEK", 52), { count: 1, unit: "YEAR" }],
    [plan(2, "WEEK", 52), { count: 2, unit: "YEAR" }],
    [plan(2, "WEEK", 13), { count: 26, unit: "WEEK" }],
    [plan(1, "MONTH", 12), { count: 1, unit: "YEAR" }],
    [plan(3, "MONTH", 4), { count: 1, unit: "YEAR" }],
    [plan(1, "MONTH", 18), { count: 18, unit: "MONTH" }],
    [plan(6, "MONTH", 3), { count: 18, unit: "MONTH" }],
    [plan(1, "YEAR", 3), { count: 3, unit: "YEAR" }],
  ])("SUBS-005 %j runs %j", (input, duration) => {
    expect(totalDuration(input)).toEqual(duration)
  })

  it("SUBS-005 the flag keeps the billing unit", () => {
    expect(totalDuration(plan(1, "MONTH", 24), { showInYears: false })).toEqual({ count: 24, unit: "MONTH" })
    expect(totalDuration(plan(1, "WEEK", 52), { showInYears: false })).toEqual({ count: 52, unit: "WEEK" })
    expect(totalDuration(plan(2, "YEAR", 2), { showInYears: false })).toEqual({ count: 4, unit: "YEAR" })
  })

  it("SUBS-005 property: the duration is shown in years if and only if it is a whole number of years", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom<BillingUnit>("WEEK", "MONTH", "YEAR"),
        fc.integer({ min: 1, max: 520 }),
        fc.boolean(),
        (value, unit, cycles, showInYears) => {
          const duration = totalDuration(plan(value, unit, cycles), { showInYears })
          const total = value * cycles
          const whole = total % PERIODS_PER_YEAR[unit] === 0
          expect(duration?.unit === "YEAR").toBe(unit === "YEAR" || (showInYears && whole))
          // Whatever the unit shown, it is the same length of time.
          const weeks = (d: { count: number; unit: BillingUnit }) => (d.count * 52) / PERIODS_PER_YEAR[d.unit]
          expect(duration && weeks(duration)).toBe(weeks({ count: total, unit }))
        },
      ),
    )
  })
})
