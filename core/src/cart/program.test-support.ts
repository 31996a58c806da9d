import { Effect, Ref } from "effect"
import type { Product } from "../catalog/model.ts"
import { CatalogEditor } from "../catalog/port.ts"
import { type MemoryState, type MemoryStore, makeMemoryStore, memoryLayerFor } from "../memory/index.ts"
import type { CurrencyCode } from "../money/currencies.ts"
import type { StorePorts } from "../store/ports.ts"
import { type AddToCartInput, addToCart, type StoreContext } from "./program.ts"

// Test support for the cart program tests, not a test itself.

/** The store every program test sells in. */
export const STORE: StoreContext = { websiteId: "site-1", currency: "USD" }

/**
 * Runs a test body against a fresh in-memory store, handing the body the store so it can look at or
 * arrange what is kept (the memory twin of a raw-SQL back door).
 *
 * @example
 * it.effect("…", () => withMemory((memory) => Effect.gen(function* () { … })))
 */
export const withMemory = <A, E>(body: (memory: MemoryStore) => Effect.Effect<A, E, StorePorts>) => {
  const memory = makeMemoryStore()
  return body(memory).pipe(Effect.provide(memoryLayerFor(memory)))
}

/**
 * Saves products to the catalogue.
 *
 * @example
 * yield* seed(makeProduct())
 */
export const seed = (...products: readonly Product[]) =>
  Effect.flatMap(CatalogEditor, (editor) => Effect.forEach(products, editor.save, { discard: true }))

/**
 * addToCart with defaults: no cart yet, one unit, no SKU, no additional fields.
 *
 * @example
 * yield* add({ itemId: product.id, sku: "S-Red" })
 */
export const add = (input: Partial<AddToCartInput> & { readonly itemId: string }) =>
  addToCart(STORE, { cartId: null, sku: null, quantity: 1, additionalFields: null, ...input })

/**
 * Everything stored right now.
 *
 * @example
 * const before = yield* snapshot(memory)
 */
export const snapshot = (memory: MemoryStore): Effect.Effect<MemoryState> => Ref.get(memory.state)

/**
 * Marks a cart purchased behind the programs' backs, as checkout will.
 *
 * @example
 * yield* markPurchased(memory, cart.id)
 */
export const markPurchased = (memory: MemoryStore, cartId: string) =>
  Ref.update(memory.state, (state) => {
    const cart = state.carts.get(cartId)
    if (cart === undefined) return state
    return { ...state, carts: new Map(state.carts).set(cartId, { ...cart, isPurchased: true }) }
  })

/**
 * Sets a cart's currency behind the programs' backs, as a cart opened before the store changed
 * currency has.
 *
 * @example
 * yield* setCartCurrency(memory, cart.id, "EUR")
 */
export const setCartCurrency = (memory: MemoryStore, cartId: string, currency: CurrencyCode) =>
  Ref.update(memory.state, (state) => {
    const cart = state.carts.get(cartId)
    if (cart === undefined) return state
    return { ...state, carts: new Map(state.carts).set(cartId, { ...cart, currency }) }
  })
