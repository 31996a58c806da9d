import { Effect, Option } from "effect"
import type { StoredCart } from "../cart/model.ts"
import type { CartRepository } from "../cart/port.ts"
import { newCart, withCart } from "./cart-state.ts"
import { type CartLinks, type MemoryState, type MemoryStore, nextId, read, write } from "./store.ts"

type Methods = Pick<
  CartRepository["Service"],
  "findMemberCart" | "lockForMerge" | "assignToMember" | "markMerged" | "copyForVisitor"
>

const NO_LINKS: CartLinks = { memberId: null, mergedInto: null, copiedFrom: null }
const linksOf = (state: MemoryState, cartId: string) => state.cartLinks.get(cartId) ?? NO_LINKS

const linked = (state: MemoryState, cartId: string, links: Partial<CartLinks>): MemoryState => ({
  ...state,
  cartLinks: new Map(state.cartLinks).set(cartId, { ...linksOf(state, cartId), ...links }),
})

const isOpen = (state: MemoryState, cart: StoredCart) =>
  !cart.isPurchased && linksOf(state, cart.id).mergedInto === null

const memberCartIn = (state: MemoryState, websiteId: string, memberId: string) =>
  Option.fromNullishOr(
    [...state.carts.values()].find(
      (cart) =>
        cart.websiteId === websiteId && linksOf(state, cart.id).memberId === memberId && isOpen(state, cart),
    ),
  )

/**
 * The member-cart methods of the memory CartRepository. Locking needs nothing more than the memory
 * Transaction already gives: a transaction holds the store's one permit, so no other program runs
 * until it ends.
 *
 * @example
 * CartRepository.of({ ...others, ...memberCartMethods(store) })
 */
export const memberCartMethods = (store: MemoryStore): Methods => ({
  findMemberCart: (websiteId, memberId) => read(store, (state) => memberCartIn(state, websiteId, memberId)),
  lockForMerge: ({ websiteId, memberId, visitorCartId }) =>
    read(store, (state) => {
      const cart = visitorCartId === null ? undefined : state.carts.get(visitorCartId)
      const links = cart === undefined ? NO_LINKS : linksOf(state, cart.id)
      const mergeable =
        cart !== undefined && cart.websiteId === websiteId && isOpen(state, cart) && links.memberId === null
      return {
        member: memberCartIn(state, websiteId, memberId),
        visitor: mergeable ? Option.some({ cart, copiedFrom: links.copiedFrom }) : Option.none(),
      }
    }),
  assignToMember: (cartId, memberId) =>
    write(store, (state) => [
      undefined,
      state.carts.has(cartId) ? linked(state, cartId, { memberId }) : state,
    ]),
  markMerged: (cartId, intoCartId) =>
    write(store, (state) => {
      const cart = state.carts.get(cartId)
      if (cart === undefined) return [undefined, state]
      return [
        undefined,
        linked(withCart(state, { ...cart, entries: [] }), cartId, { mergedInto: intoCartId }),
      ]
    }),
  copyForVisitor: (cartId) =>
    Effect.gen(function* () {
      const source = yield* read(store, (state) => state.carts.get(cartId))
      if (source === undefined) return Option.none<StoredCart>()
      const fresh = yield* newCart(store, source)
      const entries = []
      for (const entry of source.entries) entries.push({ ...entry, id: yield* nextId(store) })
      const copy: StoredCart = { ...fresh, entries }
      return yield* write(store, (state) => [
        Option.some(copy),
        linked(withCart(state, copy), copy.id, { copiedFrom: cartId }),
      ])
    }),
})
