import type { CookieMode, TrackingPayload } from "@vitrine/core/visitor"
import type { AdCall } from "./ads.ts"

/**
 * What a page tells the tracker: its website, the page (path, page-type code, the signed-in user's
 * website roles, the tracking payload fields it has), the merchant's settings (from commerce
 * preferences), and where to send. Everything but `websiteId` and `page.path` has a default.
 */
export interface TrackerConfig {
  readonly websiteId: string
  readonly page: {
    readonly path: string
    readonly pageType?: number
    readonly websiteRoles?: readonly number[]
    readonly payload?: TrackingPayload
  }
  /** The merchant's default for visitors who have not answered: restrictive unless told. */
  readonly merchantDefault?: CookieMode
  /** The commerce site-visitor-metrics feature (TRACK-010): on unless told. */
  readonly visitorMetrics?: boolean
  /** Whether the performance collector runs: on unless told. */
  readonly performanceCollector?: boolean
  /** The site is a cloneable template: nothing is tracked (COOKIE-008). */
  readonly cloneable?: boolean
  /** Where performance records go (PERF-013); the API's path unless told. */
  readonly performanceUrl?: string
  /** The ad-tracking pixel told of adds to cart (TRACK-011), if the page has one (`metaPixel` for Meta's). */
  readonly adPixel?: AdCall
  /** Loads the performance collector; the tracker's own lazy chunk unless told (tests pass theirs). */
  readonly loadCollector?: () => Promise<{ readonly collect: (send: CollectorSink) => void }>
}

/** Where the collector hands its records: the tracker batches and sends them. */
export type CollectorSink = (records: readonly object[]) => void
