import type { PreferenceValues } from "./model.ts"

/** The merchant's analytics and cookie settings, as the storefront uses them. */
export interface StorefrontAnalyticsSettings {
  readonly defaultMode: "full" | "restrictive"
  readonly bannerEnabled: boolean
  readonly visitorMetrics: boolean
  readonly performanceCollector: boolean
}

/** What applies when the settings cannot be read: restrictive, with the banner (the spec's default). */
export const DEFAULT_STOREFRONT_ANALYTICS: StorefrontAnalyticsSettings = {
  defaultMode: "restrictive",
  bannerEnabled: true,
  visitorMetrics: true,
  performanceCollector: true,
}

const flag = (value: unknown, otherwise: boolean) => (typeof value === "boolean" ? value : otherwise)

/**
 * The storefront's settings from the stored `cookie-consent` and `analytics` namespaces, each field
 * its default when missing or of the wrong type (field by field, not all or nothing: one bad value
 * never turns the banner off), so a bad read never tracks a visitor the merchant meant to ask first.
 * The server embeds the result in the pages it renders; the browser reads it the same way when it
 * has to fetch the namespaces itself.
 *
 * @example
 * storefrontAnalytics({ defaultMode: "full" }, {}) // { defaultMode: "full", bannerEnabled: true, … }
 */
export const storefrontAnalytics = (
  consent: PreferenceValues,
  analytics: PreferenceValues,
): StorefrontAnalyticsSettings => {
  const d = DEFAULT_STOREFRONT_ANALYTICS
  return {
    defaultMode: consent.defaultMode === "full" ? "full" : "restrictive",
    bannerEnabled: flag(consent.bannerEnabled, d.bannerEnabled),
    visitorMetrics: flag(analytics.visitorMetrics, d.visitorMetrics),
    performanceCollector: flag(analytics.performanceCollector, d.performanceCollector),
  }
}
