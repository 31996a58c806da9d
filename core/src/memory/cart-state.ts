import { Clock, Effect } from "effect"
import { emptyCart, type StoredCart } from "../cart/model.ts"
import { type MemoryState, type MemoryStore, nextId } from "./store.ts"

/**
 * The state with the cart stored as given. Every change of a cart goes through here, so every change
 * raises the cart's revision.
 *
 * @example
 * withCart(state, { ...cart, entries: [] })
 */
export const withCart = (state: MemoryState, cart: StoredCart): MemoryState => ({
  ...state,
  carts: new Map(state.carts).set(cart.id, cart),
  revisions: new Map(state.revisions).set(cart.id, (state.revisions.get(cart.id) ?? 0) + 1),
})

/**
 * A new empty cart with the store's next id and the Effect clock's time as `created`.
 *
 * @example
 * newCart(store, { websiteId: "site-1", currency: "USD" })
 */
export const newCart = (
  store: MemoryStore,
  init: { readonly websiteId: string; readonly currency: StoredCart["currency"] },
) =>
  Effect.gen(function* () {
    const id = yield* nextId(store)
    return emptyCart({ ...init, id, created: new Date(yield* Clock.currentTimeMillis).toISOString() })
  })
