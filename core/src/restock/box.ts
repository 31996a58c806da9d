import type { RestockBoxConfig } from "./model.ts"
import { checkRestockEmail, restockFailureMessage, restockSuccessMessage } from "./rules.ts"

/**
 * The restock box's state (spec 000 §4): `editing` (idle, or showing the last error: a bad e-mail,
 * RESTOCK-005/006, or a failed sign-up, RESTOCK-010); `sending` (a token is fetched and the sign-up
 * sent, RESTOCK-007); `signedUp` (RESTOCK-008/009: only the call-to-action and `message` remain).
 *
 * @example
 * const state: RestockBoxState = { _tag: "editing", error: null }
 */
export type RestockBoxState =
  | { readonly _tag: "editing"; readonly error: string | null }
  | { readonly _tag: "sending" }
  | { readonly _tag: "signedUp"; readonly message: string }

/**
 * What happens to the box: the visitor submits the e-mail, or the sign-up ends in success (with the
 * site's configured success text, if any) or failure (with the answer's message, if any).
 *
 * @example
 * const event: RestockBoxEvent = { _tag: "submit", email: "ada@example.com" }
 */
export type RestockBoxEvent =
  | { readonly _tag: "submit"; readonly email: string }
  | { readonly _tag: "succeeded"; readonly successText: string | null }
  | { readonly _tag: "failed"; readonly message: string | null }

/**
 * The box's first state: editing, no error.
 *
 * @example
 * RESTOCK_BOX_START // { _tag: "editing", error: null }
 */
export const RESTOCK_BOX_START: RestockBoxState = { _tag: "editing", error: null }

/**
 * The box's next state. A submit while editing checks the e-mail: blank or invalid stays editing
 * with the message (nothing is sent); a valid one goes `sending` (the caller then fetches a token
 * and sends, RESTOCK-007). A submit while sending or after success is ignored (no double sign-up).
 * Success shows the configured text or "Signed up!"; failure goes back to editing with the answer's
 * message or "Unable to submit form. Please try again later.".
 *
 * @example
 * restockBoxNext(RESTOCK_BOX_START, { _tag: "submit", email: "" }) // { _tag: "editing", error: "Email cannot be blank" }
 */
export const restockBoxNext = (state: RestockBoxState, event: RestockBoxEvent): RestockBoxState => {
  switch (event._tag) {
    case "submit": {
      if (state._tag !== "editing") return state
      const email = checkRestockEmail(event.email)
      return email.ok ? { _tag: "sending" } : { _tag: "editing", error: email.message }
    }
    case "succeeded":
      return state._tag === "sending"
        ? { _tag: "signedUp", message: restockSuccessMessage(event.successText) }
        : state
    case "failed":
      return state._tag === "sending"
        ? { _tag: "editing", error: restockFailureMessage(event.message) }
        : state
  }
}

/**
 * Which parts of the box show in a state: after success only the call-to-action and the message
 * (RESTOCK-008); otherwise the form too.
 *
 * @example
 * restockBoxShowsForm({ _tag: "signedUp", message: "Signed up!" }) // false
 */
export const restockBoxShowsForm = (state: RestockBoxState): boolean => state._tag !== "signedUp"

/**
 * How long the box waits, after a valid submit, for the captcha to hand it a token (RESTOCK-007):
 * the proof of work starts when a field gets the focus and takes a second or a few. Past this the
 * sign-up goes without one and the server's refusal shows (RESTOCK-010).
 *
 * @example
 * setTimeout(() => resolve(null), RESTOCK_TOKEN_WAIT_MS)
 */
export const RESTOCK_TOKEN_WAIT_MS = 30_000

/**
 * The join-mailing-list checkbox's first state (RESTOCK-003): none (`null`) unless the store turned
 * it on; when on, checked if the store opts visitors in by default, else unchecked. Its state goes
 * with the sign-up as `isJoinMailingList` (`restockPayload`, false without a checkbox).
 *
 * @example
 * restockMailingListStart({ mailingListSignUp: true, mailingListOptInByDefault: true }) // true
 */
export const restockMailingListStart = (
  box: Pick<RestockBoxConfig, "mailingListSignUp" | "mailingListOptInByDefault">,
): boolean | null => (box.mailingListSignUp ? box.mailingListOptInByDefault : null)
