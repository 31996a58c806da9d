import { isbot } from "isbot"

/**
 * Whether a user agent is a bot, crawler or headless browser (the `isbot` list); a request without
 * a user agent counts as a bot, since every browser sends one.
 *
 * @example
 * isBotAgent("Googlebot/2.1 (+http://www.google.com/bot.html)") // true
 */
export const isBotAgent = (userAgent: string | undefined): boolean =>
  userAgent === undefined || userAgent.trim() === "" || isbot(userAgent)
