/**
 * Content formatters: images, video, colours, item classes, durations (the reference's content plugin).
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import type { FormatterTable } from "../plugins.ts"

/**
 * The content formatters.
 *
 * @example
 * contentFormatters["image"]
 */
export const contentFormatters: FormatterTable = {}
