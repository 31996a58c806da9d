import type { VitalName } from "../perf/names.ts"

/** The add-to-cart funnel: listing visits, product-page visits, adds to cart, cart views. */
export interface Funnel {
  readonly plpVisits: number
  readonly pdpVisits: number
  readonly addsToCart: number
  readonly cartViews: number
}

/**
 * A period's totals. `visits`: page views that started a visit; `uniqueVisitors`: distinct visitor
 * ids among page views (an adapter may estimate it: within 2% or 1); `pageViews`: page views of
 * people; `botHits`: every hit of a bot, counted apart from everything else; `scriptErrors`: reports.
 */
export interface CensusTotals {
  readonly visits: number
  readonly uniqueVisitors: number
  readonly pageViews: number
  readonly botHits: number
  readonly scriptErrors: number
  readonly funnel: Funnel
}

/** One step of a series. */
export interface SeriesPoint {
  readonly start: number
  readonly visits: number
  readonly uniqueVisitors: number
  readonly pageViews: number
}

/** A product's views (VisitPDP) and adds to cart (AddToCart). */
export interface ProductCount {
  readonly itemId: string
  readonly views: number
  readonly addsToCart: number
}

/** A page's views. */
export interface PageCount {
  readonly path: string
  readonly pageViews: number
}

/** A vital's histogram summary on one page: samples and the bucket of the 75th percentile. */
export interface VitalSummary {
  readonly path: string
  readonly metric: VitalName
  readonly samples: number
  readonly p75Bucket: number
}

/**
 * What the EventStore answers for one period: the totals, the series (every step, zeros included),
 * the 10 most viewed products and pages (ties by id or path), and each page's vitals (the 50 with
 * the most samples; ties by path then metric).
 */
export interface CensusReport {
  readonly totals: CensusTotals
  readonly series: readonly SeriesPoint[]
  readonly topProducts: readonly ProductCount[]
  readonly topPages: readonly PageCount[]
  readonly vitals: readonly VitalSummary[]
}

/** How many products and pages a report lists. */
export const TOP_COUNT = 10
/** How many page vitals a report lists. */
export const VITALS_COUNT = 50

/** The funnel's event names, step by step. */
export const FUNNEL_EVENTS = {
  plpVisits: "VisitPLP",
  pdpVisits: "VisitPDP",
  addsToCart: "AddToCart",
  cartViews: "ViewCart",
} as const
