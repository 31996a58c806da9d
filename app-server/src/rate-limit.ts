import { API_PATHS, type ErrorBody } from "@vitrine/adapter-http/contract"
import { inOrder } from "@vitrine/adapter-http/router"
import { ADD_TO_CART_ERROR } from "@vitrine/core/cart"
import type { Request, RequestHandler } from "express"
import { ipKeyGenerator, rateLimit, type Store } from "express-rate-limit"
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

// The draft-8 headers are written by `rateLimitHeaders` (the same headers, the partition key hashed
// once per client), after the count and in the 429 answer, rather than by the library's option.
const limiter = (options: RateLimitOptions): RequestHandler => {
  const windowMs = options.windowMs ?? 60_000
  const count = rateLimit({
    windowMs,
    limit: options.limit ?? 600,
    standardHeaders: false,
    legacyHeaders: false,
    ...(options.store ? { store: options.store } : {}),
    keyGenerator: (req) => `${options.keyPrefix ?? ""}${keyOfAddress(req.ip ?? "unknown")}`,
    // The one check that costs on every request (a map per request, against a limiter mounted twice
    // on one path); the app mounts it once. The start-up check that a key generator reading `req.ip`
    // calls `ipKeyGenerator` reads the generator's source text, and cannot see it in `keyOfAddress`.
    // The other checks of the configuration, made at start, stay.
    validate: { singleCount: false, keyGeneratorIpFallback: false },
    // A load balancer polls the health endpoint from one address, as often as it likes; refusing it
    // would take a healthy process out of rotation. The endpoint costs one indexed read.
    skip: isHealthCheck,
    handler: (req, res) => {
      rateLimitHeaders(req, res, windowMs)
      res.status(429).json({ message: ADD_TO_CART_ERROR.rateLimited } satisfies ErrorBody)
    },
  })
  const headers: RequestHandler = (req, res, next) => {
    rateLimitHeaders(req, res, windowMs)
    next()
  }
  return inOrder([count, headers])
}
