import { isOneAddress } from "../mail/address.ts"

/**
 * Password length limits, counted in characters (Unicode code points) after NFKC normalisation. The
 * minimum is OWASP ASVS's 8; the maximum caps the work one sign-in can ask of the hasher (a 256
 * character password is at most 1 KiB) while leaving room for any passphrase.
 *
 * @example
 * PASSWORD_LIMITS.max // 256
 */
export const PASSWORD_LIMITS = { min: 8, max: 256 } as const

/**
 * Registration messages (the spec gives none; the e-mail ones are worded as the restock form's,
 * RESTOCK-005 and RESTOCK-006, so the store speaks one way about e-mails).
 *
 * @example
 * REGISTRATION_MESSAGE.passwordTooShort // "Password must be at least 8 characters."
 */
export const REGISTRATION_MESSAGE = {
  emailBlank: "Email cannot be blank",
  emailInvalid: "Email is invalid",
  passwordTooShort: `Password must be at least ${PASSWORD_LIMITS.min} characters.`,
  passwordTooLong: `Password must be ${PASSWORD_LIMITS.max} characters or fewer.`,
} as const

/**
 * The one form of an e-mail address accounts are stored and found by: surrounding spaces removed and
 * every letter in lower case. Lower-casing the local part too is a choice: it is case-sensitive on
 * paper, but no mail provider in use treats it so, and two accounts for "Ada@x.com" and "ada@x.com"
 * would be a trap. Dots and "+tags" are kept: they are provider-specific.
 *
 * @example
 * normaliseEmail("  Ada@Example.COM ") // "ada@example.com"
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/**
 * The password as it is hashed and checked: NFKC-normalised (as NIST SP 800-63B advises), so the same
 * passphrase typed on two keyboards that compose accents differently is the same password. Nothing
 * else is changed: spaces count.
 *
 * @example
 * normalisePassword("e\u0301te\u0301") === normalisePassword("été") // true
 */
export const normalisePassword = (password: string): string => password.normalize("NFKC")

const characters = (text: string): number => [...text].length

/** The field errors of a registration, by field; a field with no problem is absent. */
export interface RegistrationProblems {
  readonly email?: string
  readonly password?: string
}

/** A registration's normalised e-mail and password, or its field errors (every field checked). */
export type RegistrationCheck =
  | { readonly ok: true; readonly email: string; readonly password: string }
  | { readonly ok: false; readonly problems: RegistrationProblems }

/**
 * Checks a registration: the e-mail (normalised) must be one plain address (the Mailer's rule,
 * `isOneAddress`), the password between `PASSWORD_LIMITS` characters. Every field is checked, so the
 * form shows all its errors at once.
 *
 * @example
 * checkRegistration({ email: "ada@example.com", password: "short" })
 * // { ok: false, problems: { password: "Password must be at least 8 characters." } }
 */
export const checkRegistration = (input: {
  readonly email: string
  readonly password: string
}): RegistrationCheck => {
  const email = normaliseEmail(input.email)
  const password = normalisePassword(input.password)
  const emailProblem =
    email === ""
      ? REGISTRATION_MESSAGE.emailBlank
      : isOneAddress(email)
        ? undefined
        : REGISTRATION_MESSAGE.emailInvalid
  const length = characters(password)
  const passwordProblem =
    length < PASSWORD_LIMITS.min
      ? REGISTRATION_MESSAGE.passwordTooShort
      : length > PASSWORD_LIMITS.max
        ? REGISTRATION_MESSAGE.passwordTooLong
        : undefined
  if (emailProblem === undefined && passwordProblem === undefined) return { ok: true, email, password }
  return {
    ok: false,
    problems: {
      ...(emailProblem === undefined ? {} : { email: emailProblem }),
      ...(passwordProblem === undefined ? {} : { password: passwordProblem }),
    },
  }
}

/**
 * Whether a sign-in's password is worth hashing: not empty and not over the maximum. One over it
 * cannot be anyone's password, so sign-in refuses it with the generic failure without spending a
 * hash. The minimum is not applied: a later rise of it must not lock out older accounts.
 *
 * @example
 * passwordFitsSignIn("x".repeat(10_000)) // false
 */
export const passwordFitsSignIn = (password: string): boolean => {
  const length = characters(password)
  return length > 0 && length <= PASSWORD_LIMITS.max
}
