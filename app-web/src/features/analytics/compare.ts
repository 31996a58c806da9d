/** How a figure moved against the previous period. */
export interface Change {
  readonly direction: "up" | "down" | "same" | "new"
  /** What the screen shows: "+25%", "−10%", "0%", or "new" when the previous period had none. */
  readonly text: string
}

/**
 * How `current` compares with `previous`, rounded to the whole percent. When the previous period
 * had none, a change is "new" (there is no percentage of zero); none then is "same".
 *
 * @example
 * compare(5, 4) // { direction: "up", text: "+25%" }
 * compare(3, 0) // { direction: "new", text: "new" }
 */
export const compare = (current: number, previous: number): Change => {
  if (previous === 0)
    return current === 0 ? { direction: "same", text: "0%" } : { direction: "new", text: "new" }
  const percent = Math.round(((current - previous) / previous) * 100)
  if (percent === 0) return { direction: "same", text: "0%" }
  return percent > 0
    ? { direction: "up", text: `+${percent}%` }
    : { direction: "down", text: `−${-percent}%` }
}

const COUNT = new Intl.NumberFormat("en")
const PERCENT = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 })

/**
 * A count as the screen shows it.
 *
 * @example
 * formatCount(12345) // "12,345"
 */
export const formatCount = (count: number): string => COUNT.format(count)

/**
 * A share (0–1) as a percentage.
 *
 * @example
 * formatShare(0.125) // "12.5%"
 */
export const formatShare = (share: number): string => PERCENT.format(share)

/**
 * The step of `to` over `from` as a percentage of `from`, or "—" when `from` is zero (the funnel's
 * step conversion).
 *
 * @example
 * stepRate(4, 1) // "25%"
 */
export const stepRate = (from: number, to: number): string => (from === 0 ? "—" : formatShare(to / from))
