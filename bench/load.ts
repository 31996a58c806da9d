import autocannon from "autocannon"

/** One load run's figures. */
export interface LoadFigures {
  readonly name: string
  readonly requestsPerSecond: number
  /** Requests answered in the whole run. */
  readonly requests: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly errors: number
  readonly non2xx: number
}

/** Options of one load run; the defaults suit the 2-core machines this runs on. */
export interface LoadOptions {
  readonly url: string
  readonly method?: "GET" | "POST"
  readonly headers?: Record<string, string>
  readonly body?: string
  readonly connections?: number
  readonly seconds?: number
  /** A first run, not counted, so the figures are the server's steady state rather than its JIT warm-up; default 2 s. */
  readonly warmupSeconds?: number
}

/**
 * Drives a URL with autocannon for a bounded time, after an uncounted warm-up, and returns its
 * throughput and latency.
 *
 * @example
 * await load("baseline", { url: "http://127.0.0.1:4000/json" })
 */
export const load = async (name: string, options: LoadOptions): Promise<LoadFigures> => {
  const run = (duration: number) =>
    autocannon({
      url: options.url,
      method: options.method ?? "GET",
      headers: options.headers ?? {},
      ...(options.body === undefined ? {} : { body: options.body }),
      connections: options.connections ?? 10,
      // The load runs in a worker thread so it does not share the server's event loop.
      workers: 1,
      duration,
    })
  const warmup = options.warmupSeconds ?? Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
  if (warmup > 0) await run(warmup)
  const result = await run(options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8))
  return {
    name,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}
