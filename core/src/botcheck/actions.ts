import { Schema } from "effect"

/**
 * The actions a bot-check token is fetched for, one per kind of form (CAPTCHA-002). A token is made
 * for one action and is refused for any other.
 *
 * @example
 * BOT_CHECK_ACTIONS[0] // "FORM_BLOCK_SUBMISSION"
 */
export const BOT_CHECK_ACTIONS = [
  "FORM_BLOCK_SUBMISSION",
  "NEWSLETTER_BLOCK_SUBMISSION",
  "PRODUCT_WAITLIST_SUBMISSION",
  "PROMO_POPUP_SUBMISSION",
] as const

/**
 * One of the four bot-check actions.
 *
 * @example
 * const action: BotCheckAction = "NEWSLETTER_BLOCK_SUBMISSION"
 */
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number]

/**
 * Schema of a bot-check action, for decoding one that arrives from outside (a challenge request).
 *
 * @example
 * Schema.decodeUnknownSync(BotCheckActionSchema)("FORM_BLOCK_SUBMISSION")
 */
export const BotCheckActionSchema = Schema.Literals(BOT_CHECK_ACTIONS)

/**
 * Whether a text is one of the bot-check actions.
 *
 * @example
 * isBotCheckAction("PROMO_POPUP_SUBMISSION") // true
 * isBotCheckAction("LOGIN") // false
 */
export const isBotCheckAction = (text: string): text is BotCheckAction =>
  (BOT_CHECK_ACTIONS as readonly string[]).includes(text)
