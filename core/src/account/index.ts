/**
 * `@vitrine/core/account`: the people who sign in to a store — its members (site users) and its staff
 * (the merchant's website roles) — their permissions, sessions, the `SiteUserInfo` cookie, password
 * rules, the brute-force throttle, the ports (`AccountRepository`, `Sessions`, `PasswordHasher`,
 * `SignInAttempts`) and the programs (`registerMember`, `signIn`, `signOut`, `currentSession`,
 * `changeStaffRoles`, `ensureFirstStaff`). Every decision the spec leaves open is written where it is
 * made: `ROLE_PERMISSIONS`, `SESSION_LIFETIMES`, `RENEW_AFTER_FRACTION`, `SIGN_IN_THROTTLE`,
 * `PASSWORD_LIMITS`, `SIGN_IN_FAILED_MESSAGE`.
 *
 * @example
 * import { can, signIn } from "@vitrine/core/account"
 * can([ContributorRole.VIEWER], "analytics.read") // true
 */
export * from "./cookies.ts"
export * from "./credentials.ts"
export * from "./errors.ts"
export * from "./language.ts"
export * from "./model.ts"
export * from "./permissions.ts"
export * from "./port.ts"
export * from "./program-language.ts"
export * from "./program-register.ts"
export * from "./program-session.ts"
export * from "./program-staff.ts"
export * from "./program-staff-members.ts"
export * from "./role-names.ts"
export * from "./session-cache.ts"
export * from "./session-rules.ts"
export * from "./staff-rules.ts"
export * from "./throttle.ts"
