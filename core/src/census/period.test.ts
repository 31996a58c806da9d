import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DAY_MS, HOUR_MS, periodsOf, stepStarts } from "./period.ts"

describe("dashboard periods", () => {
  it("today runs from UTC midnight to the end of this hour, against yesterday up to the same hour", () => {
    const now = Date.UTC(2026, 0, 2, 10, 30)
    expect(periodsOf("today", now)).toEqual({
      current: { from: Date.UTC(2026, 0, 2), to: Date.UTC(2026, 0, 2, 11) },
      previous: { from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 0, 1, 11) },
      step: "hour",
    })
  })

  it("every range holds now, on whole hours, with a previous period of the same length just before", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("today" as const, "7d" as const, "30d" as const),
        fc.integer({ min: 0, max: 4e12 }),
        (range, now) => {
          const { current, previous, step } = periodsOf(range, now)
          expect(current.from <= now && now < current.to).toBe(true)
          expect(current.from % HOUR_MS === 0 && current.to % HOUR_MS === 0).toBe(true)
          expect(previous.to - previous.from).toBe(current.to - current.from)
          expect(current.from - previous.from).toBe({ today: 1, "7d": 7, "30d": 30 }[range] * DAY_MS)
          expect(stepStarts(current, step).length).toBe(
            range === "today" ? (current.to - current.from) / HOUR_MS : { "7d": 7, "30d": 30 }[range],
          )
        },
      ),
    )
  })
})
