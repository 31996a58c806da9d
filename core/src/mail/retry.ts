import type { MailNotSent } from "./errors.ts"
import type { DeliveryOutcome } from "./outbox.ts"

/**
 * How the worker retries: attempt n (n ≥ 1) waits `baseMs · 2^(n-1)`, at most `maxMs`; a message
 * is dead after `maxAttempts` claims that failed for want of a mail server.
 *
 * @example
 * const policy: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 8 }
 */
export interface RetryPolicy {
  readonly baseMs: number
  readonly maxMs: number
  readonly maxAttempts: number
}

/**
 * The default policy: 30 s, 1 min, 2 min … up to an hour; dead after 8 attempts (about 2 hours).
 *
 * @example
 * DEFAULT_RETRY_POLICY.maxAttempts // 8
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 8 }

/**
 * How long to wait after a failed attempt (the first is 1).
 *
 * @example
 * retryDelayMs(3, DEFAULT_RETRY_POLICY) // 120000
 */
export const retryDelayMs = (attempt: number, policy: RetryPolicy): number =>
  Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)))

/**
 * What becomes of a message whose send failed: a rejection is permanent (dead at once); an
 * unavailable server is retried with backoff until the attempts run out.
 *
 * @example
 * failedOutcome(new MailNotSent({ reason: "unavailable", detail: "" }), 1, 0, DEFAULT_RETRY_POLICY) // { _tag: "retry", at: 30000, … }
 */
export const failedOutcome = (
  error: MailNotSent,
  attempts: number,
  now: number,
  policy: RetryPolicy,
): DeliveryOutcome =>
  error.reason === "rejected" || attempts >= policy.maxAttempts
    ? { _tag: "dead", error: error.detail }
    : { _tag: "retry", at: now + retryDelayMs(attempts, policy), error: error.detail }
