import { Effect, Layer, Option } from "effect"
import { StorePages } from "../site/port.ts"
import type { RootCategoryPayload, StorePagePayload } from "../site/store-setup.ts"

/** What the memory StorePages keeps: pages by id with their categories, per website. */
export interface MemoryStorePage {
  readonly websiteId: string
  readonly page: StorePagePayload
  readonly categories: RootCategoryPayload[]
}

/**
 * StorePages in memory: pages by id (`page-1`, `page-2`… in the order made) with their categories.
 * `kept` is handed out for a test to look at; each call starts with what it holds (empty by default).
 *
 * @example
 * createStore("site-1", input).pipe(Effect.provide(memoryStorePages()))
 */
export const memoryStorePages = (kept: Map<string, MemoryStorePage> = new Map()): Layer.Layer<StorePages> =>
  Layer.succeed(
    StorePages,
    StorePages.of({
      urlIds: (websiteId) =>
        Effect.sync(() =>
          [...kept.values()]
            .filter((stored) => stored.websiteId === websiteId)
            .map((stored) => stored.page.urlId),
        ),
      createStorePage: (websiteId, page) =>
        Effect.sync(() => {
          const id = `page-${kept.size + 1}`
          kept.set(id, { websiteId, page, categories: [] })
          return id
        }),
      createCategory: (websiteId, collectionId, category) =>
        Effect.sync(() => {
          const stored = kept.get(collectionId)
          if (stored?.websiteId !== websiteId) return false
          stored.categories.push(category)
          return true
        }),
      page: (websiteId, collectionId) =>
        Effect.sync(() => {
          const stored = kept.get(collectionId)
          return stored?.websiteId === websiteId ? Option.some(stored.page) : Option.none()
        }),
      categories: (websiteId, collectionId) =>
        Effect.sync(() => {
          const stored = kept.get(collectionId)
          return stored?.websiteId === websiteId ? [...stored.categories] : []
        }),
    }),
  )
