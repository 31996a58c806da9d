/** The merchant's analytics and cookie settings, as the storefront uses them. */
export interface MerchantSettings {
  readonly defaultMode: "full" | "restrictive"
  readonly bannerEnabled: boolean
  readonly visitorMetrics: boolean
  readonly performanceCollector: boolean
}

/** What applies when the settings cannot be read: restrictive, with the banner (the spec's default). */
export const DEFAULT_MERCHANT_SETTINGS: MerchantSettings = {
  defaultMode: "restrictive",
  bannerEnabled: true,
  visitorMetrics: true,
  performanceCollector: true,
}

const PATH = "/api/v1/commerce-preferences"

const read = async (namespace: string): Promise<Record<string, unknown>> => {
  try {
    const response = await fetch(`${PATH}/${namespace}`, { credentials: "same-origin" })
    if (!response.ok) return {}
    const body = (await response.json()) as Record<string, unknown> | null
    const values = body?.[namespace]
    return typeof values === "object" && values !== null ? (values as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const flag = (value: unknown, otherwise: boolean) => (typeof value === "boolean" ? value : otherwise)

/**
 * The merchant's settings from commerce preferences (API-026: `cookie-consent` and `analytics`),
 * each field its default when missing or unreadable, so a failed read never tracks a visitor the
 * merchant meant to ask first.
 *
 * @example
 * const { defaultMode } = await merchantSettings()
 */
export const merchantSettings = async (): Promise<MerchantSettings> => {
  const [consent, analytics] = await Promise.all([read("cookie-consent"), read("analytics")])
  const d = DEFAULT_MERCHANT_SETTINGS
  return {
    defaultMode: consent.defaultMode === "full" ? "full" : "restrictive",
    bannerEnabled: flag(consent.bannerEnabled, d.bannerEnabled),
    visitorMetrics: flag(analytics.visitorMetrics, d.visitorMetrics),
    performanceCollector: flag(analytics.performanceCollector, d.performanceCollector),
  }
}
