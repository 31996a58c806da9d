import { CartRepository, type EntryDraft, type StoredCart, type StoredEntry } from "@vitrine/core/cart"
import { Clock, Effect, Layer, Option } from "effect"
import { type MemoryState, type MemoryStore, nextId, read, write } from "./store.ts"

const sameLine = (entry: StoredEntry, draft: EntryDraft): boolean =>
  entry.itemId === draft.itemId &&
  entry.chosenVariant.sku === draft.chosenVariant.sku &&
  entry.additionalFields === draft.additionalFields

const withCart = (state: MemoryState, cart: StoredCart): MemoryState => ({
  ...state,
  carts: new Map(state.carts).set(cart.id, cart),
})

/**
 * Changes the entries of one cart; none when the cart does not exist or `change` finds no line.
 */
const changeEntries = (
  store: MemoryStore,
  cartId: string,
  change: (entries: readonly StoredEntry[]) => readonly StoredEntry[] | undefined,
): Effect.Effect<Option.Option<StoredCart>> =>
  write(store, (state) => {
    const cart = state.carts.get(cartId)
    const entries = cart && change(cart.entries)
    if (cart === undefined || entries === undefined) return [Option.none(), state]
    const updated = { ...cart, entries }
    return [Option.some(updated), withCart(state, updated)]
  })

const hasEntry = (entries: readonly StoredEntry[], entryId: string) =>
  entries.some((entry) => entry.id === entryId)

/**
 * CartRepository over a memory store. Ids come from the store's counter; `created` is the Effect
 * clock's time as an ISO string, so tests with a TestClock see a fixed date. `addEntry` keeps the
 * merged line's first price and title: the price is what it cost when the visitor first added it.
 *
 * @example
 * Layer.provide(program, memoryCartRepository(makeMemoryStore()))
 */
export const memoryCartRepository = (store: MemoryStore): Layer.Layer<CartRepository> =>
  Layer.succeed(
    CartRepository,
    CartRepository.of({
      find: (cartId) => read(store, (state) => Option.fromNullishOr(state.carts.get(cartId))),
      create: ({ websiteId, currency }) =>
        Effect.gen(function* () {
          const id = yield* nextId(store)
          const now = yield* Clock.currentTimeMillis
          const cart: StoredCart = {
            id,
            websiteId,
            orderId: null,
            created: new Date(now).toISOString(),
            currency,
            isPurchased: false,
            entries: [],
          }
          return yield* write(store, (state) => [cart, withCart(state, cart)])
        }),
      addEntry: (cartId, draft) =>
        Effect.gen(function* () {
          const freshId = yield* nextId(store)
          let entryId = freshId
          const cart = yield* changeEntries(store, cartId, (entries) => {
            const line = entries.find((entry) => sameLine(entry, draft))
            if (line === undefined) return [...entries, { ...draft, id: freshId }]
            entryId = line.id
            return entries.map((entry) =>
              entry === line ? { ...entry, quantity: entry.quantity + draft.quantity } : entry,
            )
          })
          return Option.map(cart, (found) => ({ cart: found, entryId }))
        }),
      setQuantity: (cartId, entryId, quantity) =>
        changeEntries(store, cartId, (entries) =>
          hasEntry(entries, entryId)
            ? entries.map((entry) => (entry.id === entryId ? { ...entry, quantity } : entry))
            : undefined,
        ),
      removeEntry: (cartId, entryId) =>
        changeEntries(store, cartId, (entries) =>
          hasEntry(entries, entryId) ? entries.filter((entry) => entry.id !== entryId) : undefined,
        ),
    }),
  )
