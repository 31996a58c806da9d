import { Effect } from "effect"
import { ContributorRole } from "../enums/site-codes.ts"
import { checkRegistration } from "./credentials.ts"
import { RegistrationInvalid } from "./errors.ts"
import type { Account } from "./model.ts"
import { AccountRepository, PasswordHasher } from "./port.ts"
import { type SignedIn, startSession } from "./program-session.ts"

/** A member's registration as it arrives. */
export interface RegistrationInput {
  readonly websiteId: string
  readonly email: string
  readonly password: string
  readonly rememberMe: boolean
  /** The session token the request already carried, if any: it is ended. */
  readonly replacing?: string | null
}

/**
 * Registers a member (ROLE-001) and signs them in: the fields checked (`checkRegistration`, every
 * problem at once), the password hashed, the account created with a unique e-mail, and a new
 * session started. The hash is made before the e-mail is known to be free, so a taken e-mail takes as
 * long as a new one. Fails with `RegistrationInvalid` or `AccountEmailTaken`.
 *
 * @example
 * registerMember({ websiteId: "site-1", email: "ada@example.com", password: "correct horse", rememberMe: false })
 */
export const registerMember = Effect.fn("registerMember")(function* (input: RegistrationInput) {
  const check = checkRegistration(input)
  if (!check.ok) return yield* new RegistrationInvalid({ problems: check.problems })
  const hasher = yield* PasswordHasher
  const passwordHash = yield* hasher.hash(check.password)
  const accounts = yield* AccountRepository
  const account = yield* accounts.create({
    websiteId: input.websiteId,
    kind: "member",
    email: check.email,
    passwordHash,
    roles: [],
  })
  const issued = yield* startSession(account, { rememberMe: input.rememberMe, replacing: input.replacing })
  return { account, ...issued } satisfies SignedIn
})

/** What `ensureFirstStaff` found or did. */
export type FirstStaff =
  | { readonly _tag: "Existed" }
  | {
      readonly _tag: "Created"
      readonly account: Account
      /** The password made for the account when none was given: print it once, it is stored nowhere. */
      readonly generatedPassword: string | null
    }

/**
 * Makes sure a website has someone able to sign in to `/admin`: when it has no staff at all, creates
 * an admin (ROLE-005) with the given e-mail and password, or with a generated password the caller
 * shows once. A no-op when any staff account exists — also when another server process created the
 * first one at the same moment. Fails with `RegistrationInvalid` when the given e-mail or password
 * breaks the registration rules.
 *
 * @example
 * ensureFirstStaff({ websiteId: "site-1", email: "owner@example.com", password: null })
 */
export const ensureFirstStaff = Effect.fn("ensureFirstStaff")(function* (input: {
  readonly websiteId: string
  readonly email: string
  readonly password: string | null
}) {
  const accounts = yield* AccountRepository
  if ((yield* accounts.listStaff(input.websiteId)).length > 0) return { _tag: "Existed" } satisfies FirstStaff
  const hasher = yield* PasswordHasher
  const password = input.password ?? (yield* hasher.generatePassword)
  const check = checkRegistration({ email: input.email, password })
  if (!check.ok) return yield* new RegistrationInvalid({ problems: check.problems })
  const created = accounts.create({
    websiteId: input.websiteId,
    kind: "staff",
    email: check.email,
    passwordHash: yield* hasher.hash(check.password),
    roles: [ContributorRole.ADMIN],
  })
  return yield* created.pipe(
    Effect.map(
      (account): FirstStaff => ({
        _tag: "Created",
        account,
        generatedPassword: input.password === null ? password : null,
      }),
    ),
    Effect.catchTag("AccountEmailTaken", () => Effect.succeed<FirstStaff>({ _tag: "Existed" })),
  )
})
