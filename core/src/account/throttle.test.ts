import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  accountLockedUntil,
  addressLockedUntil,
  type FailureCount,
  SIGN_IN_THROTTLE,
  signInWaitMs,
  throttledMessage,
} from "./throttle.ts"

const SECOND = 1_000
const MINUTE = 60 * SECOND
const failures = (count: number, lastAt = 0, firstAt = 0): FailureCount => ({ count, firstAt, lastAt })

describe("per-account lockout", () => {
  it.each([
    [1, undefined],
    [4, undefined],
    [5, 30 * SECOND],
    [6, MINUTE],
    [7, 2 * MINUTE],
    [9, 8 * MINUTE],
    [10, 15 * MINUTE],
    [1_000, 15 * MINUTE],
  ])("after %i failures in a row the account waits %j ms from the last", (count, lockMs) => {
    expect(accountLockedUntil(failures(count, 10 * SECOND), 10 * SECOND)).toBe(
      lockMs === undefined ? undefined : 10 * SECOND + lockMs,
    )
  })

  it("never locks for more than 15 minutes after the last failure, however many", () => {
    fc.assert(
      fc.property(fc.nat(1e7), fc.nat(1e12), (count, lastAt) => {
        const until = accountLockedUntil(failures(count, lastAt, lastAt), lastAt) ?? lastAt
        expect(until - lastAt).toBeLessThanOrEqual(SIGN_IN_THROTTLE.account.maxLockMs)
        expect(
          accountLockedUntil(failures(count, lastAt, lastAt), lastAt + SIGN_IN_THROTTLE.account.maxLockMs) ??
            0,
        ).toBeLessThanOrEqual(lastAt + SIGN_IN_THROTTLE.account.maxLockMs)
      }),
    )
  })

  it("more failures never shorten the lock", () => {
    fc.assert(
      fc.property(fc.nat(100), (count) => {
        const fewer = accountLockedUntil(failures(count), 0) ?? 0
        expect(accountLockedUntil(failures(count + 1), 0) ?? 0).toBeGreaterThanOrEqual(fewer)
      }),
    )
  })

  it("a count 24 hours old is forgotten", () => {
    const day = SIGN_IN_THROTTLE.account.windowMs
    expect(accountLockedUntil(failures(50, day - 1, 0), day - 1)).toBe(day - 1 + 15 * MINUTE)
    expect(accountLockedUntil(failures(50, day - 1, 0), day)).toBeUndefined()
  })
})

describe("per-address limit", () => {
  it("50 failures within the hour close the address until the hour is over", () => {
    expect(addressLockedUntil(failures(49, 10, 0), 10)).toBeUndefined()
    expect(addressLockedUntil(failures(50, 10, 0), 10)).toBe(60 * MINUTE)
    expect(addressLockedUntil(failures(50, 10, 0), 60 * MINUTE)).toBeUndefined()
  })

  it("the wait is the longer of the account's and the address's", () => {
    const account = failures(5, 0)
    const address = failures(50, 0, 0)
    expect(signInWaitMs({ account, address: undefined }, 10 * SECOND)).toBe(20 * SECOND)
    expect(signInWaitMs({ account, address }, 10 * SECOND)).toBe(60 * MINUTE - 10 * SECOND)
    expect(signInWaitMs({ account: undefined, address: undefined }, 0)).toBe(0)
  })
})

describe("throttled message", () => {
  it.each([
    [1, "Too many failed sign-ins. Please try again in 1 minute."],
    [60 * SECOND, "Too many failed sign-ins. Please try again in 1 minute."],
    [90 * SECOND, "Too many failed sign-ins. Please try again in 2 minutes."],
    [15 * MINUTE, "Too many failed sign-ins. Please try again in 15 minutes."],
  ])("a wait of %i ms reads %j", (waitMs, message) => {
    expect(throttledMessage(waitMs)).toBe(message)
  })
})
