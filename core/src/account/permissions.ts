import { ContributorRole } from "../enums/site-codes.ts"
import { isAdmin } from "../site/status.ts"
import type { Session } from "./model.ts"

// One definition of the admin check (ROLE-005), kept where the site module first needed it.
export { isAdmin }

/**
 * Every merchant action a route can require. The spec states only the visitor's, the member's, the
 * merchant's restock send, the admin check and the viewer's analytics skip (ROLE-002 to ROLE-005);
 * the rest is ours (ROLE-006).
 *
 * @example
 * const needed: Permission = "settings.write"
 */
export const PERMISSIONS = [
  "settings.read",
  "settings.write",
  "forms.manage",
  "submissions.read",
  "orders.read",
  "orders.manage",
  "restock.send",
  "analytics.read",
  "emails.preview",
  "staff.manage",
  "site.manage",
] as const
/** A merchant action. */
export type Permission = (typeof PERMISSIONS)[number]

const STORE: readonly Permission[] = [
  "settings.read",
  "settings.write",
  "orders.read",
  "orders.manage",
  "restock.send",
  "analytics.read",
  "emails.preview",
]

/**
 * What each website role (ENUM-003) may do, our choice where the spec shows none (ROLE-006):
 *
 * | role | may |
 * |---|---|
 * | admin (1) | everything, including managing staff (ROLE-005) |
 * | website manager (15) | the site's header, footer and navigation, store settings, forms and their submissions, analytics, e-mail previews — not orders, restock sends or staff |
 * | store manager (8) | the store: settings, orders (read and manage), restock sends (ROLE-004), analytics, e-mail previews |
 * | billing (2) | read the store settings |
 * | reporting (3), viewer (10) | read analytics only |
 * | editor (4) | manage forms |
 * | campaigns editor (11) | read form submissions (newsletter sign-ups), preview e-mails |
 * | moderator, commenter, scheduling roles, draft editor, none | nothing of the store |
 *
 * Roles add up: a user with several roles may do what any of them may. An id outside ENUM-003 grants
 * nothing.
 *
 * @example
 * ROLE_PERMISSIONS[ContributorRole.VIEWER] // ["analytics.read"]
 */
export const ROLE_PERMISSIONS: Readonly<Record<ContributorRole, readonly Permission[]>> = {
  [ContributorRole.ADMIN]: PERMISSIONS,
  [ContributorRole.BILLING]: ["settings.read"],
  [ContributorRole.REPORTING]: ["analytics.read"],
  [ContributorRole.EDITOR]: ["forms.manage"],
  [ContributorRole.MODERATOR]: [],
  [ContributorRole.COMMENTER]: [],
  [ContributorRole.STORE_MANAGER]: STORE,
  [ContributorRole.SCHEDULING]: [],
  [ContributorRole.VIEWER]: ["analytics.read"],
  [ContributorRole.CAMPAIGNS_EDITOR]: ["submissions.read", "emails.preview"],
  [ContributorRole.SCHEDULING_VIEWER]: [],
  [ContributorRole.SCHEDULING_EDITOR]: [],
  [ContributorRole.NONE]: [],
  [ContributorRole.WEBSITE_MANAGER]: [
    "settings.read",
    "settings.write",
    "forms.manage",
    "submissions.read",
    "analytics.read",
    "emails.preview",
    "site.manage",
  ],
  [ContributorRole.DRAFT_EDITOR]: [],
}

/**
 * Whether website roles allow a merchant action (ROLE-006): an admin may do everything (ROLE-005),
 * anyone else what one of their roles allows in `ROLE_PERMISSIONS`.
 *
 * @example
 * can([ContributorRole.STORE_MANAGER], "restock.send") // true
 * can([ContributorRole.VIEWER], "settings.write") // false
 */
export const can = (roles: ReadonlyArray<number>, permission: Permission): boolean =>
  isAdmin(roles) ||
  roles.some((role) =>
    (ROLE_PERMISSIONS as Readonly<Record<number, readonly Permission[]>>)[role]?.includes(permission),
  )

/**
 * Whether a session may take a merchant action: only a staff session, by its roles. A member's
 * session never may, whatever roles it were to carry.
 *
 * @example
 * sessionCan(session, "settings.write") // false for a member or a viewer
 */
export const sessionCan = (session: Pick<Session, "kind" | "roles">, permission: Permission): boolean =>
  session.kind === "staff" && can(session.roles, permission)
