import { Effect, Layer, Option } from "effect"
import type { SiteHeaderFooter } from "../site/header-footer.ts"
import { SiteHeaderFooterRepository } from "../site/port.ts"

/**
 * SiteHeaderFooterRepository in memory: each website's header and footer, replaced whole by `save`
 * (a copy is kept, so a caller changing its value afterwards changes nothing stored). Each build
 * starts empty.
 *
 * @example
 * siteHeaderFooter("site-1").pipe(Effect.provide(memorySiteHeaderFooter()))
 */
export const memorySiteHeaderFooter = (): Layer.Layer<SiteHeaderFooterRepository> =>
  Layer.sync(SiteHeaderFooterRepository, () => {
    const stored = new Map<string, SiteHeaderFooter>()
    return SiteHeaderFooterRepository.of({
      find: (websiteId) => Effect.sync(() => Option.fromNullishOr(stored.get(websiteId))),
      save: (websiteId, headerFooter) =>
        Effect.sync(() => {
          stored.set(websiteId, JSON.parse(JSON.stringify(headerFooter)))
        }),
    })
  })
