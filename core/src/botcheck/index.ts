/**
 * `@vitrine/core/botcheck`: the BotCheck port (a captcha token verified on the server for the action
 * it was made for, once), the store of spent tokens, the four actions, the browser-side captcha rules
 * and the honeypot.
 *
 * @example
 * import { BotCheck, captchaToken, widgetSize } from "@vitrine/core/botcheck"
 */
export * from "./actions.ts"
export * from "./errors.ts"
export * from "./honeypot.ts"
export * from "./port.ts"
export * from "./widget.ts"
