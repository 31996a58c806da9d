import { Context, type Effect, type Option } from "effect"
import type { CurrencyCode } from "../money/currencies.ts"
import type { EntryDraft, StockRecord, StoredCart } from "./model.ts"

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

/** Stores carts and their entries. */
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
  }
>()("@vitrine/core/cart/CartRepository") {}
