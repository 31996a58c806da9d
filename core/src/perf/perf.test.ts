import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { MARK_PREFIX, perfEnvironment } from "./environment.ts"
import { bucketValue, p75Bucket, VITAL_BUCKET_BOUNDS, vitalBucket } from "./histogram.ts"
import { dedupeMeasures, floorMs, imageMeasures, navigationMeasures } from "./measures.ts"
import { PERF_APP_NAME, PERF_METADATA } from "./metadata.ts"
import { VITAL_NAMES, VITALS, type VitalName, vitalName } from "./names.ts"
import { PerformanceBatchSchema, PerformanceRecordSchema } from "./record.ts"
import { PERF_SCHEDULE, PERFORMANCE_RECORDS_PATH } from "./schedule.ts"
import { rateVital, VITAL_THRESHOLDS } from "./thresholds.ts"

describe("web vitals", () => {
  it("PERF-005 web-vitals names become the spec's snake_case names", () => {
    expect(VITAL_NAMES).toEqual({
      FCP: "first_contentful_paint_ms",
      LCP: "largest_contentful_paint_ms",
      CLS: "cumulative_layout_shift",
      INP: "interaction_to_next_paint_ms",
      FID: "first_input_delay_ms",
    })
    expect(vitalName("TTFB")).toBeUndefined()
    expect(vitalName("toString")).toBeUndefined()
  })

  it.each([
    ["PERF-015", "first_contentful_paint_ms", 1800, 3000],
    ["PERF-016", "largest_contentful_paint_ms", 2500, 4000],
    ["PERF-017", "cumulative_layout_shift", 0.1, 0.25],
    ["PERF-018", "first_input_delay_ms", 100, 300],
    ["PERF-019", "interaction_to_next_paint_ms", 200, 500],
  ] as const)("%s %s is good up to %s and poor above %s", (_, name, good, poor) => {
    expect(VITAL_THRESHOLDS[name]).toEqual({ good, poor })
    expect(rateVital(name, good)).toBe("good")
    expect(rateVital(name, good + 0.001)).toBe("needs-improvement")
    expect(rateVital(name, poor)).toBe("needs-improvement")
    expect(rateVital(name, poor + 0.001)).toBe("poor")
  })
})

describe("histogram buckets", () => {
  const vital = fc.constantFrom(...VITALS)
  const value = fc.double({ min: 0, max: 100_000, noNaN: true })

  it("every threshold is a bucket bound, so a bucket rates like every value in it", () => {
    for (const name of VITALS) {
      const { good, poor } = VITAL_THRESHOLDS[name]
      expect(VITAL_BUCKET_BOUNDS[name]).toContain(good)
      expect(VITAL_BUCKET_BOUNDS[name]).toContain(poor)
    }
    fc.assert(
      fc.property(vital, value, (name: VitalName, v) => {
        const bound = bucketValue(name, vitalBucket(name, v))
        const last = VITAL_BUCKET_BOUNDS[name].at(-1) as number
        if (v <= last) {
          expect(bound).toBeGreaterThanOrEqual(v)
          expect(rateVital(name, bound)).toBe(rateVital(name, v))
        } else expect(rateVital(name, v)).toBe("poor")
      }),
    )
  })

  it("buckets never go down as values go up", () => {
    fc.assert(
      fc.property(vital, value, value, (name: VitalName, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(vitalBucket(name, low)).toBeLessThanOrEqual(vitalBucket(name, high))
      }),
    )
  })

  it("p75 is the nearest-rank 75th percentile's bucket", () => {
    expect(p75Bucket(new Map())).toBeUndefined()
    expect(p75Bucket(new Map([[5, 1]]))).toBe(5)
    expect(
      p75Bucket(
        new Map([
          [1, 3],
          [9, 1],
        ]),
      ),
    ).toBe(1)
    expect(
      p75Bucket(
        new Map([
          [1, 2],
          [9, 2],
        ]),
      ),
    ).toBe(9)
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 240 }), { minLength: 1, maxLength: 200 }), (buckets) => {
        const histogram = new Map<number, number>()
        for (const b of buckets) histogram.set(b, (histogram.get(b) ?? 0) + 1)
        const sorted = [...buckets].sort((x, y) => x - y)
        expect(p75Bucket(histogram)).toBe(sorted[Math.ceil(0.75 * sorted.length) - 1])
      }),
    )
  })
})

