import { PERF_APP_NAME, PERF_METADATA } from "@vitrine/core/perf"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  decodeCensusCall,
  decodeFormRender,
  decodePerformanceRecords,
  decodeQuickView,
  decodeRecordEvent,
  decodeRecordHit,
  decodeScriptErrors,
} from "./decoders.ts"
import { CENSUS_BODY_LIMITS } from "./limits.ts"

const DECODERS = {
  RecordHit: decodeRecordHit,
  "census call": decodeCensusCall,
  "form-render": decodeFormRender,
  RecordQuickView: (body: string) => decodeQuickView("hat", body),
  RecordEvent: decodeRecordEvent,
  RecordJavascriptErrors: decodeScriptErrors,
  "performance/records": decodePerformanceRecords,
}

// Bodies a fuzzer sends: any text, JSON of any shape, forms of any fields, and near-misses.
const json = fc.jsonValue().map((value) => JSON.stringify(value))
const form = fc
  .dictionary(
    fc.constantFrom("event", "data", "ss_cvr", "crumb", "x", "__proto__"),
    fc.oneof(fc.string(), json),
  )
  .map((fields) => new URLSearchParams(fields).toString())
const body = fc.oneof(fc.string(), fc.string({ unit: "binary" }), json, form)

describe("census decoders", () => {
  it.each(Object.entries(DECODERS))(
    "%s never throws, and answers ok or 400/413, on 10 000 bodies",
    (_, decode) => {
      fc.assert(
        fc.property(body, (text) => {
          const decoded = decode(text)
          expect(decoded.ok || decoded.refusal.status === 400 || decoded.refusal.status === 413).toBe(true)
        }),
        { numRuns: 10_000 },
      )
    },
  )

  it("refuses a body over its limit with 413, before reading it", () => {
    const big = (limit: number) => `event=view&data=${"x".repeat(limit)}`
    expect(decodeRecordHit(big(CENSUS_BODY_LIMITS.hit))).toMatchObject({
      ok: false,
      refusal: { status: 413 },
    })
    expect(decodePerformanceRecords(`[${" ".repeat(CENSUS_BODY_LIMITS.performance)}]`)).toMatchObject({
      ok: false,
      refusal: { status: 413 },
    })
  })

  it("API-016 RecordHit takes form-encoded event, data and ss_cvr", () => {
    const body = new URLSearchParams({
      event: "view",
      data: JSON.stringify({ pagePath: "/shop", contentSource: "c" }),
      ss_cvr: "v|1|1|1|1",
    })
    expect(decodeRecordHit(body.toString())).toEqual({
      ok: true,
      value: { event: "view", data: { pagePath: "/shop", contentSource: "c" }, ss_cvr: "v|1|1|1|1" },
    })
    expect(decodeRecordHit("data=%7B%7D").ok).toBe(false)
  })

  it("API-019 form-render needs formId and visitorCookie", () => {
    expect(
      decodeFormRender(JSON.stringify({ formId: "f1", visitorCookie: "v|1|1|1|1", pagePath: "/contact" })).ok,
    ).toBe(true)
    expect(decodeFormRender(JSON.stringify({ pagePath: "/contact" })).ok).toBe(false)
  })

  it("API-021 RecordQuickView takes the item from the path and no body", () => {
    expect(decodeQuickView("hat", "")).toEqual({ ok: true, value: { itemId: "hat", payload: {} } })
    expect(decodeQuickView("a/b", "").ok).toBe(false)
  })

  it("API-022 RecordEvent takes form-encoded crumb, event and JSON data; a visitor event needs its payload", () => {
    const event = (fields: Record<string, string>) =>
      decodeRecordEvent(new URLSearchParams(fields).toString())
    expect(
      event({ crumb: "c", event: "ViewCart", data: JSON.stringify({ siteId: "s", isLoggedIn: false }) }).ok,
    ).toBe(true)
    expect(event({ crumb: "c", event: "ViewCart", data: JSON.stringify({ siteId: "s" }) }).ok).toBe(false)
    expect(event({ crumb: "c", event: "newsletter-subscribe", data: "{}" }).ok).toBe(true)
    expect(event({ event: "ViewCart" }).ok).toBe(false)
  })

  it("API-023 RecordJavascriptErrors takes a list of at most 10 reports", () => {
    const report = { kind: "error", message: "boom", stack: "at x", url: "/", timestamp: 1 }
    expect(decodeScriptErrors(JSON.stringify([report])).ok).toBe(true)
    expect(decodeScriptErrors(JSON.stringify(Array.from({ length: 11 }, () => report))).ok).toBe(false)
  })

  it("API-042 performance records are a JSON array", () => {
    const record = {
      appName: PERF_APP_NAME,
      eventName: "web_vital",
      pageLoadId: "l",
      timestamp: 1,
      data: {
        ...PERF_METADATA,
        environment: "prod",
        path: "/",
        measures: { largest_contentful_paint_ms: 1 },
      },
    }
    expect(decodePerformanceRecords(JSON.stringify([record])).ok).toBe(true)
    expect(decodePerformanceRecords(JSON.stringify(record)).ok).toBe(false)
  })
})
