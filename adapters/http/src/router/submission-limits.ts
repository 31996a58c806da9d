import { SUBMIT_MESSAGES } from "@vitrine/core/form"
import type { ErrorReply } from "./errors.ts"

/**
 * How many submissions a form takes in a window: from one address, and in all. The spec gives the
 * 429 message (FORMSUBMIT-012) but no numbers; ours: 10 a minute from one address (a person sends a
 * form once or twice), 300 a minute for one form in all (a newsletter on a busy launch day).
 *
 * @example
 * const limits: SubmissionLimits = { perAddress: 10, perForm: 300, windowMs: 60_000 }
 */
export interface SubmissionLimits {
  readonly perAddress: number
  readonly perForm: number
  readonly windowMs: number
}

/** The limits a router uses unless told otherwise. */
export const DEFAULT_SUBMISSION_LIMITS: SubmissionLimits = { perAddress: 10, perForm: 300, windowMs: 60_000 }

/** The 429 of a submission past a limit (FORMSUBMIT-012). */
export const RATE_LIMITED_REPLY: ErrorReply = { status: 429, body: { message: SUBMIT_MESSAGES.rateLimited } }

/**
 * Counts submissions per form and per (form, address) in fixed windows, in this process's memory:
 * a second line behind the server's per-address limit on every /api call, aimed at one form being
 * flooded. Several processes each count their own share, so the limits are per process. A window's
 * counts are dropped when it ends, so memory holds at most one window of addresses.
 *
 * @example
 * const limiter = submissionLimiter(DEFAULT_SUBMISSION_LIMITS)
 * if (!limiter.take("contact", req.ip ?? "", Date.now())) return RATE_LIMITED_REPLY
 */
export const submissionLimiter = (limits: SubmissionLimits) => {
  let windowStart = 0
  let counts = new Map<string, number>()
  const bump = (key: string): number => {
    const next = (counts.get(key) ?? 0) + 1
    counts.set(key, next)
    return next
  }
  return {
    /** Counts one submission; false when it is past a limit (and so refused). */
    take: (formId: string, address: string, now: number): boolean => {
      if (now - windowStart >= limits.windowMs) {
        windowStart = now
        counts = new Map()
      }
      const forForm = bump(`form\u0000${formId}`)
      const fromAddress = bump(`address\u0000${formId}\u0000${address}`)
      return forForm <= limits.perForm && fromAddress <= limits.perAddress
    },
  }
}