describe("measures", () => {
  it("PERF-004 timings are floored to whole milliseconds", () => {
    expect([floorMs(12.9), floorMs(0.2), floorMs(Number.NaN)]).toEqual([12, 0, 0])
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (v) => {
        expect(Number.isInteger(floorMs(v)) && floorMs(v) <= v && v - floorMs(v) < 1).toBe(true)
      }),
    )
  })

  it("PERF-012 measures with the same name and duration are kept once", () => {
    const measures = [
      { name: "a", duration: 1, at: 1 },
      { name: "a", duration: 1, at: 2 },
      { name: "a", duration: 2, at: 3 },
      { name: "b", duration: 1, at: 4 },
    ]
    expect(dedupeMeasures(measures).map((m) => m.at)).toEqual([1, 3, 4])
  })

  const navigation = {
    domainLookupStart: 10.4,
    domainLookupEnd: 30.9,
    connectStart: 30.9,
    connectEnd: 90.2,
    secureConnectionStart: 50.5,
    responseStart: 120.7,
    domContentLoadedEventEnd: 640.3,
    loadEventEnd: 812.8,
    encodedBodySize: 5120,
    decodedBodySize: 20480,
  }

  it("PERF-006 the page timings are load event, DOM content loaded, DNS, TCP, TLS and response start", () => {
    expect(navigationMeasures(navigation)).toMatchObject({
      load_event_ms: 812,
      dom_content_loaded_ms: 640,
      domain_lookup_ms: 20,
      tcp_ms: 59,
      tls_ms: 39,
      response_start_ms: 120,
    })
    expect(navigationMeasures({ ...navigation, secureConnectionStart: 0 }).tls_ms).toBe(0)
  })

  it("PERF-007 encoded and decoded body sizes are kept in bytes", () => {
    expect(navigationMeasures(navigation)).toMatchObject({
      encoded_body_size_bytes: 5120,
      decoded_body_size_bytes: 20480,
    })
  })

  it("PERF-003 an image record has its visibility, observation, ratio, size, type, loader, element timing, natural size and resource timings", () => {
    const record = imageMeasures({
      url: "/img/hat.jpg",
      visibleOnLoad: true,
      observationTime: 431.7,
      intersectionRatio: 0.5,
      renderedWidth: 300,
      renderedHeight: 200.4,
      imageType: "jpg",
      loaderType: "raw",
      elementtiming: "hero",
      naturalWidth: 1500,
      naturalHeight: 1000,
      resource: {
        startTime: 100.9,
        duration: 200.5,
        responseEnd: 301.4,
        encodedBodySize: 9000,
        decodedBodySize: 9000,
      },
    })
    expect(record).toEqual({
      measures: {
        observation_time_ms: 431,
        natural_width: 1500,
        natural_height: 1000,
        resource_start_ms: 100,
        resource_duration_ms: 200,
        resource_response_end_ms: 301,
        encoded_body_size_bytes: 9000,
        decoded_body_size_bytes: 9000,
      },
      image: {
        url: "/img/hat.jpg",
        visibleOnLoad: true,
        intersectionRatio: 0.5,
        imageSize: "300x200",
        imageType: "jpg",
        loaderType: "raw",
        elementtiming: "hero",
      },
    })
  })
})

describe("schedule and records", () => {
  it("the send after load waits 5 s and collection stops at 60 s (the tracker's tests check the sends)", () => {
    expect(PERF_SCHEDULE).toEqual({ afterLoadMs: 5000, vitalsCapMs: 60_000 })
  })

  it("records go to /api/1/performance/records", () => {
    expect(PERFORMANCE_RECORDS_PATH).toBe("/api/1/performance/records")
  })

  it.each([
    ["localhost", "dev"],
    ["127.0.0.1", "dev"],
    ["shop.test", "dev"],
    ["staging.shop.example", "staging"],
    ["shop-staging.example.com", "staging"],
    ["shop.example.com", "prod"],
    ["stagingshop.com", "prod"],
  ])("PERF-020 %s is %s", (host, environment) => {
    expect(perfEnvironment(host)).toBe(environment)
  })

  it("our marks' prefix is vitrine:", () => {
    expect(MARK_PREFIX).toBe("vitrine:")
  })

  const record = {
    appName: PERF_APP_NAME,
    eventName: "web_vital",
    pageLoadId: "load-1",
    timestamp: 1_700_000_000_000,
    data: {
      ...PERF_METADATA,
      environment: "prod",
      path: "/shop",
      measures: { largest_contentful_paint_ms: 2100 },
    },
  }
  const accepts = (value: unknown) =>
    Schema.decodeUnknownExit(PerformanceBatchSchema)(value)._tag === "Success"

  it("PERF-002 a record has app name, data, event name, page load id and timestamp", () => {
    expect(Object.keys(PerformanceRecordSchema.fields).sort()).toEqual(
      ["appName", "data", "eventName", "pageLoadId", "timestamp"].sort(),
    )
    expect(accepts([record])).toBe(true)
    expect(accepts([{ ...record, pageLoadId: undefined }])).toBe(false)
  })

  it("PERF-008 the metadata is action load, actor user, object type website, source web and our schema", () => {
    expect(PERF_METADATA).toEqual({
      action: "load",
      actor: "user",
      objectType: "website",
      source: "web",
      schema: "vitrine.performance/1",
    })
    expect(accepts([{ ...record, data: { ...record.data, action: "click" } }])).toBe(false)
  })

  it("a batch refuses more than 200 records and negative measures, and drops names not in snake_case", () => {
    expect(accepts(Array.from({ length: 201 }, () => record))).toBe(false)
    expect(accepts([{ ...record, data: { ...record.data, measures: { lcp: -1 } } }])).toBe(false)
    const decoded = Schema.decodeUnknownSync(PerformanceBatchSchema)([
      { ...record, data: { ...record.data, measures: { LCP: 1, tcp_ms: 2 } } },
    ])
    expect(decoded[0]?.data.measures).toEqual({ tcp_ms: 2 })
  })
})
