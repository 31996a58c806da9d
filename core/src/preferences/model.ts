import { Effect, Schema } from "effect"

/**
 * A namespace of commerce preferences: a lower-case word or words joined by dashes, at most 64
 * characters (`cookie-consent`, `analytics`).
 */
export const NamespaceSchema = Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9-]{0,63}$/))

/** The values of one namespace: a JSON object. */
export const PreferenceValuesSchema = Schema.Record(Schema.String, Schema.Unknown)
/** The values of one namespace. */
export type PreferenceValues = { readonly [key: string]: unknown }

/**
 * Commerce preferences as the API sends and takes them: an object keyed by namespace (PREFS-001).
 *
 * @example
 * const preferences: CommercePreferences = { "cookie-consent": { defaultMode: "restrictive" } }
 */
export type CommercePreferences = { readonly [namespace: string]: PreferenceValues }

/**
 * The merchant's cookie-consent settings: the mode for visitors who have not answered the banner,
 * and whether the banner shows. Default: restrictive until the visitor accepts, banner shown.
 *
 * @example
 * Schema.decodeUnknownSync(CookieConsentPreferencesSchema)({}) // { defaultMode: "restrictive", bannerEnabled: true }
 */
export const CookieConsentPreferencesSchema = Schema.Struct({
  defaultMode: Schema.Literals(["full", "restrictive"]).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("restrictive" as const)),
  ),
  bannerEnabled: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(true))),
})
/** The merchant's cookie-consent settings. */
export type CookieConsentPreferences = typeof CookieConsentPreferencesSchema.Type

/**
 * The merchant's analytics settings: whether visitor-metrics events are sent (the commerce
 * site-visitor-metrics feature, TRACK-010) and whether the performance collector runs. Both on by
 * default.
 *
 * @example
 * Schema.decodeUnknownSync(AnalyticsPreferencesSchema)({ visitorMetrics: false }).performanceCollector // true
 */
export const AnalyticsPreferencesSchema = Schema.Struct({
  visitorMetrics: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(true))),
  performanceCollector: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(true))),
})
/** The merchant's analytics settings. */
export type AnalyticsPreferences = typeof AnalyticsPreferencesSchema.Type
