import { Effect, Layer, Option } from "effect"
import type { MultilingualSettings } from "../site/multilingual-rules.ts"
import { MultilingualRepository } from "../site/port.ts"

/**
 * MultilingualRepository in memory: each website's multilingual settings, replaced whole by `save`
 * (a copy is kept, so a caller changing its value afterwards changes nothing stored). Each build
 * starts empty.
 *
 * @example
 * multilingualSettings("site-1").pipe(Effect.provide(memoryMultilingual()))
 */
export const memoryMultilingual = (): Layer.Layer<MultilingualRepository> =>
  Layer.sync(MultilingualRepository, () => {
    const stored = new Map<string, MultilingualSettings>()
    return MultilingualRepository.of({
      find: (websiteId) => Effect.sync(() => Option.fromNullishOr(stored.get(websiteId))),
      save: (websiteId, settings) =>
        Effect.sync(() => {
          stored.set(websiteId, JSON.parse(JSON.stringify(settings)))
        }),
    })
  })
