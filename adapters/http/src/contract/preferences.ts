import {
  ANALYTICS_NAMESPACE,
  AnalyticsPreferencesSchema,
  COOKIE_CONSENT_NAMESPACE,
  CookieConsentPreferencesSchema,
} from "@vitrine/core/preferences"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"

/** The path of a namespace of commerce preferences (API-026, API-027). */
export const PREFERENCES_PATH = "/api/v1/commerce-preferences/:namespace"

/** What a namespace that is not one of the store's is refused with. */
export const UNKNOWN_NAMESPACE_MESSAGE = "The preferences namespace must be cookie-consent or analytics."

// Each namespace the store defines, with the Schema its values are decoded with: a write is checked
// once here, at the boundary, and a field of the wrong type is a 400 naming it.
const Namespaces = {
  [COOKIE_CONSENT_NAMESPACE]: CookieConsentPreferencesSchema,
  [ANALYTICS_NAMESPACE]: AnalyticsPreferencesSchema,
} as const

const NamespaceParam = Schema.Literals([COOKIE_CONSENT_NAMESPACE, ANALYTICS_NAMESPACE]).annotate({
  message: UNKNOWN_NAMESPACE_MESSAGE,
})
/** A namespace the store defines. */
export type PreferencesNamespace = typeof NamespaceParam.Type

const Preferences = Schema.Struct({
  [COOKIE_CONSENT_NAMESPACE]: Schema.optionalKey(Namespaces[COOKIE_CONSENT_NAMESPACE]),
  [ANALYTICS_NAMESPACE]: Schema.optionalKey(Namespaces[ANALYTICS_NAMESPACE]),
})

/**
 * `GET /api/v1/commerce-preferences/{namespace}` (API-026): the stored object keyed by its namespace
 * (PREFS-001), `websiteId` stripped (PREFS-002), the Schema's defaults for what was never saved.
 * Public: the storefront's consent banner reads the merchant's default from it.
 *
 * @example
 * const body = Schema.decodeUnknownSync(GetPreferences.response)(await res.json())
 */
export const GetPreferences = {
  method: "GET",
  path: PREFERENCES_PATH,
  params: Schema.Struct({ namespace: NamespaceParam }),
  response: Preferences,
} as const

/**
 * `PUT /api/v1/commerce-preferences/{namespace}` (API-027): the payload is keyed by the namespace
 * (`{ "cookie-consent": { defaultMode: "full" } }`), decoded with the namespace's Schema (unknown
 * keys, `websiteId` among them, are dropped: PREFS-002); the answer is the stored object. A payload
 * without the namespace's key is 400 with `errors[namespace]`. The merchant's (`settings.write`).
 *
 * @example
 * Schema.decodeUnknownSync(SavePreferences.body)({ analytics: { visitorMetrics: false } })
 */
export const SavePreferences = {
  method: "PUT",
  path: PREFERENCES_PATH,
  params: GetPreferences.params,
  body: Preferences.annotate({ message: FIELD_MESSAGE.body }),
  response: Preferences,
} as const

/** The message of a payload that lacks its namespace's key. */
export const MISSING_NAMESPACE_MESSAGE = "The payload must hold the namespace's preferences under its name."

/**
 * The Schema of a namespace's values.
 *
 * @example
 * Schema.decodeUnknownSync(preferencesSchemaOf("analytics"))({}) // { visitorMetrics: true, performanceCollector: true }
 */
export const preferencesSchemaOf = (namespace: PreferencesNamespace) => Namespaces[namespace]
