/**
 * A timing floored to whole milliseconds (PERF-004); anything not a finite number reads as 0.
 *
 * @example
 * floorMs(12.9) // 12
 */
export const floorMs = (value: number): number => (Number.isFinite(value) ? Math.floor(value) : 0)

/**
 * Measures with the same name and duration kept once, the first seen (PERF-012): a buffered
 * observer and a later read of the timeline report the same measure twice.
 *
 * @example
 * dedupeMeasures([{ name: "a", duration: 1 }, { name: "a", duration: 1 }, { name: "a", duration: 2 }]).length // 2
 */
export const dedupeMeasures = <M extends { readonly name: string; readonly duration: number }>(
  measures: readonly M[],
): M[] => {
  const seen = new Set<string>()
  return measures.filter((measure) => {
    const key = `${measure.name}\u0000${measure.duration}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The fields of a navigation timing entry the collector reads (the browser's own names). */
export interface NavigationTimingFields {
  readonly domainLookupStart: number
  readonly domainLookupEnd: number
  readonly connectStart: number
  readonly connectEnd: number
  readonly secureConnectionStart: number
  readonly responseStart: number
  readonly domContentLoadedEventEnd: number
  readonly loadEventEnd: number
  readonly encodedBodySize: number
  readonly decodedBodySize: number
}

/**
 * The page timings of PERF-006 and body sizes of PERF-007 from a navigation entry, each timing
 * floored to milliseconds (PERF-004). TLS is 0 on a plain-HTTP or reused connection.
 *
 * @example
 * navigationMeasures(entry) // { load_event_ms: 812, dom_content_loaded_ms: 640, domain_lookup_ms: 0, … }
 */
export const navigationMeasures = (entry: NavigationTimingFields): { readonly [name: string]: number } => ({
  load_event_ms: floorMs(entry.loadEventEnd),
  dom_content_loaded_ms: floorMs(entry.domContentLoadedEventEnd),
  domain_lookup_ms: floorMs(entry.domainLookupEnd - entry.domainLookupStart),
  tcp_ms: floorMs(entry.connectEnd - entry.connectStart),
  tls_ms: entry.secureConnectionStart > 0 ? floorMs(entry.connectEnd - entry.secureConnectionStart) : 0,
  response_start_ms: floorMs(entry.responseStart),
  encoded_body_size_bytes: Math.max(0, Math.round(entry.encodedBodySize)),
  decoded_body_size_bytes: Math.max(0, Math.round(entry.decodedBodySize)),
})

/** What the collector observed of one image (PERF-003); timings in milliseconds, unfloored. */
export interface ImageObservation {
  readonly url: string
  readonly visibleOnLoad: boolean
  readonly observationTime: number
  readonly intersectionRatio: number
  readonly renderedWidth: number
  readonly renderedHeight: number
  readonly imageType: string
  readonly loaderType: string
  readonly elementtiming: string
  readonly naturalWidth: number
  readonly naturalHeight: number
  /** The image's resource timing, when the browser has one. */
  readonly resource?: {
    readonly startTime: number
    readonly duration: number
    readonly responseEnd: number
    readonly encodedBodySize: number
    readonly decodedBodySize: number
  }
}

/**
 * An image's measures (PERF-003): its timings (resource timings included) floored to milliseconds
 * (PERF-004), sizes in pixels and bytes; and its attributes apart.
 *
 * @example
 * imageMeasures(observation).measures.observation_time_ms // 431
 */
export const imageMeasures = (image: ImageObservation) => ({
  measures: {
    observation_time_ms: floorMs(image.observationTime),
    natural_width: Math.round(image.naturalWidth),
    natural_height: Math.round(image.naturalHeight),
    ...(image.resource === undefined
      ? {}
      : {
          resource_start_ms: floorMs(image.resource.startTime),
          resource_duration_ms: floorMs(image.resource.duration),
          resource_response_end_ms: floorMs(image.resource.responseEnd),
          encoded_body_size_bytes: Math.max(0, Math.round(image.resource.encodedBodySize)),
          decoded_body_size_bytes: Math.max(0, Math.round(image.resource.decodedBodySize)),
        }),
  },
  image: {
    url: image.url,
    visibleOnLoad: image.visibleOnLoad,
    intersectionRatio: Math.min(1, Math.max(0, image.intersectionRatio)),
    imageSize: `${Math.round(image.renderedWidth)}x${Math.round(image.renderedHeight)}`,
    imageType: image.imageType,
    loaderType: image.loaderType,
    elementtiming: image.elementtiming,
  },
})
