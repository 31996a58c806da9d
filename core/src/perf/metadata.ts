/**
 * The fixed metadata of every record (PERF-008). The spec names a performance schema without its
 * identifier; ours is `vitrine.performance/1`.
 *
 * @example
 * PERF_METADATA.action // "load"
 */
export const PERF_METADATA = {
  action: "load",
  actor: "user",
  objectType: "website",
  source: "web",
  schema: "vitrine.performance/1",
} as const

/** The app name records carry (PERF-002). */
export const PERF_APP_NAME = "vitrine-storefront"
