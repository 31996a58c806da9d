import { LRUCache } from "lru-cache"

/**
 * The default capacity of a least-recently-used cache (UTIL-009).
 *
 * @example
 * DEFAULT_CACHE_CAPACITY // 100
 */
export const DEFAULT_CACHE_CAPACITY = 100

/**
 * A least-recently-used cache of at most `capacity` entries (UTIL-009): reading or writing a key
 * makes it the most recent; adding past capacity drops the least recent. Keys and values may be any
 * value except null and undefined (a cached "nothing" would be indistinguishable from a miss).
 */
export interface LruCache<K extends {}, V extends {}> {
  /** The cached value, or undefined on a miss; a hit makes the key the most recent. */
  readonly get: (key: K) => V | undefined
  /** Stores a value as the most recent entry, dropping the least recent one when full. */
  readonly set: (key: K, value: V) => void
  /** Whether the key is cached, without changing its recency. */
  readonly has: (key: K) => boolean
  /** Removes a key; returns whether it was cached. */
  readonly delete: (key: K) => boolean
  /** Removes every entry. */
  readonly clear: () => void
  /** The cached value, or the computed one, stored as the most recent. */
  readonly getOrSet: (key: K, compute: (key: K) => V) => V
  /** The number of entries. */
  readonly size: () => number
  /** The keys from most to least recently used. */
  readonly keys: () => ReadonlyArray<K>
  /** The capacity the cache was made with. */
  readonly capacity: number
}

/**
 * Makes a least-recently-used cache (UTIL-009), by default of 100 entries. The eviction itself is the
 * `lru-cache` package's; this is a typed wrapper with the spec's default. A capacity that is not a
 * positive whole number is a programming error (RangeError).
 *
 * @example
 * const cache = makeLruCache<string, number>({ capacity: 2 })
 * cache.set("a", 1); cache.set("b", 2); cache.get("a"); cache.set("c", 3)
 * cache.has("b") // false: "b" was the least recently used
 */
export const makeLruCache = <K extends {}, V extends {}>(
  options: { readonly capacity?: number } = {},
): LruCache<K, V> => {
  const capacity = options.capacity ?? DEFAULT_CACHE_CAPACITY
  if (!Number.isSafeInteger(capacity) || capacity < 1) {
    throw new RangeError(`Cache capacity must be a positive whole number, got ${capacity}`)
  }
  const cache = new LRUCache<K, V>({ max: capacity })
  return {
    get: (key) => cache.get(key),
    set: (key, value) => {
      cache.set(key, value)
    },
    has: (key) => cache.has(key),
    delete: (key) => cache.delete(key),
    clear: () => cache.clear(),
    getOrSet: (key, compute) => {
      const known = cache.get(key)
      if (known !== undefined) return known
      const value = compute(key)
      cache.set(key, value)
      return value
    },
    size: () => cache.size,
    keys: () => [...cache.keys()],
    capacity,
  }
}
