import { Clock, Effect, Option } from "effect"
import { normaliseEmail, normalisePassword, passwordFitsSignIn } from "./credentials.ts"
import { SignInFailed, SignInThrottled } from "./errors.ts"
import type { Account, AccountKind, Credentials, IssuedSession, Session } from "./model.ts"
import { AccountRepository, PasswordHasher, Sessions, SignInAttempts } from "./port.ts"
import { renewedTimes, sessionDraft, sessionStanding } from "./session-rules.ts"
import { accountThrottleKey, addressThrottleKey, SIGN_IN_THROTTLE, signInWaitMs } from "./throttle.ts"

/** A sign-in as it arrives (API-028 for a member; the same for staff at `/admin`). */
export interface SignInInput {
  readonly websiteId: string
  readonly kind: AccountKind
  readonly email: string
  readonly password: string
  readonly rememberMe: boolean
  /** The client's address, for the per-address limit. */
  readonly address: string
  /** The session token the request already carried, if any: it is ended, never reused (no session fixation). */
  readonly replacing?: string | null
}

/** A signed-in account with its new session; the token is for the cookie and is not kept anywhere. */
export interface SignedIn extends IssuedSession {
  readonly account: Account
}

// The password is checked only when it could be anyone's; the hash is always computed for a
// plausible password, against a dummy when the e-mail is unknown, so the time taken does not tell.
const verified = (credentials: Option.Option<Credentials>, password: string) =>
  Effect.gen(function* () {
    if (!passwordFitsSignIn(password)) return Option.none<Credentials>()
    const hasher = yield* PasswordHasher
    const hash = Option.isSome(credentials) ? credentials.value.passwordHash : yield* hasher.dummyHash
    const matches = yield* hasher.verify(hash, password)
    return matches ? credentials : Option.none<Credentials>()
  })

const rehashIfOutdated = (credentials: Credentials, password: string) =>
  Effect.gen(function* () {
    const hasher = yield* PasswordHasher
    if (!hasher.needsRehash(credentials.passwordHash)) return
    const accounts = yield* AccountRepository
    yield* accounts.setPasswordHash(credentials.account.id, yield* hasher.hash(password))
  })

/**
 * Starts a new session for an account at the clock's time, ending the session the request carried.
 *
 * @example
 * startSession(account, { rememberMe: true, replacing: null })
 */
export const startSession = Effect.fnUntraced(function* (
  account: Account,
  options: { readonly rememberMe: boolean; readonly replacing?: string | null | undefined },
) {
  const sessions = yield* Sessions
  if (options.replacing) yield* signOut(options.replacing)
  const now = yield* Clock.currentTimeMillis
  const who = { userId: account.id, websiteId: account.websiteId, kind: account.kind, roles: account.roles }
  return yield* sessions.create(sessionDraft({ ...who, rememberMe: options.rememberMe }, now))
})

/**
 * Signs a member or a staff member in (SESSION-001): throttled per account and per address
 * (`SIGN_IN_THROTTLE`), one generic failure for an unknown e-mail and a wrong password alike, the
 * password rehashed when the hasher's parameters have risen, and always a new session (new id, new
 * token). Fails with `SignInFailed` or `SignInThrottled`.
 *
 * @example
 * signIn({ websiteId: "site-1", kind: "member", email, password, rememberMe: false, address: "203.0.113.7" })
 */
export const signIn = Effect.fn("signIn")(function* (input: SignInInput) {
  const email = normaliseEmail(input.email)
  const password = normalisePassword(input.password)
  const keys = {
    account: accountThrottleKey(input.websiteId, input.kind, email),
    address: addressThrottleKey(input.address),
  }
  const attempts = yield* SignInAttempts
  const failures = yield* attempts.failures([keys.account, keys.address])
  const now = yield* Clock.currentTimeMillis
  const waitMs = signInWaitMs(
    { account: failures.get(keys.account), address: failures.get(keys.address) },
    now,
  )
  if (waitMs > 0) return yield* new SignInThrottled({ waitMs })
  const accounts = yield* AccountRepository
  const found = passwordFitsSignIn(password)
    ? yield* accounts.findCredentials(input.websiteId, input.kind, email)
    : Option.none<Credentials>()
  const credentials = yield* verified(found, password)
  if (Option.isNone(credentials)) {
    yield* attempts.recordFailure(keys.account, now, SIGN_IN_THROTTLE.account.windowMs)
    yield* attempts.recordFailure(keys.address, now, SIGN_IN_THROTTLE.address.windowMs)
    return yield* new SignInFailed()
  }
  yield* attempts.clear(keys.account)
  yield* rehashIfOutdated(credentials.value, password)
  const account = credentials.value.account
  const issued = yield* startSession(account, { rememberMe: input.rememberMe, replacing: input.replacing })
  return { account, ...issued } satisfies SignedIn
})

/**
 * Ends the session a token opens (SESSION-001); nothing happens for an unknown token.
 *
 * @example
 * signOut(tokenFromCookie)
 */
export const signOut = Effect.fn("signOut")(function* (token: string) {
  const sessions = yield* Sessions
  const found = yield* sessions.find(token)
  if (Option.isSome(found)) yield* sessions.remove(found.value.id)
})

/** A request's session, and whether it was renewed just now (then its cookies are set again). */
export interface CurrentSession {
  readonly session: Session
  readonly renewed: boolean
}

/**
 * The session a request's token opens for this website and kind, with sliding renewal
 * (`sessionStanding`): none for an unknown token, another website's or kind's session, or an expired
 * one (which is then deleted).
 *
 * @example
 * currentSession(token, { websiteId: "site-1", kind: "staff" }) // Effect<Option<CurrentSession>>
 */
export const currentSession = Effect.fn("currentSession")(function* (
  token: string,
  scope: { readonly websiteId: string; readonly kind: AccountKind },
) {
  const sessions = yield* Sessions
  const found = yield* sessions.find(token)
  if (Option.isNone(found)) return Option.none<CurrentSession>()
  const session = found.value
  if (session.websiteId !== scope.websiteId || session.kind !== scope.kind)
    return Option.none<CurrentSession>()
  const now = yield* Clock.currentTimeMillis
  const standing = sessionStanding(session, now)
  if (standing === "expired") {
    yield* sessions.remove(session.id)
    return Option.none<CurrentSession>()
  }
  if (standing === "current") return Option.some<CurrentSession>({ session, renewed: false })
  const times = renewedTimes(session, now)
  yield* sessions.touch(session.id, times)
  return Option.some<CurrentSession>({ session: { ...session, ...times }, renewed: true })
})
