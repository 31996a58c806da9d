import type { ContributorRole } from "../enums/site-codes.ts"
import type { Account } from "./model.ts"
import { isAdmin } from "./permissions.ts"

/**
 * Roles as they are stored: each once, in id order.
 *
 * @example
 * distinctRoles([10, 8, 10]) // [8, 10]
 */
export const distinctRoles = (roles: readonly ContributorRole[]): ContributorRole[] =>
  [...new Set(roles)].sort((a, b) => a - b)

/**
 * Whether giving `target` these roles — or removing it, `roles` null — would leave the website's
 * staff with no admin (ROLE-005), and so nobody able to manage staff again. Our rule (ROLE-006):
 * the last admin can neither lose the role nor be removed, not even by themselves.
 *
 * @example
 * wouldLeaveNoAdmin([owner], owner, [ContributorRole.VIEWER]) // true
 */
export const wouldLeaveNoAdmin = (
  staff: readonly Account[],
  target: Account,
  roles: readonly ContributorRole[] | null,
): boolean =>
  isAdmin(target.roles) &&
  (roles === null || !isAdmin(roles)) &&
  !staff.some((other) => other.id !== target.id && isAdmin(other.roles))
