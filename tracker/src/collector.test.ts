import { afterEach, describe, expect, it, vi } from "vitest"

// web-vitals needs a real browser's observers; here it reports the values a test gives it.
const vitals = vi.hoisted(() => ({
  handlers: new Map<string, (metric: { name: string; value: number }) => void>(),
}))
vi.mock("web-vitals", () => ({
  onFCP: (f: never) => vitals.handlers.set("FCP", f),
  onLCP: (f: never) => vitals.handlers.set("LCP", f),
  onCLS: (f: never) => vitals.handlers.set("CLS", f),
  onINP: (f: never) => vitals.handlers.set("INP", f),
}))

const { collect } = await import("./collector.ts")

const entries: Record<string, object[]> = {
  navigation: [
    {
      domainLookupStart: 1,
      domainLookupEnd: 5.5,
      connectStart: 5.5,
      connectEnd: 20.9,
      secureConnectionStart: 10,
      responseStart: 40.7,
      domContentLoadedEventEnd: 300.2,
      loadEventEnd: 512.9,
      encodedBodySize: 1000,
      decodedBodySize: 4000,
    },
  ],
  mark: [
    { name: "vitrine:cart-open", startTime: 100.6, duration: 0 },
    { name: "other:mark", startTime: 1, duration: 0 },
  ],
  measure: [
    { name: "vitrine:add", startTime: 200.2, duration: 30.7 },
    { name: "vitrine:add", startTime: 200.2, duration: 30.7 },
  ],
}

afterEach(() => vi.unstubAllGlobals())

describe("the performance collector", () => {
  it("PERF-001 PERF-005 PERF-006 PERF-012 PERF-021 reports vitals by the spec's names, page timings and its own user timings once each", () => {
    // The first input: FID is its processing start less its start time.
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        readonly callback: (list: { getEntries: () => object[] }) => void
        constructor(callback: (list: { getEntries: () => object[] }) => void) {
          this.callback = callback
        }
        observe() {
          this.callback({ getEntries: () => [{ startTime: 100, processingStart: 142.8 }] })
        }
      },
    )
    vi.spyOn(performance, "getEntriesByType").mockImplementation(
      (type: string) => (entries[type] ?? []) as never,
    )
    const records: Array<{
      eventName: string
      data: { measures: Record<string, number>; name?: string; action: string }
    }> = []
    collect((sent) => records.push(...(sent as never[])))
    vitals.handlers.get("LCP")?.({ name: "LCP", value: 2100.8 })
    vitals.handlers.get("CLS")?.({ name: "CLS", value: 0.0512 })
    vitals.handlers.get("INP")?.({ name: "INP", value: 88.2 })
    vitals.handlers.get("FCP")?.({ name: "FCP", value: 900.1 })
    const measures = (eventName: string) =>
      records.filter((r) => r.eventName === eventName).map((r) => r.data.measures)
    expect(measures("web_vital")).toEqual([
      { first_input_delay_ms: 42 },
      { largest_contentful_paint_ms: 2100 },
      { cumulative_layout_shift: 0.0512 },
      { interaction_to_next_paint_ms: 88 },
      { first_contentful_paint_ms: 900 },
    ])
    expect(measures("navigation")).toEqual([
      {
        load_event_ms: 512,
        dom_content_loaded_ms: 300,
        domain_lookup_ms: 4,
        tcp_ms: 15,
        tls_ms: 10,
        response_start_ms: 40,
        encoded_body_size_bytes: 1000,
        decoded_body_size_bytes: 4000,
      },
    ])
    expect(
      records.filter((r) => r.eventName === "user_timing").map((r) => [r.data.name, r.data.measures]),
    ).toEqual([
      ["vitrine:cart-open", { start_ms: 100, duration_ms: 0 }],
      ["vitrine:add", { start_ms: 200, duration_ms: 30 }],
    ])
    expect(new Set(records.map((r) => r.data.action))).toEqual(new Set(["load"]))
  })
})
