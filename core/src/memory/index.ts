/**
 * `@vitrine/core/memory`: every port of the store in memory, on Effect `Ref`s — no I/O, so core's
 * own tests run on it, the contract suites hold every other adapter to it, and another storefront
 * can test its programs on it. One file per port; this index composes them.
 *
 * @example
 * import { memoryLayer } from "@vitrine/core/memory"
 * addToCart(store, input).pipe(Effect.provide(memoryLayer()))
 */
import { Effect, Layer } from "effect"
import type { StoreLayer } from "../store/ports.ts"
import { memoryAccountStorage } from "./accounts.ts"
import { memoryCartRepository } from "./cart-repository.ts"
import { memoryCatalog, memoryCatalogEditor } from "./catalog.ts"
import { memoryEventStoreLayer } from "./event-store.ts"
import { memoryFileJobs } from "./file-jobs.ts"
import { memoryFormRepository } from "./form-repository.ts"
import { memoryHomeLayout } from "./home-layout.ts"
import { memoryInventory } from "./inventory.ts"
import { memoryListSubscribers } from "./list-subscribers.ts"
import { memoryMultilingual } from "./multilingual.ts"
import { memoryOrderRepository } from "./order-repository.ts"
import { memoryOutbox } from "./outbox.ts"
import { memoryPreferencesRepository } from "./preferences-repository.ts"
import { memoryRestockRepository } from "./restock-repository.ts"
import { memorySiteConnections } from "./site-connections.ts"
import { memorySiteFiles } from "./site-files.ts"
import { memorySiteHeaderFooter } from "./site-header-footer.ts"
import { memorySiteStyles } from "./site-styles.ts"
import { memorySpentTokens } from "./spent-tokens.ts"
import { type MemoryStore, makeMemoryStore } from "./store.ts"
import { memoryStorePages } from "./store-pages.ts"
import { memoryStoreSettings } from "./store-settings.ts"
import { memoryTransaction } from "./transaction.ts"

export {
  type MemoryAccountServices,
  type MemoryAccounts,
  makeMemoryAccounts,
  memoryAccountRepository,
  memoryAccountStorage,
  memoryAccountsLayerFor,
  memoryPasswordHasher,
  memorySessions,
  memorySignInAttempts,
  randomText,
} from "./accounts.ts"
export { type MemoryBotCheck, memoryBotCheck } from "./bot-check.ts"
export { memoryCartRepository } from "./cart-repository.ts"
export { findProduct, memoryCatalog, memoryCatalogEditor } from "./catalog.ts"
export { memoryChangeNotices } from "./change-notices.ts"
export { memoryEventStore, memoryEventStoreLayer } from "./event-store.ts"
export { memoryFileJobs } from "./file-jobs.ts"
export { memoryFormRepository } from "./form-repository.ts"
export { memoryHomeLayout, memoryVimeoEmbeds } from "./home-layout.ts"
export { memoryInventory } from "./inventory.ts"
export { memoryListSubscribers } from "./list-subscribers.ts"
export { type MemoryMailer, memoryMailer } from "./mailer.ts"
export { memoryMultilingual } from "./multilingual.ts"
export { memoryOrderRepository } from "./order-repository.ts"
export { memoryOutbox } from "./outbox.ts"
export { memoryPreferencesEvents, memoryPreferencesRepository } from "./preferences-repository.ts"
export { memoryRestockRepository } from "./restock-repository.ts"
export { memorySiteConnections } from "./site-connections.ts"
export { memorySiteFiles } from "./site-files.ts"
export { memorySiteHeaderFooter } from "./site-header-footer.ts"
export { memorySiteStyles } from "./site-styles.ts"
export { memorySmugmugGalleries } from "./smugmug-galleries.ts"
export { memorySpentTokens } from "./spent-tokens.ts"
export {
  CurrentUnit,
  type MemoryState,
  type MemoryStore,
  makeMemoryStore,
  type StoredOrder,
} from "./store.ts"
export { type MemoryStorePage, memoryStorePages } from "./store-pages.ts"
export { memoryStoreSettings } from "./store-settings.ts"
export { memoryTransaction } from "./transaction.ts"
export { memoryVisitorIdentity } from "./visitor-identity.ts"

/**
 * Every port over one given store, for a test that wants to look at or arrange the stored state:
 * carts, catalogue, settings, restock sign-ups and the outbox in `store.state`, accounts in `store.accounts`. Forms, spent tokens,
 * census events, preferences, the header and footer, the site styles, the multilingual settings, the site's files, their processing jobs and store pages keep their own state, fresh at each build of the layer (no test
 * looks at them through the store; `memoryEventStore()` hands out its events for one that must).
 *
 * @example
 * const store = makeMemoryStore()
 * Effect.provide(program, memoryLayerFor(store))
 */
export const memoryLayerFor = (store: MemoryStore): StoreLayer =>
  Layer.mergeAll(
    memoryCatalog(store),
    memoryCatalogEditor(store),
    memoryInventory(store),
    memoryCartRepository(store),
    memoryTransaction(store),
    memoryStoreSettings(store),
    memorySiteHeaderFooter(),
    memorySiteStyles(),
    memoryHomeLayout(),
    memoryMultilingual(),
    memorySiteConnections(),
    memorySiteFiles(),
    memoryFileJobs(),
    memoryStorePages(),
    memoryAccountStorage(store.accounts),
    memoryFormRepository(store),
    memorySpentTokens(),
    memoryEventStoreLayer(),
    memoryPreferencesRepository(),
    memoryOrderRepository(store),
    memoryRestockRepository(store),
    memoryOutbox(store),
    memoryListSubscribers(store),
  )

/**
 * The in-memory adapter of every port: core's tests and the contract suites' first target. Each call,
 * and each build of the layer, starts from fresh empty state (like an in-memory PGlite). Programs run
 * one at a time; a failed one leaves nothing behind.
 *
 * @example
 * import { memoryLayer } from "@vitrine/core/memory"
 * addToCart(store, input).pipe(Effect.provide(memoryLayer()))
 */
export const memoryLayer = (): StoreLayer =>
  Layer.unwrap(Effect.sync(() => memoryLayerFor(makeMemoryStore())))
