import { ContributorRole } from "../enums/site-codes.ts"
import { ROLE_PERMISSIONS } from "./permissions.ts"

/**
 * What the staff screen calls each website role (ENUM-003 gives ids only; the names are ours, after
 * the platform's own role list).
 *
 * @example
 * ROLE_NAMES[ContributorRole.STORE_MANAGER] // "Store manager"
 */
export const ROLE_NAMES: Readonly<Record<ContributorRole, string>> = {
  [ContributorRole.ADMIN]: "Administrator",
  [ContributorRole.BILLING]: "Billing",
  [ContributorRole.REPORTING]: "Reporting",
  [ContributorRole.EDITOR]: "Editor",
  [ContributorRole.MODERATOR]: "Comment moderator",
  [ContributorRole.COMMENTER]: "Commenter",
  [ContributorRole.STORE_MANAGER]: "Store manager",
  [ContributorRole.SCHEDULING]: "Scheduling",
  [ContributorRole.VIEWER]: "Viewer",
  [ContributorRole.CAMPAIGNS_EDITOR]: "Campaigns editor",
  [ContributorRole.SCHEDULING_VIEWER]: "Scheduling viewer",
  [ContributorRole.SCHEDULING_EDITOR]: "Scheduling editor",
  [ContributorRole.NONE]: "No role",
  [ContributorRole.WEBSITE_MANAGER]: "Website manager",
  [ContributorRole.DRAFT_EDITOR]: "Draft editor",
}

/**
 * The roles the staff screen offers: those that allow something in the store (ROLE-006), admin
 * first, then by name. The others can still be held (and are shown), but give nothing here.
 *
 * @example
 * STORE_ROLES[0] // ContributorRole.ADMIN
 */
export const STORE_ROLES: readonly ContributorRole[] = (
  Object.keys(ROLE_PERMISSIONS).map(Number) as ContributorRole[]
)
  .filter((role) => ROLE_PERMISSIONS[role].length > 0)
  .sort((a, b) =>
    a === ContributorRole.ADMIN
      ? -1
      : b === ContributorRole.ADMIN
        ? 1
        : ROLE_NAMES[a].localeCompare(ROLE_NAMES[b]),
  )

/**
 * A role's name; an id outside ENUM-003 reads as its number.
 *
 * @example
 * roleName(8) // "Store manager"
 */
export const roleName = (role: number): string =>
  (ROLE_NAMES as Readonly<Record<number, string>>)[role] ?? `Role ${role}`
