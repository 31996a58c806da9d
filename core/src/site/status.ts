import { ContributorRole, WebsiteStatus } from "../enums/site-codes.ts"

/** What the expiry rule reads of a site. */
export interface SiteStatusInput {
  /** The website status code (ENUM-012). */
  readonly status: number
  readonly isParkingPage: boolean
  readonly isCoverPage: boolean
}

/**
 * Whether a site is expired: its status is expired and it is neither a parking page nor a cover page
 * (SITE-003).
 *
 * @example
 * isSiteExpired({ status: WebsiteStatus.EXPIRED, isParkingPage: false, isCoverPage: false }) // true
 */
export const isSiteExpired = (site: SiteStatusInput): boolean =>
  site.status === WebsiteStatus.EXPIRED && !site.isParkingPage && !site.isCoverPage

const DAY_MS = 86_400_000

/**
 * Trial days remaining: whole days to expiry plus one, at least 0 (SITE-004). The clock is an
 * argument (milliseconds since the epoch) so callers pass Effect's Clock or a test time. Decisions:
 * "days to expiry" is the whole number of days left, rounded down, so the last day counts as 1; at
 * the expiry instant and after it the trial is over and 0 remain; a non-finite time gives 0.
 *
 * @example
 * trialDaysRemaining(Date.UTC(2025, 0, 10), Date.UTC(2025, 0, 3)) // 8
 */
export const trialDaysRemaining = (expiresAt: number, now: number): number => {
  if (!Number.isFinite(expiresAt) || !Number.isFinite(now) || now >= expiresAt) return 0
  return Math.floor((expiresAt - now) / DAY_MS) + 1
}

/**
 * Whether a user is an admin: the site's website roles for that user include the admin role
 * (ROLE-005, role ids of ENUM-003).
 *
 * @example
 * isAdmin([ContributorRole.EDITOR, ContributorRole.ADMIN]) // true
 */
export const isAdmin = (websiteRoles: ReadonlyArray<number>): boolean =>
  websiteRoles.includes(ContributorRole.ADMIN)
