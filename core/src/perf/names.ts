/**
 * The web-vitals library's metric names and the spec's snake_case names for them (PERF-005).
 *
 * @example
 * VITAL_NAMES.LCP // "largest_contentful_paint_ms"
 */
export const VITAL_NAMES = {
  FCP: "first_contentful_paint_ms",
  LCP: "largest_contentful_paint_ms",
  CLS: "cumulative_layout_shift",
  INP: "interaction_to_next_paint_ms",
  FID: "first_input_delay_ms",
} as const

/** A web-vitals metric name. */
export type WebVitalsName = keyof typeof VITAL_NAMES
/** A web vital by the spec's name. */
export type VitalName = (typeof VITAL_NAMES)[WebVitalsName]

/**
 * The spec's five vital names, in the spec's order.
 *
 * @example
 * VITALS.length // 5
 */
export const VITALS: readonly VitalName[] = Object.values(VITAL_NAMES)

/**
 * The spec's name of a web-vitals metric, or undefined for one the spec does not name (TTFB).
 *
 * @example
 * vitalName("CLS") // "cumulative_layout_shift"
 * vitalName("TTFB") // undefined
 */
export const vitalName = (webVitalsName: string): VitalName | undefined =>
  Object.hasOwn(VITAL_NAMES, webVitalsName) ? VITAL_NAMES[webVitalsName as WebVitalsName] : undefined

/**
 * Whether a name is one of the spec's five vitals.
 *
 * @example
 * isVitalName("first_input_delay_ms") // true
 */
export const isVitalName = (name: string): name is VitalName => (VITALS as readonly string[]).includes(name)
