import { Effect, Layer } from "effect"
import type { CensusEvent, Hit, PerformanceSample } from "../census/model.ts"
import { PAGE_VIEW } from "../census/model.ts"
import { type Period, type Step, stepStarts } from "../census/period.ts"
import { EventStore } from "../census/port.ts"
import {
  type CensusReport,
  type CensusTotals,
  FUNNEL_EVENTS,
  TOP_COUNT,
  VITALS_COUNT,
  type VitalSummary,
} from "../census/report.ts"
import { p75Bucket, vitalBucket } from "../perf/histogram.ts"
import { isVitalName } from "../perf/names.ts"

const within = (period: Period) => (event: { readonly at: number }) =>
  event.at >= period.from && event.at < period.to

const countBy = <K>(items: readonly K[]): Map<K, number> => {
  const counts = new Map<K, number>()
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
  return counts
}

const totalsOf = (events: readonly CensusEvent[]): CensusTotals => {
  const hits = events.filter((e): e is Hit => e._tag === "Hit")
  const people = hits.filter((hit) => !hit.bot)
  const views = people.filter((hit) => hit.name === PAGE_VIEW)
  const named = (name: string) => people.filter((hit) => hit.name === name).length
  return {
    visits: views.filter((view) => view.newVisit).length,
    uniqueVisitors: new Set(views.flatMap((view) => (view.visitorId === null ? [] : [view.visitorId]))).size,
    pageViews: views.length,
    botHits: hits.length - people.length,
    scriptErrors: events.filter((e) => e._tag === "ScriptError").length,
    funnel: {
      plpVisits: named(FUNNEL_EVENTS.plpVisits),
      pdpVisits: named(FUNNEL_EVENTS.pdpVisits),
      addsToCart: named(FUNNEL_EVENTS.addsToCart),
      cartViews: named(FUNNEL_EVENTS.cartViews),
    },
  }
}

const byCountThenKey =
  <T>(count: (t: T) => number, key: (t: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)

const reportOf = (events: readonly CensusEvent[], period: Period, step: Step): CensusReport => {
  const people = events.filter((e): e is Hit => e._tag === "Hit" && !e.bot)
  const views = people.filter((hit) => hit.name === PAGE_VIEW)
  const size = step === "hour" ? 3_600_000 : 86_400_000
  const series = stepStarts(period, step).map((start) => {
    const slice = events.filter(
      within({ from: Math.max(start, period.from), to: Math.min(start + size, period.to) }),
    )
    const { visits, uniqueVisitors, pageViews } = totalsOf(slice)
    return { start, visits, uniqueVisitors, pageViews }
  })
  const items = (name: string) =>
    countBy(
      people.filter((hit) => hit.name === name && hit.itemId !== null).map((hit) => hit.itemId as string),
    )
  const viewsOf = items(FUNNEL_EVENTS.pdpVisits)
  const addsOf = items(FUNNEL_EVENTS.addsToCart)
  const topProducts = [...new Set([...viewsOf.keys(), ...addsOf.keys()])]
    .map((itemId) => ({ itemId, views: viewsOf.get(itemId) ?? 0, addsToCart: addsOf.get(itemId) ?? 0 }))
    .sort(
      byCountThenKey(
        (p) => p.views,
        (p) => p.itemId,
      ),
    )
    .slice(0, TOP_COUNT)
  const topPages = [...countBy(views.flatMap((view) => (view.path === null ? [] : [view.path]))).entries()]
    .map(([path, pageViews]) => ({ path, pageViews }))
    .sort(
      byCountThenKey(
        (p) => p.pageViews,
        (p) => p.path,
      ),
    )
    .slice(0, TOP_COUNT)
  return { totals: totalsOf(events), series, topProducts, topPages, vitals: vitalsOf(events) }
}

const vitalsOf = (events: readonly CensusEvent[]): VitalSummary[] => {
  const histograms = new Map<
    string,
    { path: string; metric: VitalSummary["metric"]; buckets: Map<number, number> }
  >()
  for (const event of events) {
    if (event._tag !== "PerformanceSample" || !isVital(event)) continue
    const key = `${event.path}\u0000${event.metric}`
    const entry = histograms.get(key) ?? { path: event.path, metric: event.metric, buckets: new Map() }
    const bucket = vitalBucket(event.metric, event.value)
    entry.buckets.set(bucket, (entry.buckets.get(bucket) ?? 0) + 1)
    histograms.set(key, entry)
  }
  return [...histograms.values()]
    .map(({ path, metric, buckets }) => ({
      path,
      metric,
      samples: [...buckets.values()].reduce((sum, n) => sum + n, 0),
      p75Bucket: p75Bucket(buckets) as number,
    }))
    .sort(
      byCountThenKey(
        (v) => v.samples,
        (v) => `${v.path}\u0000${v.metric}`,
      ),
    )
    .slice(0, VITALS_COUNT)
}

const isVital = (
  sample: PerformanceSample,
): sample is PerformanceSample & { metric: VitalSummary["metric"] } =>
  sample.eventName === "web_vital" && isVitalName(sample.metric)

/**
 * EventStore in memory: every event kept as given, reports computed from them exactly (unique
 * visitors are counted, not estimated). Each call gives an empty store; `events` exposes what it
 * holds, for a test to look at.
 *
 * @example
 * const { layer, events } = memoryEventStore()
 * recordPageView(caller, page).pipe(Effect.provide(layer))
 */
export const memoryEventStore = (): {
  readonly layer: Layer.Layer<EventStore>
  readonly events: CensusEvent[]
} => {
  const events: CensusEvent[] = []
  const of = (websiteId: string, period: Period) =>
    events.filter((event) => event.websiteId === websiteId).filter(within(period))
  const layer = Layer.succeed(
    EventStore,
    EventStore.of({
      append: (batch) =>
        Effect.sync(() => {
          events.push(...batch)
        }),
      totals: (websiteId, period) => Effect.sync(() => totalsOf(of(websiteId, period))),
      report: (websiteId, period, step) => Effect.sync(() => reportOf(of(websiteId, period), period, step)),
    }),
  )
  return { layer, events }
}

/**
 * A fresh memory EventStore layer, for suites that only need the port.
 *
 * @example
 * eventStoreSuite("memory", memoryEventStoreLayer)
 */
export const memoryEventStoreLayer = (): Layer.Layer<EventStore> =>
  Layer.unwrap(Effect.sync(() => memoryEventStore().layer))
