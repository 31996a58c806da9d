import { Data } from "effect"
import type { RegistrationProblems } from "./credentials.ts"
import { LANGUAGE_MESSAGE } from "./language.ts"
import type { Permission } from "./permissions.ts"
import { throttledMessage } from "./throttle.ts"

/**
 * The one text of every failed sign-in (ours): an unknown e-mail, a wrong password, a malformed or
 * over-long one all read the same, so the answer never tells which e-mails have accounts.
 *
 * @example
 * SIGN_IN_FAILED_MESSAGE // "Your email or password is incorrect."
 */
export const SIGN_IN_FAILED_MESSAGE = "Your email or password is incorrect."

/** A sign-in failed: unknown e-mail and wrong password alike (see `SIGN_IN_FAILED_MESSAGE`). */
export class SignInFailed extends Data.TaggedError("SignInFailed") {
  override get message(): string {
    return SIGN_IN_FAILED_MESSAGE
  }
}

/** Too many failed sign-ins for this account or address: try again after `waitMs` (see `SIGN_IN_THROTTLE`). */
export class SignInThrottled extends Data.TaggedError("SignInThrottled")<{ readonly waitMs: number }> {
  override get message(): string {
    return throttledMessage(this.waitMs)
  }
}

/** A registration's fields are wrong; `problems` holds each field's message (`REGISTRATION_MESSAGE`). */
export class RegistrationInvalid extends Data.TaggedError("RegistrationInvalid")<{
  readonly problems: RegistrationProblems
}> {
  override get message(): string {
    return Object.values(this.problems).join(" ")
  }
}

/**
 * An account of this kind already has this e-mail on the website. Registration says so (as nearly
 * every store does; the registration route is rate-limited): hiding it would leave the person unable
 * to tell why they cannot register.
 */
export class AccountEmailTaken extends Data.TaggedError("AccountEmailTaken")<{ readonly email: string }> {
  override get message(): string {
    return "An account with this email already exists."
  }
}

/** The session may not take this merchant action (ROLE-006). */
export class PermissionDenied extends Data.TaggedError("PermissionDenied")<{
  readonly permission: Permission
}> {
  override get message(): string {
    return "You do not have permission to do that."
  }
}

/** No staff account of the website has this id. */
export class StaffNotFound extends Data.TaggedError("StaffNotFound")<{ readonly staffId: string }> {
  override get message(): string {
    return "No staff member has this id."
  }
}

/** The change would leave the website with no admin, and so nobody able to manage staff again. */
export class StaffLastAdmin extends Data.TaggedError("StaffLastAdmin")<{ readonly staffId: string }> {
  override get message(): string {
    return "The store needs at least one admin."
  }
}

/** A site user's `language` is not a language tag (`normaliseLanguage`); the text as given. */
export class LanguageInvalid extends Data.TaggedError("LanguageInvalid")<{ readonly language: string }> {
  override get message(): string {
    return LANGUAGE_MESSAGE
  }
}
