import { BotCheck, BotCheckFailed } from "@vitrine/core/botcheck"
import { Effect, Layer, Option } from "effect"
import type { RouterPorts } from "./ports.ts"

/**
 * A bot check the router provides to the programs that verify a captcha (form submissions, restock
 * sign-ups), built on the store's ports (the ids it spends are stored through SpentTokens).
 */
export type BotCheckLayer = Layer.Layer<BotCheck, never, RouterPorts>

/**
 * The bot check of a router given none: every token is refused as `unavailable` (503, FORMSUBMIT-013's
 * words) and no challenge is made, so an action that asks for a captcha is refused until the store
 * names a provider, rather than taken unchecked.
 *
 * @example
 * storeRouter({ runtime, websiteId, botCheck: noBotCheck })
 */
export const noBotCheck: BotCheckLayer = Layer.succeed(
  BotCheck,
  BotCheck.of({
    verify: () => Effect.fail(new BotCheckFailed({ reason: "unavailable", detail: "no captcha provider" })),
    challenge: () => Effect.succeed(Option.none()),
  }),
)
