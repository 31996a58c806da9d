import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DEFAULT_STOREFRONT_ANALYTICS, storefrontAnalytics } from "./storefront-settings.ts"

const anyValues = fc.dictionary(
  fc.constantFrom("defaultMode", "bannerEnabled", "visitorMetrics", "performanceCollector", "other"),
  fc.oneof(
    fc.boolean(),
    fc.string(),
    fc.integer(),
    fc.constant(null),
    fc.constantFrom("full", "restrictive"),
  ),
)

describe("the storefront's analytics settings from commerce preferences", () => {
  it("PREFS-001 COOKIE-008 nothing stored reads as restrictive, with the banner, metrics and collector on", () => {
    expect(storefrontAnalytics({}, {})).toEqual(DEFAULT_STOREFRONT_ANALYTICS)
    expect(DEFAULT_STOREFRONT_ANALYTICS.defaultMode).toBe("restrictive")
  })

  it("PREFS-001 COOKIE-008 each field is the stored value when it has the right type, else its default (property)", () => {
    fc.assert(
      fc.property(anyValues, anyValues, (consent, analytics) => {
        const read = storefrontAnalytics(consent, analytics)
        expect(read.defaultMode).toBe(consent.defaultMode === "full" ? "full" : "restrictive")
        const kept = (value: unknown) => (typeof value === "boolean" ? value : true)
        expect(read.bannerEnabled).toBe(kept(consent.bannerEnabled))
        expect(read.visitorMetrics).toBe(kept(analytics.visitorMetrics))
        expect(read.performanceCollector).toBe(kept(analytics.performanceCollector))
      }),
    )
  })
})
