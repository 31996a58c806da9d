import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import type { AccountKind, Session } from "./model.ts"
import {
  RENEW_AFTER_FRACTION,
  renewedTimes,
  SESSION_LIFETIMES,
  sessionDraft,
  sessionStanding,
} from "./session-rules.ts"

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const session = (kind: AccountKind, rememberMe: boolean, now = 0): Session => ({
  id: "s1",
  ...sessionDraft({ userId: "u1", websiteId: "site-1", kind, roles: [], rememberMe }, now),
})

const anySession = fc
  .record({
    kind: fc.constantFrom<AccountKind>("member", "staff"),
    rememberMe: fc.boolean(),
    start: fc.nat(1e12),
  })
  .map(({ kind, rememberMe, start }) => session(kind, rememberMe, start))

describe("session lifetimes", () => {
  it.each<[AccountKind, boolean, number, number]>([
    ["member", false, 2 * HOUR, DAY],
    ["member", true, 30 * DAY, 90 * DAY],
    ["staff", false, 30 * MINUTE, 12 * HOUR],
    ["staff", true, DAY, 7 * DAY],
  ])(
    "a %s session (remember me: %s) idles out after %i ms and ends after %i ms",
    (kind, rememberMe, idle, absolute) => {
      const started = session(kind, rememberMe, 1_000)
      expect(started).toMatchObject({
        createdAt: 1_000,
        lastSeenAt: 1_000,
        idleExpiresAt: 1_000 + idle,
        absoluteExpiresAt: 1_000 + absolute,
      })
      expect(sessionStanding(started, 1_000 + idle - 1)).not.toBe("expired")
      expect(sessionStanding(started, 1_000 + idle)).toBe("expired")
    },
  )

  it("staff sessions never outlast members' of the same kind of sign-in", () => {
    for (const which of ["default", "rememberMe"] as const) {
      expect(SESSION_LIFETIMES.staff[which].idleMs).toBeLessThan(SESSION_LIFETIMES.member[which].idleMs)
      expect(SESSION_LIFETIMES.staff[which].absoluteMs).toBeLessThan(
        SESSION_LIFETIMES.member[which].absoluteMs,
      )
    }
  })
})

describe("sliding renewal", () => {
  it("is due once a tenth of the idle window has passed since the last renewal, not before", () => {
    const started = session("member", false)
    const tenth = 2 * HOUR * RENEW_AFTER_FRACTION
    expect(sessionStanding(started, tenth - 1)).toBe("current")
    expect(sessionStanding(started, tenth)).toBe("renew")
  })

  it("moves the idle expiry a full window on, never past the absolute expiry", () => {
    fc.assert(
      fc.property(anySession, fc.double({ min: 0, max: 1, noNaN: true }), (started, at) => {
        const now = started.createdAt + Math.floor(at * (started.absoluteExpiresAt - started.createdAt))
        const times = renewedTimes(started, now)
        expect(times.lastSeenAt).toBe(now)
        expect(times.idleExpiresAt).toBeLessThanOrEqual(started.absoluteExpiresAt)
        expect(times.idleExpiresAt).toBeGreaterThanOrEqual(
          Math.min(started.idleExpiresAt, started.absoluteExpiresAt),
        )
      }),
    )
  })

  it("a session renewed whenever due stays alive until its absolute expiry, and not a moment longer", () => {
    fc.assert(
      fc.property(anySession, fc.integer({ min: 1, max: 50 }), (started, steps) => {
        let current = started
        const step = Math.floor((started.absoluteExpiresAt - started.createdAt) / steps)
        for (let now = started.createdAt; now < started.absoluteExpiresAt; now += Math.max(step, 1)) {
          const standing = sessionStanding(current, now)
          if (step < started.idleExpiresAt - started.createdAt) expect(standing).not.toBe("expired")
          if (standing === "renew") current = { ...current, ...renewedTimes(current, now) }
        }
        expect(sessionStanding(current, started.absoluteExpiresAt)).toBe("expired")
      }),
    )
  })

  it("an idle session expires at its idle expiry even when renewal was due", () => {
    const started = session("staff", false)
    expect(sessionStanding(started, 30 * MINUTE)).toBe("expired")
  })
})
