import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { WEBSITE_STATUS_RANGE, WebsiteStatus } from "../enums/site-codes.ts"
import { UPSELL_DESTINATIONS, upsellDestination, upsellFor } from "./upsell.ts"

describe("upsell destinations", () => {
  it("SITE-005 the trial-upgrade upsell goes to settings/billing/upgrade", () => {
    expect(upsellDestination("trial-upgrade")).toBe("settings/billing/upgrade")
  })

  it("SITE-006 the upgrade upsell goes to settings/billing/subscriptions/website", () => {
    expect(upsellDestination("upgrade")).toBe("settings/billing/subscriptions/website")
  })

  it("SITE-005 SITE-006 a site on trial is offered the trial upgrade, every other status the upgrade", () => {
    fc.assert(
      fc.property(fc.integer(WEBSITE_STATUS_RANGE), (status) => {
        const upsell = upsellFor(status)
        expect(upsell).toBe(status === WebsiteStatus.TRIAL ? "trial-upgrade" : "upgrade")
        expect(upsellDestination(upsell)).toBe(UPSELL_DESTINATIONS[upsell])
        expect(upsellDestination(upsell)).toMatch(/^settings\/billing\/[a-z/]+[a-z]$/)
      }),
    )
  })
})
