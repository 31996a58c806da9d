import { Effect, Layer, Option } from "effect"
import type { EntryDraft, StoredCart, StoredEntry } from "../cart/model.ts"
import { type AddTarget, CartRepository } from "../cart/port.ts"
import { stockRecord } from "../cart/stock.ts"
import { memberCartMethods } from "./cart-members.ts"
import { newCart, withCart } from "./cart-state.ts"
import { findProduct } from "./catalog.ts"
import { type MemoryState, type MemoryStore, nextId, read, write } from "./store.ts"

const sameLine = (entry: StoredEntry, draft: EntryDraft): boolean =>
  entry.itemId === draft.itemId &&
  entry.chosenVariant.sku === draft.chosenVariant.sku &&
  entry.additionalFields === draft.additionalFields

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

/** The cart with the draft merged into its line or added as a new one with `freshId`. */
const withLine = (cart: StoredCart, draft: EntryDraft, freshId: string) => {
  const line = cart.entries.find((entry) => sameLine(entry, draft))
  if (line === undefined)
    return { cart: { ...cart, entries: [...cart.entries, { ...draft, id: freshId }] }, entryId: freshId }
  const entries = cart.entries.map((entry) =>
    entry === line ? { ...entry, quantity: entry.quantity + draft.quantity } : entry,
  )
  return { cart: { ...cart, entries }, entryId: line.id }
}

/** The cart with a line's answers replaced, joined to its twin when it now has one; undefined when no such line. */
const withAnswers = (
  cart: StoredCart,
  entryId: string,
  line: Pick<EntryDraft, "itemId" | "chosenVariant" | "additionalFields">,
) => {
  const entry = cart.entries.find(
    (candidate) =>
      candidate.id === entryId &&
      sameLine(candidate, { ...candidate, ...line, additionalFields: candidate.additionalFields }),
  )
  if (entry === undefined) return undefined
  const edited = { ...entry, additionalFields: line.additionalFields }
  const twin = cart.entries.find((other) => other.id !== entryId && sameLine(other, edited))
  if (twin === undefined)
    return {
      cart: { ...cart, entries: cart.entries.map((other) => (other === entry ? edited : other)) },
      entryId,
    }
  const entries = cart.entries
    .filter((other) => other !== entry)
    .map((other) => (other === twin ? { ...twin, quantity: twin.quantity + entry.quantity } : other))
  return { cart: { ...cart, entries }, entryId: twin.id }
}

// The cart a conditional add may go to: new, or open and still at the revision the caller read.
const targetCart = (store: MemoryStore, target: AddTarget) =>
  target._tag === "New"
    ? Effect.map(newCart(store, target), (cart) => () => cart)
    : Effect.succeed((state: MemoryState) => {
        const cart = state.carts.get(target.cartId)
        const current =
          cart !== undefined && !cart.isPurchased && state.revisions.get(cart.id) === target.revision
        return current ? cart : undefined
      })

// A target checked against a product: that product must still be the one stored. Products are
// replaced, never changed in place, on every save and every change of their stock, so the same object
// means the same product and stock.
const stillAsChecked = (state: MemoryState, target: AddTarget): boolean =>
  target.checked === undefined || state.products.get(target.checked.product.id) === target.checked.product

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
      create: (init) =>
        Effect.flatMap(newCart(store, init), (cart) =>
          write(store, (state) => [cart, withCart(state, cart)]),
        ),
      addEntry: (cartId, draft) =>
        Effect.flatMap(nextId(store), (freshId) =>
          write(store, (state) => {
            const cart = state.carts.get(cartId)
            if (cart === undefined) return [Option.none(), state]
            const added = withLine(cart, draft, freshId)
            return [Option.some(added), withCart(state, added.cart)]
          }),
        ),
      setQuantity: (cartId, entryId, quantity) =>
        changeEntries(store, cartId, (entries) =>
          hasEntry(entries, entryId)
            ? entries.map((entry) => (entry.id === entryId ? { ...entry, quantity } : entry))
            : undefined,
        ),
      setAdditionalFields: (cartId, entryId, line) =>
        write(store, (state) => {
          const cart = state.carts.get(cartId)
          const changed = cart && withAnswers(cart, entryId, line)
          if (changed === undefined) return [Option.none(), state]
          return [Option.some(changed), withCart(state, changed.cart)]
        }),
      removeEntry: (cartId, entryId) =>
        changeEntries(store, cartId, (entries) =>
          hasEntry(entries, entryId) ? entries.filter((entry) => entry.id !== entryId) : undefined,
        ),
      findForAdd: (cartId, itemIdOrSlug) =>
        read(store, (state) => {
          const product = findProduct(state.products, itemIdOrSlug)
          const cart = cartId === null ? undefined : state.carts.get(cartId)
          return {
            product: Option.fromNullishOr(product),
            stock: product?.variants.map(stockRecord) ?? [],
            cart: Option.fromNullishOr(cart).pipe(
              Option.map((stored) => ({ stored, revision: state.revisions.get(stored.id) ?? 0 })),
            ),
          }
        }),
      addEntryIfUnchanged: (target, draft) =>
        Effect.gen(function* () {
          const cartIn = yield* targetCart(store, target)
          const freshId = yield* nextId(store)
          return yield* write(store, (state) => {
            const cart = cartIn(state)
            if (cart === undefined || !stillAsChecked(state, target)) return [Option.none(), state]
            const added = withLine(cart, draft, freshId)
            return [Option.some(added), withCart(state, added.cart)]
          })
        }),
      ...memberCartMethods(store),
    }),
  )
