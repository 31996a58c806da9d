import { API_PATHS, type ErrorBody } from "@vitrine/adapter-http/contract"
import { ADD_TO_CART_ERROR } from "@vitrine/core/cart"
import type { NextFunction, Request, RequestHandler, Response } from "express"
import {
  type ClientRateLimitInfo,
  ipKeyGenerator,
  MemoryStore,
  type Options,
  type RateLimitInfo,
  type Store,
} from "express-rate-limit"
import { memoized, rateLimitHeaders } from "./rate-limit-headers.ts"

/** How many /api requests one IP may make per window, and where the counters live. */
export interface RateLimitOptions {
  /** Requests per window per IP; default 600; 0 turns the limit off (a benchmark behind its own limiter). */
  readonly limit?: number
  /** Window length; default one minute. */
  readonly windowMs?: number
  /** Shared counters (the Postgres store, so every server process counts together); default in memory. */
  readonly store?: Store
  /** Prefixed to each client's key: servers sharing counters but not limits (tests) use different ones. */
  readonly keyPrefix?: string
}

/**
 * The /api rate limit: past the limit, 429 with "Please try again in a few seconds." (ADDCART-022)
 * and the standard RateLimit headers. `GET /api/health` is not counted.
 *
 * @example
 * app.use("/api", apiRateLimit({ limit: 600 }))
 */
export const apiRateLimit = (options: RateLimitOptions = {}): RequestHandler =>
  options.limit === 0 ? (_req, _res, next) => next() : limiter(options)

// Express matches paths without regard to case, and with or without a trailing slash; so does this.
const HEALTH = new RegExp(`^${API_PATHS.health}/?$`, "i")
const isHealthCheck = (req: Request): boolean => HEALTH.test(req.path)

// IPv6 clients are keyed by their /56, so one visitor cannot dodge the limit by rotating addresses.
// Parsing an address for its subnet is dear (an IPv4 address mapped into IPv6 is parsed as IPv6);
// an address's key never changes, so it is worked out once per address.
const keyOfAddress = memoized((address) => ipKeyGenerator(address))

// The limiter itself, on express-rate-limit's parts (its store interface and in-memory store, its
// IPv6 keying) but not its middleware: that one awaits five times per request (skip, key, increment,
// limit, and the store wrapped in a promise), logs through `debug` on every call (each call an
// arguments array) and checks its configuration again each time; on add to cart it was 6 % of the
// server's CPU and 3 KB of each request's allocations (issue 14's profile). Here a store that counts at
// once (its `increment` answers a count, not a promise: the Postgres adapter's, which counts in memory
// and flushes later) decides in the same turn; a store answering a promise is awaited. The answers are the
// library's: the count on `req.rateLimit`, the draft-8 headers (`rateLimitHeaders`), past the limit
// 429 with the spec's message, and a store that fails passes the error on (a 500, as the library does
// with `passOnStoreError` off).
const limiter = (options: RateLimitOptions): RequestHandler => {
  const windowMs = options.windowMs ?? 60_000
  const limit = options.limit ?? 600
  const store: Store = options.store ?? new MemoryStore()
  // Of the library's options, a store reads the window at start. A store that fails to start is
  // logged, as the library logs it, and the limiter counts on.
  const startFailed = (error: unknown) => console.error("rate limit store: start failed", error)
  try {
    store.init?.({ windowMs } as Options)?.catch(startFailed)
  } catch (error) {
    startFailed(error)
  }
  const prefix = options.keyPrefix ?? ""
  const decide = (
    req: Request,
    res: Response,
    next: NextFunction,
    key: string,
    count: ClientRateLimitInfo,
  ) => {
    const info: RateLimitInfo = {
      limit,
      used: count.totalHits,
      remaining: Math.max(limit - count.totalHits, 0),
      resetTime: count.resetTime,
      key,
    }
    // Where the library's middleware puts it, for whoever reads it after.
    ;(req as Request & { rateLimit?: RateLimitInfo }).rateLimit = info
    rateLimitHeaders(info, res, windowMs)
    if (count.totalHits <= limit) return next()
    res.status(429).json({ message: ADD_TO_CART_ERROR.rateLimited } satisfies ErrorBody)
  }
  return (req, res, next) => {
    // A load balancer polls the health endpoint from one address, as often as it likes; refusing it
    // would take a healthy process out of rotation. The endpoint costs one indexed read.
    if (isHealthCheck(req)) return next()
    const key = prefix + keyOfAddress(req.ip ?? "unknown")
    const counted = store.increment(key)
    if (!("then" in counted)) return decide(req, res, next, key, counted)
    counted.then((count) => decide(req, res, next, key, count), next)
  }
}
