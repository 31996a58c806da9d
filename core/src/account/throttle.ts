import type { AccountKind } from "./model.ts"

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * The failed sign-ins remembered under one key: how many since `firstAt`, the last at `lastAt` (epoch
 * milliseconds).
 *
 * @example
 * const failures: FailureCount = { count: 3, firstAt: 0, lastAt: 5_000 }
 */
export interface FailureCount {
  readonly count: number
  readonly firstAt: number
  readonly lastAt: number
}

/**
 * The brute-force policy (ours; the issue asks for per-account and per-address limits and a lockout
 * that cannot shut a member out for good):
 *
 * - per account — keyed by website, kind and normalised e-mail, so an unknown e-mail is throttled
 *   exactly like a known one and the lock tells nothing: from the 5th failure in a row, sign-in is
 *   refused for 30 s after each failure, doubling per further failure (30 s, 1, 2, 4, 8 min) and
 *   capped at 15 minutes. Refused attempts are not checked and do not count, so a lock always ends
 *   at most 15 minutes after the last real attempt; a successful sign-in clears the count, and a
 *   count is forgotten 24 hours after its first failure.
 * - per address — all accounts together: 50 failures within an hour of the first close that address
 *   until the hour is over. It stops one address trying many accounts, and is separate from the
 *   account's count, so nobody at another address is affected.
 *
 * @example
 * SIGN_IN_THROTTLE.account.maxLockMs // 900_000
 */
export const SIGN_IN_THROTTLE = {
  account: { lockFrom: 5, baseLockMs: 30_000, maxLockMs: 15 * MINUTE, windowMs: 24 * HOUR },
  address: { maxFailures: 50, windowMs: HOUR },
} as const

/**
 * The throttle key of an account, whether or not it exists.
 *
 * @example
 * accountThrottleKey("site-1", "member", "ada@example.com") // "account:site-1:member:ada@example.com"
 */
export const accountThrottleKey = (websiteId: string, kind: AccountKind, email: string): string =>
  `account:${websiteId}:${kind}:${email}`

/**
 * The throttle key of a client address (every website and kind together).
 *
 * @example
 * addressThrottleKey("203.0.113.7") // "address:203.0.113.7"
 */
export const addressThrottleKey = (address: string): string => `address:${address}`

// A count whose window has passed is forgotten, as the adapter forgets it at the next failure.
const live = (failures: FailureCount | undefined, windowMs: number, now: number) =>
  failures !== undefined && now < failures.firstAt + windowMs ? failures : undefined

/**
 * Until when an account's failures lock it (epoch ms), or undefined when they do not.
 *
 * @example
 * accountLockedUntil({ count: 5, firstAt: 0, lastAt: 1_000 }, 2_000) // 31_000
 */
export const accountLockedUntil = (failures: FailureCount | undefined, now: number): number | undefined => {
  const { lockFrom, baseLockMs, maxLockMs, windowMs } = SIGN_IN_THROTTLE.account
  const counted = live(failures, windowMs, now)
  if (counted === undefined || counted.count < lockFrom) return undefined
  const lockMs = Math.min(maxLockMs, baseLockMs * 2 ** Math.min(counted.count - lockFrom, 30))
  return counted.lastAt + lockMs
}

/**
 * Until when an address's failures close it (epoch ms), or undefined when they do not.
 *
 * @example
 * addressLockedUntil({ count: 50, firstAt: 0, lastAt: 9_000 }, 10_000) // 3_600_000
 */
export const addressLockedUntil = (failures: FailureCount | undefined, now: number): number | undefined => {
  const { maxFailures, windowMs } = SIGN_IN_THROTTLE.address
  const counted = live(failures, windowMs, now)
  return counted === undefined || counted.count < maxFailures ? undefined : counted.firstAt + windowMs
}

/**
 * How long until a sign-in may be tried again, given the account's and the address's failures; 0
 * when it may now.
 *
 * @example
 * signInWaitMs({ account: { count: 5, firstAt: 0, lastAt: 0 }, address: undefined }, 10_000) // 20_000
 */
export const signInWaitMs = (
  failures: { readonly account: FailureCount | undefined; readonly address: FailureCount | undefined },
  now: number,
): number => {
  const until = Math.max(
    accountLockedUntil(failures.account, now) ?? 0,
    addressLockedUntil(failures.address, now) ?? 0,
  )
  return Math.max(0, until - now)
}

/**
 * The message of a throttled sign-in (ours): the wait in whole minutes, rounded up. The same for
 * every e-mail, known or not.
 *
 * @example
 * throttledMessage(90_000) // "Too many failed sign-ins. Please try again in 2 minutes."
 */
export const throttledMessage = (waitMs: number): string => {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE))
  return `Too many failed sign-ins. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`
}
