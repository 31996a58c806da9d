import { DAY_MS, type Period } from "@vitrine/core/census"

/** The HyperLogLog registers kept per hour and per day (2^10): about 3% standard error. */
export const REGISTERS = 1024

const ALPHA = 0.7213 / (1 + 1.079 / REGISTERS)

/**
 * The number of distinct visitors from merged registers: `filled` registers with a rank, and
 * `harmonic`, the sum of 2^-rank over them. Small counts use linear counting (exact while no two
 * visitors share a register), as HyperLogLog prescribes below 2.5 × registers.
 *
 * @example
 * estimateDistinct(3, 1.5) // 3
 */
export const estimateDistinct = (filled: number, harmonic: number): number => {
  if (filled === 0) return 0
  const empty = REGISTERS - filled
  const raw = (ALPHA * REGISTERS * REGISTERS) / (harmonic + empty)
  return Math.round(raw <= 2.5 * REGISTERS && empty > 0 ? REGISTERS * Math.log(REGISTERS / empty) : raw)
}

/**
 * A period cut into the whole UTC days it covers and the hours at either edge, so unique visitors
 * read day registers where they can (24 times fewer rows) and hour registers for the rest.
 *
 * @example
 * splitByDays({ from: DAY - 2 * HOUR, to: 2 * DAY + HOUR }) // { days: { from: DAY, to: 2 * DAY }, hours: [{ from: DAY - 2 * HOUR, to: DAY }, { from: 2 * DAY, to: 2 * DAY + HOUR }] }
 */
export const splitByDays = (
  period: Period,
): { readonly days: Period; readonly hours: readonly [Period, Period] } => {
  const dayFrom = Math.ceil(period.from / DAY_MS) * DAY_MS
  const dayTo = Math.floor(period.to / DAY_MS) * DAY_MS
  if (dayFrom >= dayTo)
    return { days: { from: period.to, to: period.to }, hours: [period, { from: period.to, to: period.to }] }
  return {
    days: { from: dayFrom, to: dayTo },
    hours: [
      { from: period.from, to: dayFrom },
      { from: dayTo, to: period.to },
    ],
  }
}
