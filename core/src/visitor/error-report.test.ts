import { Effect, Logger, Option } from "effect"
import { describe, expect, it } from "vitest"
import {
  ERROR_REPORTER,
  enqueueReport,
  INITIAL_REPORTER,
  type ReporterState,
  type ScriptErrorReport,
  takeSend,
  truncateStack,
} from "./error-report.ts"
import { PageNotFound } from "./errors.ts"
import { MISSING_PLACE_DETAILS_CONTEXT, placeDetailsTracking } from "./place-details.ts"

const report = (message: string): ScriptErrorReport => ({
  kind: "error",
  message,
  stack: "at x",
  url: "/",
  timestamp: 1,
})
const burst = (state: ReporterState, n: number) =>
  Array.from({ length: n }, (_, i) => report(`e${i}`)).reduce(enqueueReport, state)

describe("error reporter rules", () => {
  it("ERR-005 a caught error is queued to be sent", () => {
    const { batch } = takeSend(enqueueReport(INITIAL_REPORTER, report("boom")))
    expect(batch?.map((r) => r.message)).toEqual(["boom"])
  })

  it("ERR-006 a page sends at most 20 times", () => {
    let state = INITIAL_REPORTER
    let sends = 0
    for (let i = 0; i < 30; i++) {
      const taken = takeSend(enqueueReport(state, report(`e${i}`)))
      if (taken.batch !== undefined) sends++
      state = taken.state
    }
    expect(sends).toBe(20)
    expect(ERROR_REPORTER.maxSendsPerPage).toBe(20)
  })

  it("ERR-007 the queue holds 10 reports; later ones of the burst are dropped", () => {
    const state = burst(INITIAL_REPORTER, 15)
    expect(state.queue.map((r) => r.message)).toEqual(Array.from({ length: 10 }, (_, i) => `e${i}`))
  })

  it("ERR-008 stacks are cut at 5000 characters", () => {
    expect(truncateStack("s".repeat(5001))).toHaveLength(5000)
    expect(truncateStack("short")).toBe("short")
    const queued = enqueueReport(INITIAL_REPORTER, { ...report("x"), stack: "s".repeat(9000) })
    expect(queued.queue[0]?.stack).toHaveLength(5000)
  })

  it("ERR-010 a not-found error carries its path", () => {
    const error = new PageNotFound({ path: "/missing" })
    expect(error.path).toBe("/missing")
    expect(error.message).toContain("/missing")
  })

  it("ERR-011 a missing place-details tracking context logs an error", async () => {
    const logged: unknown[] = []
    const logger = Logger.make(({ message, logLevel }) => logged.push([logLevel, message]))
    const run = (context: { productPageId?: string; sectionId?: string }) =>
      Effect.runPromise(placeDetailsTracking(context).pipe(Effect.provide(Logger.layer([logger]))))
    expect(await run({ productPageId: "p", sectionId: "s" })).toEqual(
      Option.some({ productPageId: "p", sectionId: "s" }),
    )
    expect(logged).toEqual([])
    expect(await run({ productPageId: "p" })).toEqual(Option.none())
    expect(logged).toEqual([["Error", [MISSING_PLACE_DETAILS_CONTEXT]]])
  })
})
