import { isbot } from "isbot"

// The answers for the user agents seen lately: a site's traffic comes from a few hundred browser
// versions, and isbot's pattern costs microseconds a test.
const REMEMBERED_AGENTS = 1000
const answers = new Map<string, boolean>()

/**
 * Whether a user agent is a bot, crawler or headless browser (the `isbot` list); a request without
 * a user agent counts as a bot, since every browser sends one. The last 1000 answers are kept.
 *
 * @example
 * isBotAgent("Googlebot/2.1 (+http://www.google.com/bot.html)") // true
 */
export const isBotAgent = (userAgent: string | undefined): boolean => {
  if (userAgent === undefined || userAgent.trim() === "") return true
  const known = answers.get(userAgent)
  if (known !== undefined) return known
  const bot = isbot(userAgent)
  if (answers.size >= REMEMBERED_AGENTS) answers.delete(answers.keys().next().value as string)
  answers.set(userAgent, bot)
  return bot
}
