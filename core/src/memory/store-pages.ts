import { Effect, Layer, Option } from "effect"
import { StorePages } from "../site/port.ts"
import { EMPTY_COLLECTION, type StoreCollection } from "../site/store-collection.ts"
import type { RootCategoryPayload, StorePagePayload } from "../site/store-setup.ts"

/** What the memory StorePages keeps: pages by id with their categories and collection, per website. */
export interface MemoryStorePage {
  readonly websiteId: string
  readonly page: StorePagePayload
  readonly categories: RootCategoryPayload[]
  collection?: { readonly version: number; readonly collection: StoreCollection }
}

/**
 * StorePages in memory: pages by id (`page-1`, `page-2`… in the order made) with their categories
 * and collection. `kept` is handed out for a test to look at; each call starts with what it holds
 * (empty by default).
 *
 * @example
 * createStore("site-1", input).pipe(Effect.provide(memoryStorePages()))
 */
export const memoryStorePages = (kept: Map<string, MemoryStorePage> = new Map()): Layer.Layer<StorePages> => {
  const owned = (websiteId: string, collectionId: string) => {
    const stored = kept.get(collectionId)
    return stored?.websiteId === websiteId ? stored : undefined
  }
  const collectionOf = (stored: MemoryStorePage) =>
    stored.collection ?? { version: 0, collection: EMPTY_COLLECTION }
  const ofWebsite = (websiteId: string) => [...kept].filter(([, stored]) => stored.websiteId === websiteId)
  return Layer.succeed(
    StorePages,
    StorePages.of({
      urlIds: (websiteId) => Effect.sync(() => ofWebsite(websiteId).map(([, stored]) => stored.page.urlId)),
      createStorePage: (websiteId, page) =>
        Effect.sync(() => {
          const id = `page-${kept.size + 1}`
          kept.set(id, { websiteId, page, categories: [] })
          return id
        }),
      createCategory: (websiteId, collectionId, category) =>
        Effect.sync(() => {
          const stored = owned(websiteId, collectionId)
          stored?.categories.push(category)
          return stored !== undefined
        }),
      page: (websiteId, collectionId) =>
        Effect.sync(() =>
          Option.map(Option.fromNullishOr(owned(websiteId, collectionId)), (stored) => stored.page),
        ),
      categories: (websiteId, collectionId) =>
        Effect.sync(() => [...(owned(websiteId, collectionId)?.categories ?? [])]),
      list: (websiteId) =>
        Effect.sync(() =>
          ofWebsite(websiteId).map(([id, stored]) => ({
            id,
            title: stored.page.title,
            urlId: stored.page.urlId,
            description: stored.page.description,
            productCount: collectionOf(stored).collection.productIds.length,
          })),
        ),
      findByUrlId: (websiteId, urlId) =>
        Effect.sync(() =>
          Option.map(
            Option.fromNullishOr(
              ofWebsite(websiteId).find(
                ([, stored]) => stored.page.urlId.toLowerCase() === urlId.toLowerCase(),
              ),
            ),
            ([id, stored]) => ({ id, page: stored.page }),
          ),
        ),
      collection: (websiteId, collectionId) =>
        Effect.sync(() => Option.map(Option.fromNullishOr(owned(websiteId, collectionId)), collectionOf)),
      saveCollection: (websiteId, collectionId, version, collection) =>
        Effect.sync(() => {
          const stored = owned(websiteId, collectionId)
          if (stored === undefined) return "missing"
          if (collectionOf(stored).version !== version) return "stale"
          stored.collection = { version: version + 1, collection }
          return "saved"
        }),
    }),
  )
}
