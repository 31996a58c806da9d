import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { IMAGE_WIDTHS } from "../site/image.ts"
import {
  claimable,
  FILE_JOB_STATES,
  FINISHED_JOB_STATES,
  type FileJobEvent,
  type FileJobState,
  isAbandoned,
  MAX_JOB_ATTEMPTS,
  nextJobState,
  renditionWidths,
} from "./jobs.ts"

const EVENTS: readonly FileJobEvent[] = ["claim", "progress", "complete", "fail", "cancel"]
const state = fc.constantFrom(...FILE_JOB_STATES)
const event = fc.constantFrom(...EVENTS)

// Runs events from "queued", skipping those that do not apply: the states a job passes through.
const walk = (events: readonly FileJobEvent[]): FileJobState[] => {
  const states: FileJobState[] = ["queued"]
  for (const one of events) {
    const next = nextJobState(states.at(-1) as FileJobState, one)
    if (next !== undefined) states.push(next)
  }
  return states
}

describe("file processing job states", () => {
  it("EDITOR-010 a job ends complete, failed or cancelled, and a finished job never moves again", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const states = walk(events)
        const finishedAt = states.findIndex((one) => FINISHED_JOB_STATES.has(one))
        if (finishedAt !== -1) expect(states.slice(finishedAt + 1)).toEqual([])
        for (const ended of FINISHED_JOB_STATES)
          for (const one of EVENTS) expect(nextJobState(ended, one)).toBeUndefined()
      }),
    )
  })

  it("only a running job completes or fails; only a claim starts it; a cancel applies to any unfinished job", () => {
    fc.assert(
      fc.property(state, event, (from, one) => {
        const to = nextJobState(from, one)
        if (to === "complete") expect([from, one]).toEqual(["running", "complete"])
        if (to === "failed") expect([from, one]).toEqual(["running", "fail"])
        if (to === "running") expect(from === "running" || one === "claim").toBe(true)
        if (one === "cancel") expect(to).toBe(FINISHED_JOB_STATES.has(from) ? undefined : "cancelled")
        if (from === "queued") expect(["claim", "cancel"].includes(one)).toBe(to !== undefined)
      }),
    )
  })

  it("a running job past its lease is claimable while it has claims left, else abandoned; never both", () => {
    fc.assert(
      fc.property(
        state,
        fc.integer({ min: 0, max: 6 }),
        fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }),
        fc.integer({ min: 0, max: 1_000 }),
        (jobState, attempts, leaseUntil, now) => {
          const job = { state: jobState, attempts, leaseUntil }
          const over = leaseUntil !== null && leaseUntil <= now
          expect(claimable(job, now) && isAbandoned(job, now)).toBe(false)
          if (jobState === "queued") expect(claimable(job, now)).toBe(true)
          if (jobState === "running") {
            expect(claimable(job, now)).toBe(over && attempts < MAX_JOB_ATTEMPTS)
            expect(isAbandoned(job, now)).toBe(over && attempts >= MAX_JOB_ATTEMPTS)
          }
          if (FINISHED_JOB_STATES.has(jobState))
            expect(claimable(job, now) || isAbandoned(job, now)).toBe(false)
        },
      ),
    )
  })

  it("renditions are the served widths narrower than the image, never enlarged", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (width) => {
        const widths = renditionWidths(width)
        expect(widths).toEqual(IMAGE_WIDTHS.filter((served) => served < width))
        expect(widths.every((one) => one < width)).toBe(true)
      }),
    )
    expect(renditionWidths(800)).toEqual([100, 300, 500, 750])
    expect(renditionWidths(100)).toEqual([])
  })
})
