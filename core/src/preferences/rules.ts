import type { CommercePreferences, PreferenceValues } from "./model.ts"

/**
 * Values without a `websiteId` key (PREFS-002): a response never shows it, and a write never stores
 * one sent by a client (the website is the server's to know).
 *
 * @example
 * withoutWebsiteId({ websiteId: "s", defaultMode: "full" }) // { defaultMode: "full" }
 */
export const withoutWebsiteId = (values: PreferenceValues): PreferenceValues => {
  // The same object when there is nothing to strip, so a reader may remember what it made of it.
  if (!Object.hasOwn(values, "websiteId")) return values
  const { websiteId: _, ...rest } = values
  return rest
}

/**
 * The answer of `GET` and `PUT /api/v1/commerce-preferences/{namespace}`: the namespace's values,
 * keyed by the namespace (PREFS-001), `websiteId` stripped (PREFS-002).
 *
 * @example
 * preferencesResponse("analytics", { websiteId: "s", visitorMetrics: true }) // { analytics: { visitorMetrics: true } }
 */
export const preferencesResponse = (namespace: string, values: PreferenceValues): CommercePreferences => ({
  [namespace]: withoutWebsiteId(values),
})

// Keys sorted at every depth, so two objects that differ only in key order compare equal.
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  )
}

/**
 * Whether two namespaces' values are the same JSON, whatever the key order and leaving `websiteId`
 * aside: a write of unchanged values is skipped (PREFS-004).
 *
 * @example
 * samePreferences({ a: 1, b: 2 }, { b: 2, a: 1 }) // true
 */
export const samePreferences = (a: PreferenceValues, b: PreferenceValues): boolean =>
  JSON.stringify(canonical(withoutWebsiteId(a))) === JSON.stringify(canonical(withoutWebsiteId(b)))

/**
 * The values a `PUT /api/v1/commerce-preferences/{namespace}` body carries: the object under the
 * namespace's key (API-027), `websiteId` stripped; undefined when the body has no object there.
 *
 * @example
 * valuesOfPayload("analytics", { analytics: { visitorMetrics: false } }) // { visitorMetrics: false }
 */
export const valuesOfPayload = (namespace: string, body: unknown): PreferenceValues | undefined => {
  if (body === null || typeof body !== "object" || !Object.hasOwn(body, namespace)) return undefined
  const values = (body as Record<string, unknown>)[namespace]
  return values !== null && typeof values === "object" && !Array.isArray(values)
    ? withoutWebsiteId(values as PreferenceValues)
    : undefined
}
