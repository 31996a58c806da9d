import type { VitalName } from "./names.ts"

/**
 * The good and poor thresholds of each vital (PERF-015 to PERF-019), in milliseconds except CLS.
 *
 * @example
 * VITAL_THRESHOLDS.largest_contentful_paint_ms // { good: 2500, poor: 4000 }
 */
export const VITAL_THRESHOLDS: {
  readonly [name in VitalName]: { readonly good: number; readonly poor: number }
} = {
  first_contentful_paint_ms: { good: 1800, poor: 3000 },
  largest_contentful_paint_ms: { good: 2500, poor: 4000 },
  cumulative_layout_shift: { good: 0.1, poor: 0.25 },
  first_input_delay_ms: { good: 100, poor: 300 },
  interaction_to_next_paint_ms: { good: 200, poor: 500 },
}

/** How a vital's value rates. */
export type VitalRating = "good" | "needs-improvement" | "poor"

/**
 * Rates a value: good up to and including the good threshold, poor above the poor one, needs
 * improvement between (the web-vitals library draws the lines the same way).
 *
 * @example
 * rateVital("largest_contentful_paint_ms", 2500) // "good"
 * rateVital("largest_contentful_paint_ms", 4001) // "poor"
 */
export const rateVital = (name: VitalName, value: number): VitalRating => {
  const { good, poor } = VITAL_THRESHOLDS[name]
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor"
}
