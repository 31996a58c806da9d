import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { CollectorSink } from "./config.ts"
import { startTracker } from "./index.ts"
import { clearCookies, fakeNetwork, pageCookie } from "./test-browser.test-support.ts"

// A collector that hands over what the test gives it, when the test says.
const fakeCollector = () => {
  let sink: CollectorSink = () => {}
  return {
    emit: (...records: object[]) => sink(records),
    load: () => Promise.resolve({ collect: (send: CollectorSink) => (sink = send) }),
  }
}
const config = { websiteId: "s", page: { path: "/" }, merchantDefault: "full" as const }
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    value: hidden ? "hidden" : "visible",
  })
  document.dispatchEvent(new Event("visibilitychange"))
  dispatchEvent(new Event("visibilitychange"))
}
const records = (sent: ReturnType<typeof fakeNetwork>) =>
  sent.filter((s) => s.url === "/api/1/performance/records").map((s) => JSON.parse(s.body))

beforeEach(() => {
  clearCookies()
  vi.useFakeTimers()
})
afterEach(() => {
  setHidden(false)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("performance collector", () => {
  it("PERF-009 PERF-013 sends what it collected as one JSON array 5 s after load", async () => {
    const sent = fakeNetwork()
    const collector = fakeCollector()
    startTracker({ ...config, loadCollector: collector.load })
    await vi.advanceTimersByTimeAsync(0)
    collector.emit({ n: 1 }, { n: 2 })
    await vi.advanceTimersByTimeAsync(4999)
    expect(records(sent)).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(records(sent)).toEqual([[{ n: 1 }, { n: 2 }]])
  })

  it("PERF-010 sends again when the page is hidden", async () => {
    const sent = fakeNetwork()
    const collector = fakeCollector()
    startTracker({ ...config, loadCollector: collector.load })
    await vi.advanceTimersByTimeAsync(5000)
    collector.emit({ late: true })
    setHidden(true)
    expect(records(sent)).toEqual([[{ late: true }]])
  })

  it("PERF-011 collects for at most 60 seconds", async () => {
    const sent = fakeNetwork()
    const collector = fakeCollector()
    startTracker({ ...config, loadCollector: collector.load })
    await vi.advanceTimersByTimeAsync(59_000)
    collector.emit({ before: true })
    await vi.advanceTimersByTimeAsync(1000)
    collector.emit({ after: true })
    setHidden(true)
    expect(records(sent)).toEqual([[{ before: true }]])
  })

  it("PERF-014 uses a beacon when there is one, else a text/plain POST", async () => {
    const withBeacon = fakeNetwork()
    const one = fakeCollector()
    startTracker({ ...config, loadCollector: one.load })
    await vi.advanceTimersByTimeAsync(0)
    one.emit({ a: 1 })
    await vi.advanceTimersByTimeAsync(5000)
    expect(withBeacon.find((s) => s.url === "/api/1/performance/records")?.via).toBe("beacon")
    const withoutBeacon = fakeNetwork({ beacon: false })
    const two = fakeCollector()
    startTracker({ ...config, loadCollector: two.load })
    await vi.advanceTimersByTimeAsync(0)
    two.emit({ b: 1 })
    await vi.advanceTimersByTimeAsync(5000)
    const post = withoutBeacon.find((s) => s.url === "/api/1/performance/records")
    expect([post?.via, post?.contentType]).toEqual(["fetch", "text/plain"])
  })

  it("PERF-022 the collector's own failure goes to the error reporter", async () => {
    const sent = fakeNetwork()
    pageCookie("crumb=c; Path=/")
    startTracker({ ...config, loadCollector: () => Promise.reject(new Error("collector broke")) })
    await vi.advanceTimersByTimeAsync(1000)
    const call = sent.find((s) => s.url === "/api/events/RecordJavascriptErrors")
    expect(JSON.parse(call?.body ?? "[]")).toMatchObject([{ message: "collector broke" }])
  })

  it("nothing is collected in restrictive mode", async () => {
    const sent = fakeNetwork()
    const load = vi.fn(fakeCollector().load)
    startTracker({ ...config, merchantDefault: "restrictive", loadCollector: load })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(load).not.toHaveBeenCalled()
    expect(sent).toEqual([])
  })
})
