import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { PAY_LATER_LOCALES } from "./locales.ts"
import {
  PAY_LATER_MODAL_ORIGINS,
  PAY_LATER_MODAL_TIMEOUT_MS,
  type PayLaterModalEvent,
  payLaterModalFallback,
  payLaterModalOpen,
  payLaterModalUrl,
} from "./modal.ts"

describe("PAYLATER-011 / PAYLATER-012 the information modal", () => {
  it.each<PayLaterModalEvent>(["pill", "info-button"])("PAYLATER-011 %s opens the modal", (event) => {
    expect(payLaterModalOpen(false, event)).toBe(true)
    expect(payLaterModalOpen(true, event)).toBe(true)
  })

  it.each<PayLaterModalEvent>(["close-button", "escape", "outside-click"])(
    "PAYLATER-012 %s closes it",
    (event) => {
      expect(payLaterModalOpen(true, event)).toBe(false)
      expect(payLaterModalOpen(false, event)).toBe(false)
    },
  )

  it("PAYLATER-012 an unknown event leaves the modal as it was", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (open, event) => {
        fc.pre(!["pill", "info-button", "close-button", "escape", "outside-click"].includes(event))
        expect(payLaterModalOpen(open, event as PayLaterModalEvent)).toBe(open)
      }),
    )
  })
})

describe("PAYLATER-013 the modal's address is chosen by locale", () => {
  it.each([
    ["en_US", "https://static.afterpay.com/modal/en_US.html"],
    ["en_CA", "https://static.afterpay.com/modal/en_CA.html"],
    ["fr_CA", "https://static.afterpay.com/modal/fr_CA.html"],
    ["en_AU", "https://static.afterpay.com/modal/en_AU.html"],
    ["en_NZ", "https://static.afterpay.com/modal/en_NZ.html"],
    ["en_GB", "https://static.clearpay.co.uk/modal/en_GB.html"],
  ] as const)("PAYLATER-013 %s loads %s", (locale, url) => {
    expect(payLaterModalUrl(locale)).toBe(url)
  })

  it("PAYLATER-013 every locale has its own page", () => {
    expect(new Set(PAY_LATER_LOCALES.map(payLaterModalUrl)).size).toBe(PAY_LATER_LOCALES.length)
  })
})

describe("PAYLATER-013 / PAYLATER-014 fetching the modal", () => {
  it("PAYLATER-013 the modal hosts' origins, for a Content-Security-Policy", () => {
    expect(PAY_LATER_MODAL_ORIGINS).toEqual(["https://static.afterpay.com", "https://static.clearpay.co.uk"])
  })

  it("PAYLATER-013 every locale's page is on one of those origins", () => {
    for (const locale of PAY_LATER_LOCALES) {
      const url = payLaterModalUrl(locale)
      expect(PAY_LATER_MODAL_ORIGINS.filter((origin) => url.startsWith(`${origin}/`))).toHaveLength(1)
    }
  })

  it("a fetch slower than 8 s counts as failed", () => {
    expect(PAY_LATER_MODAL_TIMEOUT_MS).toBe(8000)
  })

  it.each([
    ["en_US", "Pay in 4 interest-free payments with Afterpay. The full details can't be shown right now."],
    ["fr_CA", "Pay in 4 interest-free payments with Afterpay. The full details can't be shown right now."],
    ["en_GB", "Pay in 4 interest-free payments with Clearpay. The full details can't be shown right now."],
  ] as const)(
    "PAYLATER-014 PAYLATER-007 the plain text shown in %s when the page cannot be fetched",
    (locale, text) => {
      expect(payLaterModalFallback(locale)).toBe(text)
    },
  )
})
