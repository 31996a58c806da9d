import { Context, type Effect, type Option } from "effect"
import type { Product } from "../catalog/model.ts"
import type { CurrencyCode } from "../money/currencies.ts"
import type { EntryDraft, StockRecord, StoredCart } from "./model.ts"

/**
 * What adding to a cart decides on, read as one snapshot: the product, its stock, and the cart the
 * visitor's cookie names with its revision (a number every change to the cart raises). The cart is
 * returned as stored, purchased or not: whether it may still be added to is the program's rule.
 *
 * @example
 * const { product, stock, cart } = yield* carts.findForAdd("cart-1", "linen-shirt")
 */
export interface AddToCartSnapshot {
  readonly product: Option.Option<Product>
  readonly stock: readonly StockRecord[]
  readonly cart: Option.Option<{ readonly stored: StoredCart; readonly revision: number }>
}

/**
 * Where a checked line goes: the cart the check read, at the revision it read, or a new cart.
 *
 * @example
 * const target: AddTarget = { _tag: "Existing", cartId: "cart-1", revision: 3 }
 */
export type AddTarget =
  | { readonly _tag: "Existing"; readonly cartId: string; readonly revision: number }
  | { readonly _tag: "New"; readonly websiteId: string; readonly currency: CurrencyCode }

/** Stock of each variant, with the atomic moves checkout needs. */
export class Inventory extends Context.Service<
  Inventory,
  {
    /** The stock records of an item's variants; empty for an unknown item. */
    readonly stockOf: (itemId: string) => Effect.Effect<readonly StockRecord[]>
    /** Takes `quantity` units in one atomic step: true when taken (always, if unlimited), false when short; stock never goes below zero. */
    readonly decrement: (variantId: string, quantity: number) => Effect.Effect<boolean>
    /** Puts back units a failed order had taken (the undo of `decrement`); a no-op for unlimited or unknown variants. */
    readonly release: (variantId: string, quantity: number) => Effect.Effect<void>
  }
>()("@vitrine/core/cart/Inventory") {}

/**
 * Stores carts and their entries. Every change to a cart's lines raises its revision, so a write can
 * be made to land only on the cart as it was read (`addEntryIfUnchanged`).
 */
export class CartRepository extends Context.Service<
  CartRepository,
  {
    /** The cart with its entries in the order added; none when no cart has this id. */
    readonly find: (cartId: string) => Effect.Effect<Option.Option<StoredCart>>
    /** A new empty cart with a fresh id and the current time as `created`. */
    readonly create: (init: {
      readonly websiteId: string
      readonly currency: CurrencyCode
    }) => Effect.Effect<StoredCart>
    /** Adds a line, or adds its quantity to the line with the same item, SKU and additional fields; none when the cart does not exist. */
    readonly addEntry: (
      cartId: string,
      draft: EntryDraft,
    ) => Effect.Effect<Option.Option<{ readonly cart: StoredCart; readonly entryId: string }>>
    /** Sets a line's quantity; none when the cart or the line does not exist. */
    readonly setQuantity: (
      cartId: string,
      entryId: string,
      quantity: number,
    ) => Effect.Effect<Option.Option<StoredCart>>
    /** Removes a line; none when the cart or the line does not exist. */
    readonly removeEntry: (cartId: string, entryId: string) => Effect.Effect<Option.Option<StoredCart>>
    /** Reads the product (by id, else URL slug) with its stock and the cart (when `cartId` is given) at one moment; each part is none/empty when unknown. */
    readonly findForAdd: (cartId: string | null, itemIdOrSlug: string) => Effect.Effect<AddToCartSnapshot>
    /** Adds a line as `addEntry` does, in one atomic step, to a new cart it creates or to an open cart still at `revision`; none, writing nothing, when that cart has changed since, been purchased or is gone. */
    readonly addEntryIfUnchanged: (
      target: AddTarget,
      draft: EntryDraft,
    ) => Effect.Effect<Option.Option<{ readonly cart: StoredCart; readonly entryId: string }>>
  }
>()("@vitrine/core/cart/CartRepository") {}
