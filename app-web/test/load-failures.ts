import { HTTP_MESSAGE } from "@vitrine/adapter-http/contract"
import type { ApiError } from "../src/api/store-client.ts"

/** One way a load fails: the client's error, and what the failure screen then reads and offers. */
export interface LoadFailureCase {
  readonly error: Partial<ApiError> & { readonly status: number }
  /** The screen's whole text (`role="alert"`), title, message, links and button. */
  readonly shown: string
  /** The button that loads again. */
  readonly retry: string
}

/**
 * Each kind of failed load as the HTTP client reports it, with the server's own messages (which
 * the screen must not show), and what a page's screen reads for it. A page whose 404 or server
 * error reads otherwise (an empty cart at checkout, a searched list) overrides those entries.
 *
 * @example
 * it.each(Object.entries(LOAD_FAILURES))("%s", async (_, { error, shown, retry }) => { … })
 */
export const LOAD_FAILURES = {
  offline: {
    error: { status: 0, message: "Please check your internet connection" },
    shown: "Network errorUnable to connect. Please try againTry again",
    retry: "Try again",
  },
  "server error": {
    error: { status: 500, message: "Please try again" },
    shown: "Unable to load. Try again.Retry",
    retry: "Retry",
  },
  "unavailable, Retry-After 5": {
    error: { status: 503, message: HTTP_MESSAGE.unavailable, retryAfterSeconds: 5 },
    shown: "The store cannot be reached just nowTrying again in 5 seconds.Try again",
    retry: "Try again",
  },
  "unavailable, no Retry-After": {
    error: { status: 503, message: HTTP_MESSAGE.unavailable },
    shown: "The store cannot be reached just nowPlease try again in a few seconds.Try again",
    retry: "Try again",
  },
  "not found": {
    error: { status: 404, message: HTTP_MESSAGE.notFound },
    shown: "Unable to locate contentRetry",
    retry: "Retry",
  },
  "session expired": {
    error: { status: 401, message: HTTP_MESSAGE.signInRequired },
    shown: "Your session has expiredSign in again, then try again.Sign inTry again",
    retry: "Try again",
  },
  forbidden: {
    error: { status: 403, message: "You do not have permission to do that." },
    shown: "You do not have permission to see this page.Try again",
    retry: "Try again",
  },
  "rate-limited": {
    error: { status: 429, message: "Please try again in a few seconds." },
    shown: "Too many requestsPlease try again in a few seconds.Try again",
    retry: "Try again",
  },
} as const satisfies Record<string, LoadFailureCase>
