/** The dashboard's ranges: today so far, the last 7 days, the last 30 days (today included). */
export type DashboardRange = "today" | "7d" | "30d"

/** A span of time in milliseconds since the epoch, `from` included, `to` excluded, on whole hours. */
export interface Period {
  readonly from: number
  readonly to: number
}

/** How a period's series is cut: by hour (today) or by day. */
export type Step = "hour" | "day"

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

const DAYS: { readonly [range in DashboardRange]: number } = { today: 1, "7d": 7, "30d": 30 }

/**
 * The periods a range compares: the current one, from midnight (UTC) of its first day to the end of
 * the current hour, and the previous one of the same length just before it — so today so far is
 * compared with yesterday up to the same hour. Days are UTC days.
 *
 * @example
 * periodsOf("today", Date.UTC(2026, 0, 2, 10, 30)) // current 2 Jan 00:00–11:00, previous 1 Jan 00:00–11:00
 */
export const periodsOf = (
  range: DashboardRange,
  now: number,
): { readonly current: Period; readonly previous: Period; readonly step: Step } => {
  const to = Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS
  const from = Math.floor(now / DAY_MS) * DAY_MS - (DAYS[range] - 1) * DAY_MS
  const length = DAYS[range] * DAY_MS
  return {
    current: { from, to },
    previous: { from: from - length, to: to - length },
    step: range === "today" ? "hour" : "day",
  }
}

/**
 * The starts of a period's steps, in order.
 *
 * @example
 * stepStarts({ from: 0, to: 3 * HOUR_MS }, "hour") // [0, 3600000, 7200000]
 */
export const stepStarts = (period: Period, step: Step): number[] => {
  const size = step === "hour" ? HOUR_MS : DAY_MS
  const starts: number[] = []
  for (let at = Math.floor(period.from / size) * size; at < period.to; at += size) starts.push(at)
  return starts
}
