import { Effect, Option } from "effect"
import { Transaction } from "../transaction/port.ts"
import { type CartAdjustment, currencyAdjustments } from "./adjustments.ts"
import { type MergedLine, mergeCarts } from "./merge.ts"
import type { Cart, StockRecord, StoredCart, StoredEntry } from "./model.ts"
import { CartRepository, Inventory } from "./port.ts"
import { cartFromStored } from "./totals.ts"

/** The member's cart after sign-in (none when neither cart existed) and what combining changed. */
export interface MergedAtSignIn {
  readonly cart: Option.Option<Cart>
  readonly adjustments: readonly CartAdjustment[]
}

const stockOfAll = (entries: readonly StoredEntry[]) =>
  Effect.gen(function* () {
    const inventory = yield* Inventory
    const items = [...new Set(entries.map((entry) => entry.itemId))]
    const records = yield* Effect.forEach(items, (itemId) => inventory.stockOf(itemId))
    const byItem = new Map(items.map((itemId, index) => [itemId, records[index] ?? []]))
    return (itemId: string): readonly StockRecord[] => byItem.get(itemId) ?? []
  })

// Brings the target cart's stored lines to `lines`: kept lines removed or re-set, new lines added.
const write = (target: StoredCart, lines: readonly MergedLine[]) =>
  Effect.gen(function* () {
    const carts = yield* CartRepository
    const kept = new Map(lines.flatMap((line) => (line.id === null ? [] : [[line.id, line.draft.quantity]])))
    for (const entry of target.entries) {
      const quantity = kept.get(entry.id)
      if (quantity === undefined) yield* carts.removeEntry(target.id, entry.id)
      else if (quantity !== entry.quantity) yield* carts.setQuantity(target.id, entry.id, quantity)
    }
    for (const line of lines) if (line.id === null) yield* carts.addEntry(target.id, line.draft)
  })

const combine = (target: StoredCart, incoming: readonly StoredEntry[], sameSource: boolean) =>
  Effect.gen(function* () {
    const stockOf = yield* stockOfAll([...target.entries, ...incoming])
    const merged = mergeCarts({ member: target.entries, visitor: incoming, sameSource, stockOf })
    yield* write(target, merged.lines)
    return merged.adjustments
  })

/**
 * Combines a visitor's cart with the member's saved cart at sign-in, by the policy of `mergeCarts`,
 * in one transaction with both carts (and the member) locked, so two sign-ins of one member at once
 * take turns and neither loses a line. The member's cart follows the member:
 *
 * - both carts, same currency: the visitor's lines join the member's cart, which is re-checked
 *   against stock; the visitor's cart is emptied and marked merged;
 * - both, different currencies: prices are not converted, so the visitor's cart (the one in use now)
 *   becomes the member's, and the old cart's lines are dropped with a `currency` adjustment each;
 * - only the visitor's cart: it becomes the member's, re-checked;
 * - only the member's: re-checked. A visitor cart that is purchased, merged or another member's is
 *   never touched.
 *
 * Never fails; returns the member's cart and the adjustments the cart page shows.
 *
 * @example
 * mergeCartsAtSignIn({ websiteId: "site-1", memberId: account.id, visitorCartId: cartIdFromCookie })
 */
export const mergeCartsAtSignIn = Effect.fn("mergeCartsAtSignIn")(function* (input: {
  readonly websiteId: string
  readonly memberId: string
  readonly visitorCartId: string | null
}) {
  const transaction = yield* Transaction
  return yield* transaction.run(
    Effect.gen(function* () {
      const carts = yield* CartRepository
      const { member, visitor } = yield* carts.lockForMerge(input)
      let target: StoredCart
      let adjustments: readonly CartAdjustment[]
      if (
        Option.isSome(member) &&
        Option.isSome(visitor) &&
        member.value.currency === visitor.value.cart.currency
      ) {
        target = member.value
        const sameSource = visitor.value.copiedFrom === target.id
        adjustments = yield* combine(target, visitor.value.cart.entries, sameSource)
        yield* carts.markMerged(visitor.value.cart.id, target.id)
      } else if (Option.isSome(visitor)) {
        target = visitor.value.cart
        adjustments = Option.isSome(member) ? currencyAdjustments(member.value.entries) : []
        if (Option.isSome(member)) yield* carts.markMerged(member.value.id, target.id)
        yield* carts.assignToMember(target.id, input.memberId)
        adjustments = [...adjustments, ...(yield* combine(target, [], false))]
      } else if (Option.isSome(member)) {
        target = member.value
        adjustments = yield* combine(target, [], false)
      } else return { cart: Option.none(), adjustments: [] } satisfies MergedAtSignIn
      const cart = Option.map(yield* carts.find(target.id), cartFromStored)
      return { cart, adjustments } satisfies MergedAtSignIn
    }),
  )
})

/**
 * The member's open cart with its totals, for a signed-in request (which uses it rather than the
 * cart cookie); none when they have none.
 *
 * @example
 * memberCart("site-1", session.userId) // Effect<Option<Cart>>
 */
export const memberCart = Effect.fn("memberCart")(function* (websiteId: string, memberId: string) {
  const carts = yield* CartRepository
  return Option.map(yield* carts.findMemberCart(websiteId, memberId), cartFromStored)
})

/**
 * A copy of the member's cart for the visitor they become at sign-out (API-029's `cloneCart`): a new
 * cart of nobody's with the same lines; the member's own cart stays theirs. Signing back in with the
 * copy does not double it (see `mergeCarts`). None when the cart does not exist.
 *
 * @example
 * copyCartForVisitor(memberCartId) // Effect<Option<Cart>>
 */
export const copyCartForVisitor = Effect.fn("copyCartForVisitor")(function* (cartId: string) {
  const carts = yield* CartRepository
  return Option.map(yield* carts.copyForVisitor(cartId), cartFromStored)
})
