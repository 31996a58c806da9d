import {
  ANALYTICS_NAMESPACE,
  COOKIE_CONSENT_NAMESPACE,
  type StorefrontAnalyticsSettings,
  storefrontAnalytics,
} from "@vitrine/core/preferences"
import { readPageData } from "../ssr/page-data.ts"

/** The merchant's analytics and cookie settings, as the storefront uses them. */
export type MerchantSettings = StorefrontAnalyticsSettings

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

/**
 * The merchant's settings: those the server embedded in the page it rendered (no request), else
 * read from commerce preferences (API-026: `cookie-consent` and `analytics`), each field its default
 * when missing or unreadable, so a failed read never tracks a visitor the merchant meant to ask first.
 *
 * @example
 * const { defaultMode } = await merchantSettings()
 */
export const merchantSettings = async (): Promise<MerchantSettings> => {
  const embedded = readPageData(document)?.analytics
  if (embedded !== undefined) return embedded
  const [consent, analytics] = await Promise.all([read(COOKIE_CONSENT_NAMESPACE), read(ANALYTICS_NAMESPACE)])
  return storefrontAnalytics(consent, analytics)
}
