import { Schema } from "effect"
import { ContributorRoleSchema } from "../enums/model.ts"

/**
 * The two kinds of people who sign in to a store (ROLE-001, ROLE-004): its members (site users with
 * an account) and its staff (the merchant and the other website roles). They are separate accounts
 * with separate sessions: one e-mail address may have one of each on a website.
 *
 * @example
 * Schema.is(AccountKindSchema)("staff") // true
 */
export const AccountKindSchema = Schema.Literals(["member", "staff"])
/** `"member"` or `"staff"`. */
export type AccountKind = typeof AccountKindSchema.Type

/**
 * Schema of an account as every read but the sign-in's returns it: never with its password hash.
 * `email` is normalised (`normaliseEmail`); `roles` are website-role ids (ENUM-003), empty for a
 * member; `created` is an ISO 8601 time in UTC, as carts keep theirs; `language` is the language
 * tag a member switched to (SESSION-002), absent until they do.
 */
export const AccountSchema = Schema.Struct({
  id: Schema.String,
  websiteId: Schema.String,
  kind: AccountKindSchema,
  email: Schema.String,
  roles: Schema.Array(ContributorRoleSchema),
  created: Schema.String,
  language: Schema.optionalKey(Schema.String),
})
/** A member's or a staff member's account, without its password hash. */
export type Account = typeof AccountSchema.Type

/**
 * An account with the hash its password is checked against: what only sign-in reads.
 *
 * @example
 * const { account, passwordHash } = found
 */
export interface Credentials {
  readonly account: Account
  readonly passwordHash: string
}

/**
 * Schema of a signed-in session: whose it is (kind, user, website, roles when it began — a change of
 * roles ends the user's other sessions, so they never go stale), and its times in epoch
 * milliseconds. `id` is random and is not the token: it names the session to the server (the CSRF
 * crumb is bound to it), while the token, which only the browser holds, is never stored.
 */
export const SessionSchema = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  websiteId: Schema.String,
  kind: AccountKindSchema,
  roles: Schema.Array(ContributorRoleSchema),
  rememberMe: Schema.Boolean,
  createdAt: Schema.Number,
  lastSeenAt: Schema.Number,
  idleExpiresAt: Schema.Number,
  absoluteExpiresAt: Schema.Number,
})
/** A signed-in session. */
export type Session = typeof SessionSchema.Type

/** What `Sessions.create` stores: a session before the adapter gives it an id and a token. */
export type SessionDraft = Omit<Session, "id">

/**
 * A session as it is handed out once, at its start or rotation: the session and the plain token for
 * the cookie. The token exists nowhere else afterwards (the store keeps only its SHA-256).
 *
 * @example
 * const { token, session } = yield* sessions.create(draft)
 */
export interface IssuedSession {
  readonly token: string
  readonly session: Session
}

/**
 * Schema of the `SiteUserInfo` cookie's JSON (SESSION-003, COOKIE-001): whether the visitor is a
 * signed-in site user and, when so, that user's id.
 */
export const SiteUserInfoSchema = Schema.Struct({
  authenticated: Schema.Boolean,
  siteUserId: Schema.NullOr(Schema.String),
})
/** The login state a page reads from the `SiteUserInfo` cookie. */
export type SiteUserInfo = typeof SiteUserInfoSchema.Type
