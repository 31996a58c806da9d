import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { makeErrorReporter } from "./error-reporter.ts"
import { startTracker } from "./index.ts"
import { clearCookies, fakeNetwork, pageCookie } from "./test-browser.test-support.ts"

beforeEach(() => {
  clearCookies()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("error reporter", () => {
  it("ERR-005 a caught error is sent to RecordJavascriptErrors with the crumb in X-CSRF-Token", () => {
    const sent = fakeNetwork()
    pageCookie("crumb=c1; Path=/")
    const tracker = startTracker({
      websiteId: "s",
      page: { path: "/" },
      merchantDefault: "full",
      performanceCollector: false,
    })
    tracker.reportError(new Error("boom"))
    vi.advanceTimersByTime(1000)
    const call = sent.find((s) => s.url === "/api/events/RecordJavascriptErrors")
    expect(call?.headers["X-CSRF-Token"]).toBe("c1")
    expect(JSON.parse(call?.body ?? "[]")).toMatchObject([{ kind: "caught", message: "boom" }])
  })

  it("ERR-009 sends are debounced: one send 1 second after the last of a burst", () => {
    const send = vi.fn()
    const reporter = makeErrorReporter(send)
    reporter.report(new Error("a"))
    vi.advanceTimersByTime(900)
    reporter.report(new Error("b"))
    vi.advanceTimersByTime(999)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[0].map((r: { message: string }) => r.message)).toEqual(["a", "b"])
  })

  it("ERR-006 a page sends at most 20 times", () => {
    const send = vi.fn()
    const reporter = makeErrorReporter(send)
    for (let i = 0; i < 30; i++) {
      reporter.report(new Error(`e${i}`))
      vi.advanceTimersByTime(1000)
    }
    expect(send).toHaveBeenCalledTimes(20)
  })

  it("ERR-007 the queue holds 10 reports", () => {
    const send = vi.fn()
    const reporter = makeErrorReporter(send)
    for (let i = 0; i < 14; i++) reporter.report(new Error(`e${i}`))
    vi.advanceTimersByTime(1000)
    expect(send.mock.calls[0]?.[0]).toHaveLength(10)
  })

  it("ERR-008 stacks are cut at 5000 characters", () => {
    const send = vi.fn()
    const error = new Error("deep")
    error.stack = "s".repeat(12_000)
    makeErrorReporter(send).report(error)
    vi.advanceTimersByTime(1000)
    expect(send.mock.calls[0]?.[0][0].stack).toHaveLength(5000)
  })

  it("uncaught errors and unhandled rejections of the page are reported", () => {
    const sent = fakeNetwork()
    startTracker({
      websiteId: "s",
      page: { path: "/" },
      merchantDefault: "full",
      performanceCollector: false,
    })
    dispatchEvent(new ErrorEvent("error", { error: new Error("uncaught"), lineno: 3, colno: 7 }))
    vi.advanceTimersByTime(1000)
    const call = sent.find((s) => s.url === "/api/events/RecordJavascriptErrors")
    expect(JSON.parse(call?.body ?? "[]")).toMatchObject([
      { kind: "error", message: "uncaught", line: 3, column: 7 },
    ])
  })
})
