import { Context, type Effect, type Option } from "effect"
import type { BotCheckAction } from "./actions.ts"
import type { BotCheckFailed } from "./errors.ts"

/**
 * What a token must have been made for: the action (CAPTCHA-002) and the host name of the site the
 * visitor is on (`shop.example.com`, no port), so a token solved on one site is refused on another.
 *
 * @example
 * const expected: BotCheckRequest = { action: "FORM_BLOCK_SUBMISSION", host: "shop.example.com" }
 */
export interface BotCheckRequest {
  readonly action: BotCheckAction
  readonly host: string
}

/**
 * Tells a person from a script by a token the browser obtained from a captcha widget, checked on the
 * server for the action it was made for, once.
 */
export class BotCheck extends Context.Service<
  BotCheck,
  {
    /**
     * Accepts a token made for this action and host that has not expired and was never accepted
     * before, and spends it; fails with `BotCheckFailed` and its reason otherwise (a null or blank
     * token is `missing`). Of two calls with the same token, at most one succeeds.
     */
    readonly verify: (token: string | null, expected: BotCheckRequest) => Effect.Effect<void, BotCheckFailed>
    /**
     * What the browser's widget starts from, as JSON: a fresh challenge to solve for a self-hosted
     * check; for a hosted provider (whose widget gets its challenge from the provider) which widget to
     * render and its site key (`{ provider, siteKey, action }`), or none when it has no site key.
     */
    readonly challenge: (
      request: BotCheckRequest,
    ) => Effect.Effect<Option.Option<Readonly<Record<string, unknown>>>>
  }
>()("@vitrine/core/botcheck/BotCheck") {}

/**
 * Remembers which single-use tokens were spent, shared by every server process, so a token can be
 * accepted once only. A bot check keeps a token here until the moment it expires: past that it is
 * refused as expired anyway, so the record may be forgotten.
 */
export class SpentTokens extends Context.Service<
  SpentTokens,
  {
    /**
     * Marks the token id as spent until `expiresAt` (milliseconds since the epoch): true the first
     * time, false when it is already spent and its record has not expired at `now`. Atomic: of two
     * concurrent calls with one id, exactly one gets true. Records expired at `now` may be forgotten
     * on the way, after which their ids read as unspent again.
     */
    readonly spend: (
      tokenId: string,
      time: { readonly now: number; readonly expiresAt: number },
    ) => Effect.Effect<boolean>
  }
>()("@vitrine/core/botcheck/SpentTokens") {}
