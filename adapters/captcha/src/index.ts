/**
 * `@vitrine/adapter-captcha`: the BotCheck port of `@vitrine/core/botcheck` on a self-hosted ALTCHA
 * proof of work (the default: works offline) or on Cloudflare Turnstile. Both need a SpentTokens
 * layer (`postgresFormsLayer` of `@vitrine/adapter-postgres`), which makes every token single-use
 * across server processes.
 *
 * @example
 * import { altchaBotCheck } from "@vitrine/adapter-captcha"
 * const botCheck = Layer.provide(altchaBotCheck({ hmacKey }), postgresFormsLayer({ databaseUrl }))
 */
export {
  ALTCHA_DEFAULTS,
  type AltchaConfig,
  altchaBotCheck,
  createChallenge,
  solveForTest,
} from "./altcha.ts"
export { SITEVERIFY_URL, TURNSTILE_TOKEN, type TurnstileConfig, turnstileBotCheck } from "./turnstile.ts"
