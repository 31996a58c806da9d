import type { Period, Step } from "@vitrine/core/census"
import { Effect, Schema } from "effect"
import { estimateDistinct, splitByDays } from "./census-hll.ts"
import { query } from "./query.ts"

const iso = (at: number) => new Date(at).toISOString()
const N = Schema.Number

// `step` is null on the row of the whole period.
const RegistersRow = Schema.Struct({ step: Schema.NullOr(N), filled: N, harmonic: N })

// Registers merged per step and over the whole period in one pass (GROUPING SETS): day registers
// for whole days, hour registers at the edges, each range its own index scan (UNION ALL). Hour
// steps: $2/$3 the period; day steps or none: $2/$3 the whole days, $4..$7 the edge hours. Steps
// are grouped as timestamps and turned into milliseconds once per step, not once per register.
const uniquesSql = (step: Step | undefined) => {
  const hourStep =
    step === undefined ? "NULL::timestamptz" : step === "hour" ? "hour" : "date_trunc('day', hour, 'UTC')"
  const hours = (from: number) =>
    `SELECT ${hourStep} AS step, register, rank FROM census_unique_hours
     WHERE website_id = $1 AND hour >= $${from}::timestamptz AND hour < $${from + 1}::timestamptz`
  const registers =
    step === "hour"
      ? hours(2)
      : `SELECT ${step === undefined ? "NULL::timestamptz" : "day"} AS step, register, rank FROM census_unique_days
         WHERE website_id = $1 AND day >= $2::timestamptz AND day < $3::timestamptz
         UNION ALL ${hours(4)} UNION ALL ${hours(6)}`
  const groups = step === undefined ? "register" : "GROUPING SETS ((step, register), (register))"
  const stepColumn = step === undefined ? "NULL::timestamptz" : "CASE WHEN grouping(step) = 0 THEN step END"
  return `SELECT extract(epoch FROM step)::float8 * 1000 AS step, count(*)::float8 AS filled,
      sum(power(2::float8, -rank))::float8 AS harmonic
    FROM (SELECT ${stepColumn} AS step, register, max(rank) AS rank FROM (${registers}) registers
      GROUP BY ${groups}) merged GROUP BY merged.step`
}

const uniqueParams = (websiteId: string, period: Period, step: Step | undefined) => {
  if (step === "hour") return [websiteId, iso(period.from), iso(period.to)]
  const { days, hours } = splitByDays(period)
  return [websiteId, iso(days.from), iso(days.to), ...hours.flatMap((h) => [iso(h.from), iso(h.to)])]
}

/**
 * A website's distinct visitors over a period (`total`) and, given a step, in each step of it
 * (`byStep`, keyed by the step's start in ms; a step without visitors is absent), from the merged
 * HyperLogLog registers in one statement.
 *
 * @example
 * uniqueVisitors("site-1", { from, to }, "day") // Effect<{ total: 1234, byStep: Map { … } }>
 */
export const uniqueVisitors = (websiteId: string, period: Period, step: Step | undefined) =>
  Effect.map(
    query(RegistersRow, { sql: uniquesSql(step), params: uniqueParams(websiteId, period, step) }),
    (rows) => {
      const byStep = new Map<number, number>()
      let total = 0
      for (const row of rows) {
        const estimate = estimateDistinct(row.filled, row.harmonic)
        if (row.step === null) total = estimate
        else byStep.set(row.step, estimate)
      }
      return { total, byStep }
    },
  )
