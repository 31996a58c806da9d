/**
 * `@vitrine/adapter-captcha`: the BotCheck port of `@vitrine/core/botcheck` on a self-hosted ALTCHA
 * proof of work (the default: works offline) or on Cloudflare Turnstile. Both need a SpentTokens
 * layer (`postgresLayer` of `@vitrine/adapter-postgres` provides it with every store port), which makes
 * every token single-use across server processes.
 *
 * @example
 * import { altchaBotCheck } from "@vitrine/adapter-captcha"
 * const store = Layer.provideMerge(altchaBotCheck({ hmacKey }), postgresLayer({ databaseUrl }))
 */
export {
  ALTCHA_DEFAULTS,
  type AltchaConfig,
  altchaBotCheck,
  createChallenge,
  solveForTest,
} from "./altcha.ts"
export {
  SITEVERIFY_URL,
  TURNSTILE_ORIGIN,
  TURNSTILE_TOKEN,
  type TurnstileConfig,
  turnstileBotCheck,
} from "./turnstile.ts"
