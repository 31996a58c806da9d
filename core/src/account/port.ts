import { Context, type Effect, type Option } from "effect"
import type { ContributorRole } from "../enums/site-codes.ts"
import type { AccountEmailTaken } from "./errors.ts"
import type { Account, AccountKind, Credentials, IssuedSession, Session, SessionDraft } from "./model.ts"
import type { FailureCount } from "./throttle.ts"

/** What `AccountRepository.create` stores; the e-mail already normalised, the password already hashed. */
export interface AccountDraft {
  readonly websiteId: string
  readonly kind: AccountKind
  readonly email: string
  readonly passwordHash: string
  readonly roles: readonly ContributorRole[]
}

/** Members' and staff accounts of every website. Reads other than `findCredentials` never return a hash. */
export class AccountRepository extends Context.Service<
  AccountRepository,
  {
    /** A new account with a fresh id and the clock's time as `created`; fails, storing nothing, when the website has an account of this kind with this e-mail. */
    readonly create: (draft: AccountDraft) => Effect.Effect<Account, AccountEmailTaken>
    /** The account of this kind with this (normalised) e-mail on the website and its password hash; none when there is none. */
    readonly findCredentials: (
      websiteId: string,
      kind: AccountKind,
      email: string,
    ) => Effect.Effect<Option.Option<Credentials>>
    /** The account with this id; none when there is none. */
    readonly findById: (accountId: string) => Effect.Effect<Option.Option<Account>>
    /** The website's staff accounts, oldest first; empty when it has none. */
    readonly listStaff: (websiteId: string) => Effect.Effect<readonly Account[]>
    /** Replaces an account's roles and returns it; none, changing nothing, when there is no such account. */
    readonly setRoles: (
      accountId: string,
      roles: readonly ContributorRole[],
    ) => Effect.Effect<Option.Option<Account>>
    /** Sets an account's language (a tag already normalised) and returns the account; none, changing nothing, when there is no such account. */
    readonly setLanguage: (accountId: string, language: string) => Effect.Effect<Option.Option<Account>>
    /** Deletes an account and every session of it; true when it existed, false (a no-op) otherwise. */
    readonly remove: (accountId: string) => Effect.Effect<boolean>
    /** Replaces an account's password hash (a rehash at raised parameters); a no-op when there is no such account. */
    readonly setPasswordHash: (accountId: string, passwordHash: string) => Effect.Effect<void>
  }
>()("@vitrine/core/account/AccountRepository") {}

/**
 * Signed-in sessions. The adapter makes each token (at least 160 random bits from a cryptographic
 * source) and each session id, hands the token out once, and keeps only what cannot sign anyone in:
 * a durable adapter stores the token's SHA-256, never the token.
 */
export class Sessions extends Context.Service<
  Sessions,
  {
    /** Starts a session: a fresh id and token; the token is in the answer and nowhere else. */
    readonly create: (draft: SessionDraft) => Effect.Effect<IssuedSession>
    /** The session this token opens, as stored (expired or not: expiry is the caller's rule); none for an unknown, altered or ended token. */
    readonly find: (token: string) => Effect.Effect<Option.Option<Session>>
    /** Records a renewal (`renewedTimes`); a no-op when the session has ended. */
    readonly touch: (
      sessionId: string,
      times: Pick<Session, "lastSeenAt" | "idleExpiresAt">,
    ) => Effect.Effect<void>
    /** Gives the session a new id and token with these roles, keeping its times; the old token opens nothing from then on. None when the session has ended. */
    readonly rotate: (
      sessionId: string,
      roles: readonly ContributorRole[],
    ) => Effect.Effect<Option.Option<IssuedSession>>
    /** Ends one session; idempotent. */
    readonly remove: (sessionId: string) => Effect.Effect<void>
    /** Ends every session of a user but `except` (when given), returning how many ended. */
    readonly removeAllOf: (userId: string, except?: string) => Effect.Effect<number>
    /** Deletes every session expired at `now` (idle or absolute), returning how many; a sweep for a timer, as `find` does not delete. */
    readonly sweep: (now: number) => Effect.Effect<number>
  }
>()("@vitrine/core/account/Sessions") {}

/**
 * Hashes and checks passwords. Hashes carry their algorithm and parameters, so parameters can be
 * raised later and older hashes still verify (and are then rehashed: `needsRehash`).
 */
export class PasswordHasher extends Context.Service<
  PasswordHasher,
  {
    /** A new salted hash of the password at the current parameters. */
    readonly hash: (password: string) => Effect.Effect<string>
    /** Whether the password matches the hash, in time independent of where they differ; false for a malformed or foreign hash. */
    readonly verify: (passwordHash: string, password: string) => Effect.Effect<boolean>
    /** Whether the hash was made with other than the current algorithm or parameters (so should be remade at the next sign-in). */
    readonly needsRehash: (passwordHash: string) => boolean
    /** A hash of no one's password at the current parameters, made once: verifying against it costs what a real check costs. */
    readonly dummyHash: Effect.Effect<string>
    /** A new random password of at least 128 bits from a cryptographic source, for an account made without one. */
    readonly generatePassword: Effect.Effect<string>
  }
>()("@vitrine/core/account/PasswordHasher") {}

/**
 * Failed sign-ins per key (`accountThrottleKey`, `addressThrottleKey`), counted atomically so that
 * attempts at the same moment each count. What the counts mean is core's rule (`signInWaitMs`).
 */
export class SignInAttempts extends Context.Service<
  SignInAttempts,
  {
    /** The failures remembered for each key that has any, keyed as asked; a key with none is absent. */
    readonly failures: (keys: readonly string[]) => Effect.Effect<ReadonlyMap<string, FailureCount>>
    /** Counts one failure at `at` and returns the new count; starts over from 1 when the count began `windowMs` or more before `at`. */
    readonly recordFailure: (key: string, at: number, windowMs: number) => Effect.Effect<FailureCount>
    /** Forgets a key's failures (a successful sign-in); idempotent. */
    readonly clear: (key: string) => Effect.Effect<void>
    /** Forgets every count that began before `before`, returning how many; a sweep for a timer. */
    readonly sweep: (before: number) => Effect.Effect<number>
  }
>()("@vitrine/core/account/SignInAttempts") {}
