import { normaliseEmail } from "../account/credentials.ts"
import { isOneAddress } from "../mail/address.ts"
import { RESTOCK_MESSAGES } from "./messages.ts"
import type { RestockSignUp, SignUpGroup } from "./model.ts"

/**
 * A restock e-mail checked: its normalised form (trimmed, lower case), or the message to show.
 *
 * @example
 * const check: RestockEmailCheck = { ok: false, message: "Email is invalid" }
 */
export type RestockEmailCheck =
  | { readonly ok: true; readonly email: string }
  | { readonly ok: false; readonly message: string }

/**
 * Checks the restock box's e-mail: blank (nothing but spaces) is "Email cannot be blank"
 * (RESTOCK-005); anything but one bare address (`isOneAddress`) is "Email is invalid" (RESTOCK-006).
 * A valid one comes back normalised, the form sign-ups are unique by.
 *
 * @example
 * checkRestockEmail("  Ada@Example.com ") // { ok: true, email: "ada@example.com" }
 * checkRestockEmail("") // { ok: false, message: "Email cannot be blank" }
 */
export const checkRestockEmail = (email: string): RestockEmailCheck => {
  const normalised = normaliseEmail(email)
  if (normalised === "") return { ok: false, message: RESTOCK_MESSAGES.emailBlank }
  if (!isOneAddress(normalised)) return { ok: false, message: RESTOCK_MESSAGES.emailInvalid }
  return { ok: true, email: normalised }
}

/**
 * The sign-up payload (RESTOCK-011): the checkbox's state (false when the box has none), the ids
 * from the box's data attributes, the e-mail as typed, the bot-check token; plus `language` only
 * when the page has a translation widget (RESTOCK-012).
 *
 * @example
 * restockPayload({ productId: "p", variantId: "v" }, { email: "ada@example.com", joinMailingList: null, token: "t" }, null)
 * // { isJoinMailingList: false, productId: "p", variantId: "v", siteVisitorEmail: "ada@example.com", recaptchaEnterpriseV3Token: "t" }
 */
export const restockPayload = (
  box: { readonly productId: string; readonly variantId: string },
  form: { readonly email: string; readonly joinMailingList: boolean | null; readonly token: string | null },
  translationLanguage: string | null,
): RestockPayload => ({
  isJoinMailingList: form.joinMailingList === true,
  productId: box.productId,
  variantId: box.variantId,
  siteVisitorEmail: form.email,
  recaptchaEnterpriseV3Token: form.token,
  ...(translationLanguage === null ? {} : { language: translationLanguage }),
})

/**
 * The sign-up payload's fields (RESTOCK-011, RESTOCK-012). The token is null when the site has no
 * captcha (the server then refuses it only if it checks one).
 *
 * @example
 * const payload: RestockPayload = { isJoinMailingList: true, productId: "p", variantId: "v", siteVisitorEmail: "a@b.co", recaptchaEnterpriseV3Token: null, language: "fr" }
 */
export interface RestockPayload {
  readonly isJoinMailingList: boolean
  readonly productId: string
  readonly variantId: string
  readonly siteVisitorEmail: string
  readonly recaptchaEnterpriseV3Token: string | null
  readonly language?: string
}

/**
 * The message after a sign-up succeeds: the site's configured restock success text, else
 * "Signed up!" (RESTOCK-009). A configured text of only spaces counts as none.
 *
 * @example
 * restockSuccessMessage(null) // "Signed up!"
 */
export const restockSuccessMessage = (configured: string | null | undefined): string =>
  configured !== null && configured !== undefined && configured.trim() !== ""
    ? configured
    : RESTOCK_MESSAGES.signedUp

/**
 * The message after a sign-up fails: the answer's message, else "Unable to submit form. Please try
 * again later." (RESTOCK-010). A blank message counts as none.
 *
 * @example
 * restockFailureMessage(undefined) // "Unable to submit form. Please try again later."
 */
export const restockFailureMessage = (responseMessage: string | null | undefined): string =>
  responseMessage !== null && responseMessage !== undefined && responseMessage.trim() !== ""
    ? responseMessage
    : RESTOCK_MESSAGES.failed

/**
 * A product's sign-up total: the sum over its variants' groups (API-012), waiting and sent.
 *
 * @example
 * productSignUpTotal(groups, "beanie") // 7
 */
export const productSignUpTotal = (groups: readonly SignUpGroup[], productId: string): number =>
  groups
    .filter((group) => group.productId === productId)
    .reduce((sum, group) => sum + group.waiting + group.sent, 0)

/**
 * The outbox key of a sign-up's e-mail for its current round: one e-mail per sign-up and send, so
 * a retried or concurrent send queues nothing twice, and a visitor who signs up again after a send
 * is told again.
 *
 * @example
 * restockMessageKey({ id: "42", round: 1 }) // "restock:42:1"
 */
export const restockMessageKey = (signUp: Pick<RestockSignUp, "id" | "round">): string =>
  `restock:${signUp.id}:${signUp.round}`

/** The outbox kind of a restock e-mail: the delivery worker renders it with the restock template. */
export const RESTOCK_MAIL_KIND = "restock"

/**
 * Whether a sign-up joins the mailing list (RESTOCK-003): what the visitor's checkbox said, and only
 * when the store shows one. Ours: a payload claiming `true` from a store without the checkbox (a
 * stale page, a forged call) does not subscribe anyone to a list they were never offered.
 *
 * @example
 * joinsMailingList({ mailingListSignUp: false }, true) // false
 */
export const joinsMailingList = (
  settings: { readonly mailingListSignUp: boolean },
  isJoinMailingList: boolean,
): boolean => settings.mailingListSignUp && isJoinMailingList
