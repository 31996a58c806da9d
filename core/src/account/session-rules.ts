import type { AccountKind, Session, SessionDraft } from "./model.ts"

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How long a session lasts: unused (`idleMs`) and at most in all (`absoluteMs`). */
export interface SessionLifetime {
  readonly idleMs: number
  readonly absoluteMs: number
}

/**
 * Session lifetimes, by kind and "remember me" (the spec gives none; ours, after OWASP's session
 * guidance — shorter for staff, who can change the store):
 *
 * | session | idle | absolute |
 * |---|---|---|
 * | member | 2 hours | 24 hours |
 * | member, remember me | 30 days | 90 days |
 * | staff | 30 minutes | 12 hours |
 * | staff, remember me | 24 hours | 7 days |
 *
 * Without "remember me" the cookie lives as long as the browser session too.
 *
 * @example
 * SESSION_LIFETIMES.staff.default.idleMs // 1_800_000
 */
export const SESSION_LIFETIMES: Readonly<
  Record<AccountKind, { readonly default: SessionLifetime; readonly rememberMe: SessionLifetime }>
> = {
  member: {
    default: { idleMs: 2 * HOUR, absoluteMs: DAY },
    rememberMe: { idleMs: 30 * DAY, absoluteMs: 90 * DAY },
  },
  staff: {
    default: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
    rememberMe: { idleMs: DAY, absoluteMs: 7 * DAY },
  },
}

/**
 * The lifetime of a session.
 *
 * @example
 * sessionLifetime({ kind: "member", rememberMe: true }).absoluteMs // 90 days
 */
export const sessionLifetime = (session: Pick<Session, "kind" | "rememberMe">): SessionLifetime =>
  SESSION_LIFETIMES[session.kind][session.rememberMe ? "rememberMe" : "default"]

/**
 * A new session beginning at `now` for a user.
 *
 * @example
 * sessionDraft({ userId: "u1", websiteId: "site-1", kind: "member", roles: [], rememberMe: false }, now)
 */
export const sessionDraft = (
  who: Pick<Session, "userId" | "websiteId" | "kind" | "roles" | "rememberMe">,
  now: number,
): SessionDraft => {
  const lifetime = sessionLifetime(who)
  return {
    ...who,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: Math.min(now + lifetime.idleMs, now + lifetime.absoluteMs),
    absoluteExpiresAt: now + lifetime.absoluteMs,
  }
}

/**
 * Sliding renewal: a session is renewed once a tenth of its idle window has passed since it was last
 * renewed, not on every request — a request costs no write, and a session may end up to a tenth of
 * its idle window early (at least 90% of the idle time is always kept). Renewal never passes the
 * absolute expiry.
 *
 * @example
 * RENEW_AFTER_FRACTION // 0.1
 */
export const RENEW_AFTER_FRACTION = 0.1

/** Where a session stands at a moment. */
export type SessionStanding = "expired" | "renew" | "current"

/**
 * Whether a session has expired at `now` (idle or absolute expiry reached: the expiry instant itself
 * is expired), is due for renewal, or is current.
 *
 * @example
 * sessionStanding(session, session.idleExpiresAt) // "expired"
 */
export const sessionStanding = (session: Session, now: number): SessionStanding => {
  if (now >= session.idleExpiresAt || now >= session.absoluteExpiresAt) return "expired"
  const { idleMs } = sessionLifetime(session)
  return now - session.lastSeenAt >= idleMs * RENEW_AFTER_FRACTION ? "renew" : "current"
}

/**
 * The session's times after a renewal at `now`: seen now, idle expiry a full idle window away but
 * never past the absolute expiry.
 *
 * @example
 * renewedTimes(session, now) // { lastSeenAt: now, idleExpiresAt: … }
 */
export const renewedTimes = (
  session: Session,
  now: number,
): Pick<Session, "lastSeenAt" | "idleExpiresAt"> => ({
  lastSeenAt: now,
  idleExpiresAt: Math.min(now + sessionLifetime(session).idleMs, session.absoluteExpiresAt),
})
