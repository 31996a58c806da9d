import { Effect, Layer, Option } from "effect"
import { SiteStylesRepository } from "../site/port.ts"
import type { SiteStyles } from "../site/styles.ts"

/**
 * SiteStylesRepository in memory: each website's styles, replaced whole by `save` (a copy is kept,
 * so a caller changing its value afterwards changes nothing stored). Each build starts empty.
 *
 * @example
 * siteStyles("site-1").pipe(Effect.provide(memorySiteStyles()))
 */
export const memorySiteStyles = (): Layer.Layer<SiteStylesRepository> =>
  Layer.sync(SiteStylesRepository, () => {
    const stored = new Map<string, SiteStyles>()
    return SiteStylesRepository.of({
      find: (websiteId) => Effect.sync(() => Option.fromNullishOr(stored.get(websiteId))),
      save: (websiteId, styles) =>
        Effect.sync(() => {
          stored.set(websiteId, JSON.parse(JSON.stringify(styles)))
        }),
    })
  })
