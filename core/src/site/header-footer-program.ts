import { Effect, Option } from "effect"
import type { SiteHeaderFooter } from "./header-footer.ts"
import { DEFAULT_HEADER_FOOTER } from "./header-footer-defaults.ts"
import { SiteHeaderFooterRepository } from "./port.ts"

/**
 * A website's header and footer (SITE-001): what its merchant saved, else `DEFAULT_HEADER_FOOTER`.
 *
 * @example
 * siteHeaderFooter("site-1") // Effect<SiteHeaderFooter, never, SiteHeaderFooterRepository>
 */
export const siteHeaderFooter = Effect.fn("siteHeaderFooter")(function* (websiteId: string) {
  const repository = yield* SiteHeaderFooterRepository
  return Option.getOrElse(yield* repository.find(websiteId), () => DEFAULT_HEADER_FOOTER)
})

/**
 * Saves a website's header and footer whole (SITE-001, API-032) and gives back what was saved. The
 * value was decoded at the boundary (`SiteHeaderFooterSchema`); two editors saving at once: the
 * later save wins.
 *
 * @example
 * saveSiteHeaderFooter("site-1", DEFAULT_HEADER_FOOTER)
 */
export const saveSiteHeaderFooter = Effect.fn("saveSiteHeaderFooter")(function* (
  websiteId: string,
  headerFooter: SiteHeaderFooter,
) {
  const repository = yield* SiteHeaderFooterRepository
  yield* repository.save(websiteId, headerFooter)
  return headerFooter
})
