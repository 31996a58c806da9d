import type { AnalyticsDashboard, AnalyticsRange } from "../../api/analytics.tsx"

type Vital = AnalyticsDashboard["vitals"][number]

// Days are the census's UTC days, so their labels are read in UTC too: a day's bar says the day it counts.
const HOUR = new Intl.DateTimeFormat("en", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
})
const DAY = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", timeZone: "UTC" })

/**
 * The label of a step of the series: its hour (UTC) for today, its day otherwise.
 *
 * @example
 * stepLabel(Date.UTC(2026, 10, 25, 9), "hour") // "09:00"
 * stepLabel(Date.UTC(2026, 10, 25), "day") // "Nov 25"
 */
export const stepLabel = (start: number, step: AnalyticsDashboard["step"]): string =>
  (step === "hour" ? HOUR : DAY).format(start)

/** The range picker's choices, in order, with what each is compared with. */
export const RANGES: readonly {
  readonly range: AnalyticsRange
  readonly label: string
  readonly previous: string
}[] = [
  { range: "today", label: "Today", previous: "yesterday at this hour" },
  { range: "7d", label: "Last 7 days", previous: "the 7 days before" },
  { range: "30d", label: "Last 30 days", previous: "the 30 days before" },
]

/** The vitals' names as a merchant reads them. */
export const VITAL_LABELS: { readonly [metric in Vital["metric"]]: string } = {
  first_contentful_paint_ms: "First contentful paint",
  largest_contentful_paint_ms: "Largest contentful paint",
  cumulative_layout_shift: "Cumulative layout shift",
  first_input_delay_ms: "First input delay",
  interaction_to_next_paint_ms: "Interaction to next paint",
}

/** The ratings' words. */
export const RATING_LABELS: { readonly [rating in Vital["rating"]]: string } = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
}

/**
 * A vital's value in its unit: milliseconds, or CLS's unitless score.
 *
 * @example
 * vitalValue("largest_contentful_paint_ms", 2512.4) // "2,512 ms"
 * vitalValue("cumulative_layout_shift", 0.1) // "0.10"
 */
export const vitalValue = (metric: Vital["metric"], value: number): string =>
  metric === "cumulative_layout_shift"
    ? value.toFixed(2)
    : `${new Intl.NumberFormat("en", { maximumFractionDigits: 0 }).format(value)} ms`
