/**
 * Website (subscription) status codes (ENUM-012). The spec gives codes 1 to 15 and 13 names without
 * saying which number goes with which name; we number them in the order the spec lists them, 1 to 8,
 * then 11 to 15, which is how the platform's published status table numbers them. 9 and 10 are
 * valid codes with no name here (`WebsiteStatusSchema` accepts 1–15).
 *
 * @example
 * site.status === WebsiteStatus.EXPIRED
 */
export const WebsiteStatus = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const
/** A named website-status code. */
export type WebsiteStatus = (typeof WebsiteStatus)[keyof typeof WebsiteStatus]
/**
 * The range of website-status codes (ENUM-012).
 *
 * @example
 * WEBSITE_STATUS_RANGE.max // 15
 */
export const WEBSITE_STATUS_RANGE = { min: 1, max: 15 } as const

/**
 * Contributor (website) roles by numeric id (ENUM-003, spec 000 §6), complete; there is no role 5.
 *
 * @example
 * user.websiteRoles.includes(ContributorRole.ADMIN)
 */
export const ContributorRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
  DRAFT_EDITOR: 16,
} as const
/** A contributor-role id. */
export type ContributorRole = (typeof ContributorRole)[keyof typeof ContributorRole]

/**
 * Plan feature ids run 1 to 87; the spec shows no names (ENUM-013), so only the range is known.
 *
 * @example
 * PLAN_FEATURE_RANGE.max // 87
 */
export const PLAN_FEATURE_RANGE = { min: 1, max: 87 } as const
