import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { CURRENCY_CODES } from "../money/currencies.ts"
import { type Money, moneyFromMinor } from "../money/rules.ts"
import {
  CHECKOUT_MINIMUM_MESSAGE,
  checkCheckoutMinimum,
  checkoutMinimumMessage,
  defaultMinimumSubtotal,
} from "./minimum.ts"

const usd = (minor: number): Money => moneyFromMinor(minor, "USD")

describe("CHECKOUT-001 / CHECKOUT-002 minimum subtotal", () => {
  it("CHECKOUT-001 the message is the spec's", () => {
    expect(CHECKOUT_MINIMUM_MESSAGE).toBe("To check out, your order subtotal must be {subtotal} or more.")
    expect(checkoutMinimumMessage(usd(50))).toBe("To check out, your order subtotal must be $0.50 or more.")
    expect(checkoutMinimumMessage(usd(1000))).toBe("To check out, your order subtotal must be $10 or more.")
    expect(checkoutMinimumMessage(moneyFromMinor(2500, "EUR"), { locale: "de-DE" })).toBe(
      "To check out, your order subtotal must be €25 or more.",
    )
  })

  it("CHECKOUT-002 the default minimum is 50 minor units of the cart currency", () => {
    expect(defaultMinimumSubtotal("USD")).toEqual(usd(50))
    expect(defaultMinimumSubtotal("JPY")).toEqual(moneyFromMinor(50, "JPY"))
  })

  it.each([
    [0, false],
    [49, false],
    [50, true],
    [51, true],
    [1_000_000, true],
  ])("CHECKOUT-001 a subtotal of %s cents against the default: ok = %s", (minor, ok) => {
    const check = checkCheckoutMinimum(usd(minor))
    expect(check.ok).toBe(ok)
    if (!check.ok) {
      expect(check.minimum).toEqual(usd(50))
      expect(check.message).toBe("To check out, your order subtotal must be $0.50 or more.")
    }
  })

  it("CHECKOUT-001 a store minimum replaces the default; null means the default", () => {
    expect(checkCheckoutMinimum(usd(999), usd(1000))).toEqual({
      ok: false,
      minimum: usd(1000),
      message: "To check out, your order subtotal must be $10 or more.",
    })
    expect(checkCheckoutMinimum(usd(1000), usd(1000))).toEqual({ ok: true })
    expect(checkCheckoutMinimum(usd(49), null).ok).toBe(false)
    expect(checkCheckoutMinimum(usd(10), usd(0))).toEqual({ ok: true })
  })

  it("a minimum in another currency is refused", () => {
    expect(() => checkCheckoutMinimum(usd(100), moneyFromMinor(100, "EUR"))).toThrow(RangeError)
  })

  it("CHECKOUT-001 property: ok exactly when the subtotal is at least the minimum", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.bigInt(), fc.bigInt(), (code, subtotal, minimum) => {
        const check = checkCheckoutMinimum(moneyFromMinor(subtotal, code), moneyFromMinor(minimum, code))
        expect(check.ok).toBe(subtotal >= minimum)
      }),
    )
  })
})
