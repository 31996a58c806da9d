import type { VitalName } from "./names.ts"

const steps = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.round((to - from) / step) }, (_, i) => from + step * (i + 1))

// Milliseconds: 10 ms steps to 500, 50 ms to 5 s, 250 ms to 20 s, 1 s to 60 s. CLS: hundredths to 1,
// then twentieths to 3 (each bound computed as k/100 or k/20, so 0.1 and 0.25 are the same floats a
// browser reports). Every threshold of PERF-015..019 is a bound, so a bucket never straddles one.
const MS_BOUNDS = [
  ...steps(0, 500, 10),
  ...steps(500, 5000, 50),
  ...steps(5000, 20000, 250),
  ...steps(20000, 60000, 1000),
]
const CLS_BOUNDS = [
  ...Array.from({ length: 100 }, (_, i) => (i + 1) / 100),
  ...Array.from({ length: 40 }, (_, i) => (21 + i) / 20),
]

/**
 * The upper bounds of the histogram buckets the dashboard keeps per vital, ascending. Bucket `k`
 * holds the values above bound `k - 1` and up to bound `k` (upper bound included, as the ratings
 * are); bucket `bounds.length` holds everything above the last bound.
 *
 * @example
 * VITAL_BUCKET_BOUNDS.cumulative_layout_shift[9] // 0.1
 */
export const VITAL_BUCKET_BOUNDS: { readonly [name in VitalName]: readonly number[] } = {
  first_contentful_paint_ms: MS_BOUNDS,
  largest_contentful_paint_ms: MS_BOUNDS,
  cumulative_layout_shift: CLS_BOUNDS,
  first_input_delay_ms: MS_BOUNDS,
  interaction_to_next_paint_ms: MS_BOUNDS,
}

/**
 * The bucket of a value: how many bounds lie strictly below it (SQL: `n - width_bucket(-v, -bounds
 * reversed)`).
 *
 * @example
 * vitalBucket("cumulative_layout_shift", 0.1) // 9
 */
export const vitalBucket = (name: VitalName, value: number): number => {
  const bounds = VITAL_BUCKET_BOUNDS[name]
  let low = 0
  let high = bounds.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((bounds[middle] as number) < value) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The value a bucket stands for: its upper bound; the last bucket (beyond every bound) stands for
 * the last bound.
 *
 * @example
 * bucketValue("largest_contentful_paint_ms", vitalBucket("largest_contentful_paint_ms", 2437)) // 2450
 */
export const bucketValue = (name: VitalName, bucket: number): number => {
  const bounds = VITAL_BUCKET_BOUNDS[name]
  return bounds[Math.min(bucket, bounds.length - 1)] as number
}

/**
 * The 75th percentile's bucket of a histogram (bucket → count), by the nearest-rank method: the
 * first bucket where at least ⌈0.75 n⌉ samples lie at or below; undefined for an empty histogram.
 *
 * @example
 * p75Bucket(new Map([[3, 2], [7, 2]])) // 7
 */
export const p75Bucket = (histogram: ReadonlyMap<number, number>): number | undefined => {
  const total = [...histogram.values()].reduce((sum, n) => sum + n, 0)
  if (total === 0) return undefined
  const rank = Math.ceil(0.75 * total)
  let seen = 0
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0
    if (seen >= rank) return bucket
  }
  return undefined
}
