/**
 * Internationalisation predicates.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import type { PredicateTable } from "../plugins.ts"

/** Regions that measure in US customary units; everywhere else is metric (CLDR measurementSystem). */
const IMPERIAL_REGIONS: ReadonlySet<string> = new Set(["US", "LR", "MM"])

/**
 * The i18n predicates.
 *
 * @example
 * i18nPredicates["units-metric?"]
 */
export const i18nPredicates: PredicateTable = {
  /**
   * `units-metric?` (unimplemented in the reference engine): whether the render's locale measures in
   * metric units — false for the United States, Liberia and Myanmar (CLDR's "US" measurement
   * system), true elsewhere and when the region cannot be told.
   */
  "units-metric?": (_args, ctx) => {
    const region = new Intl.Locale(ctx.locale).maximize().region
    return region === undefined || !IMPERIAL_REGIONS.has(region)
  },
}
