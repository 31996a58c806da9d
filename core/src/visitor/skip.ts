import type { PageType } from "../enums/page-type.ts"
import type { ContributorRole } from "../enums/site-codes.ts"

// The codes as literals, checked against the enums by type only: the browser tracker imports these
// rules, and the whole enum objects would cost it more than the rules themselves.
const NOT_FOUND = 100 satisfies (typeof PageType)["NOT_FOUND"]
const LOCK_SCREEN = 103 satisfies (typeof PageType)["LOCK_SCREEN"]
const MEMBER_AREA_ACCESS_DENIED = 106 satisfies (typeof PageType)["MEMBER_AREA_ACCESS_DENIED"]
const SEARCH = 102 satisfies (typeof PageType)["SEARCH"]
const VIEWER = 10 satisfies (typeof ContributorRole)["VIEWER"]

/**
 * What the skip rules read of a page: its path, its page-type code, and the website roles of the
 * signed-in user (empty for a visitor).
 */
export interface TrackingContext {
  readonly path: string
  readonly pageType: number
  readonly websiteRoles: readonly number[]
}

const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set([NOT_FOUND, LOCK_SCREEN, MEMBER_AREA_ACCESS_DENIED])

/** The editor's path: the spec calls it the config path (TRACK-004). */
export const EDITOR_PATH = "/config"

/** The visitor search page (TRACK-002). */
export const SEARCH_PATH = "/search"

const pathOnly = (path: string): string => {
  const end = path.search(/[?#]/)
  const bare = end < 0 ? path : path.slice(0, end)
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare
}

/**
 * Whether a path is on the editor: `/config` or below it.
 *
 * @example
 * isEditorPath("/config/pages") // true
 * isEditorPath("/configurator") // false
 */
export const isEditorPath = (path: string): boolean => {
  const bare = pathOnly(path)
  return bare === EDITOR_PATH || bare.startsWith(`${EDITOR_PATH}/`)
}

/**
 * Whether a user's only website role is viewer: at least one role, and every one of them viewer.
 *
 * @example
 * isViewerOnly([10]) // true
 * isViewerOnly([10, 4]) // false
 */
export const isViewerOnly = (roles: readonly number[]): boolean =>
  roles.length > 0 && roles.every((role) => role === VIEWER)

/**
 * Whether every tracking is skipped on a page: not-found, lock-screen and member-area-access-denied
 * pages (TRACK-003), and the editor path for a user whose only website role is viewer (TRACK-004;
 * the same viewer off the editor path is tracked).
 *
 * @example
 * trackingSkipped({ path: "/shop", pageType: 100, websiteRoles: [] }) // true
 */
export const trackingSkipped = (context: TrackingContext): boolean =>
  UNTRACKED_PAGE_TYPES.has(context.pageType) ||
  (isEditorPath(context.path) && isViewerOnly(context.websiteRoles))

/**
 * Whether a page view is left out: every page `trackingSkipped` skips, and the visitor search page
 * `/search` (TRACK-002; also a page whose type is search, 102, wherever it lives).
 *
 * @example
 * pageViewSkipped({ path: "/search?q=hat", pageType: 102, websiteRoles: [] }) // true
 */
export const pageViewSkipped = (context: TrackingContext): boolean =>
  trackingSkipped(context) || pathOnly(context.path) === SEARCH_PATH || context.pageType === SEARCH
