/**
 * Social formatters: comments, likes, share buttons, calendar links, social links.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import type { FormatterTable } from "../plugins.ts"

/**
 * The social formatters.
 *
 * @example
 * socialFormatters["like-button"]
 */
export const socialFormatters: FormatterTable = {}
