import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { ContributorRole, WebsiteStatus } from "../enums/site-codes.ts"
import { isAdmin, isSiteExpired, trialDaysRemaining } from "./status.ts"

const DAY = 86_400_000
const site = (status: number, isParkingPage = false, isCoverPage = false) => ({
  status,
  isParkingPage,
  isCoverPage,
})

describe("SITE-003 site expired", () => {
  it.each([
    [site(WebsiteStatus.EXPIRED), true],
    [site(WebsiteStatus.EXPIRED, true), false],
    [site(WebsiteStatus.EXPIRED, false, true), false],
    [site(WebsiteStatus.EXPIRED, true, true), false],
    [site(WebsiteStatus.TRIAL), false],
    [site(WebsiteStatus.PAST_DUE), false],
    [site(WebsiteStatus.ACTIVE_PARKING_PAGE), false],
  ])("SITE-003 %j expired: %s", (input, expired) => {
    expect(isSiteExpired(input)).toBe(expired)
  })

  it("SITE-003 only the expired status can be expired", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.boolean(), fc.boolean(), (status, parking, cover) => {
        expect(isSiteExpired(site(status, parking, cover))).toBe(status === 1 && !parking && !cover)
      }),
    )
  })
})

describe("SITE-004 trial days remaining", () => {
  const now = Date.UTC(2025, 0, 3, 12)
  it.each([
    ["7 days ahead", now + 7 * DAY, 8],
    ["half a day ahead", now + DAY / 2, 1],
    ["one millisecond ahead", now + 1, 1],
    ["just under a day ahead", now + DAY - 1, 1],
    ["exactly a day ahead", now + DAY, 2],
    ["at the expiry instant", now, 0],
    ["a day past", now - DAY, 0],
    ["long past", now - 400 * DAY, 0],
  ])("SITE-004 expiry %s: %i days", (_, expiresAt, days) => {
    expect(trialDaysRemaining(expiresAt, now)).toBe(days)
  })

  it("SITE-004 is days to expiry plus one, never below 0; bad clocks give 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 2e12 }), (delta, at) => {
        const days = trialDaysRemaining(at + delta, at)
        expect(Number.isInteger(days) && days >= 0).toBe(true)
        expect(days).toBe(delta > 0 ? Math.floor(delta / DAY) + 1 : 0)
      }),
    )
    expect(trialDaysRemaining(Number.NaN, now)).toBe(0)
    expect(trialDaysRemaining(Number.POSITIVE_INFINITY, now)).toBe(0)
  })
})

describe("ROLE-005 admin check", () => {
  it.each([
    [[ContributorRole.ADMIN], true],
    [[ContributorRole.VIEWER, ContributorRole.ADMIN], true],
    [[ContributorRole.EDITOR, ContributorRole.WEBSITE_MANAGER, ContributorRole.STORE_MANAGER], false],
    [[], false],
  ])("ROLE-005 roles %j: admin %s", (roles, admin) => {
    expect(isAdmin(roles)).toBe(admin)
  })
})
