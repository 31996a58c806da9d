import { Data } from "effect"
import { SUBMIT_MESSAGES } from "../form/submit-messages.ts"

/**
 * Why a bot-check token was refused: none was given (`missing`), it is not one the provider made or
 * it was tampered with (`invalid`), it is too old (`expired`), it was made for another action
 * (`wrongAction`) or another site (`wrongHost`), it was already used once (`replayed`), or the check
 * could not be made at all (`unavailable`: the provider is down or misconfigured).
 *
 * @example
 * const reason: BotCheckFailure = "replayed"
 */
export type BotCheckFailure =
  | "missing"
  | "invalid"
  | "expired"
  | "wrongAction"
  | "wrongHost"
  | "replayed"
  | "unavailable"

/**
 * The bot check refused a token. `message` is what a visitor reads: a missing token asks for the
 * captcha (FORMSUBMIT-016); an unavailable check is the server's failure (FORMSUBMIT-013); any other
 * refusal asks for a reload, which fetches a fresh challenge (FORMSUBMIT-015). `detail` is the
 * provider's own words, for logs only.
 *
 * @example
 * new BotCheckFailed({ reason: "expired", detail: "expired at 2026-11-23T10:00:00Z" })
 */
export class BotCheckFailed extends Data.TaggedError("BotCheckFailed")<{
  readonly reason: BotCheckFailure
  readonly detail: string
}> {
  override get message(): string {
    if (this.reason === "missing") return SUBMIT_MESSAGES.captchaIncomplete
    if (this.reason === "unavailable") return SUBMIT_MESSAGES.serverError
    return SUBMIT_MESSAGES.processing
  }
}
