import { Effect, Option } from "effect"
import { SiteStylesRepository } from "./port.ts"
import type { SiteStyles } from "./styles.ts"
import { DEFAULT_SITE_STYLES } from "./styles-defaults.ts"

/**
 * A website's styles: what its merchant saved, else `DEFAULT_SITE_STYLES`.
 *
 * @example
 * siteStyles("site-1") // Effect<SiteStyles, never, SiteStylesRepository>
 */
export const siteStyles = Effect.fn("siteStyles")(function* (websiteId: string) {
  const repository = yield* SiteStylesRepository
  return Option.getOrElse(yield* repository.find(websiteId), () => DEFAULT_SITE_STYLES)
})

/**
 * Saves a website's styles whole and gives back what was saved. The value was decoded at the
 * boundary (`SiteStylesSchema`); of two saves at once, the later wins.
 *
 * @example
 * saveSiteStyles("site-1", DEFAULT_SITE_STYLES)
 */
export const saveSiteStyles = Effect.fn("saveSiteStyles")(function* (websiteId: string, styles: SiteStyles) {
  const repository = yield* SiteStylesRepository
  yield* repository.save(websiteId, styles)
  return styles
})
