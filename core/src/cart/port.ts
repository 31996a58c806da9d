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
  /**
   * Present when the product and its stock came from a copy the repository keeps rather than from the
   * store itself (asked for with `"kept"`): they may be out of date, so a refusal must be decided
   * again on a current read, and the write must name what it was checked against (`CheckedAgainst`).
   */
  readonly kept?: true
}

/**
 * Whether `findForAdd` may answer the product and its stock from a copy the repository keeps
 * (`"kept"`: no round trip for a popular product) or must read them as stored (`"current"`).
 */
export type SnapshotFreshness = "kept" | "current"

/**
 * What an add's checks saw of its product: the product as the snapshot gave it and the stock record
 * of the chosen variant (undefined when it has none). Given with a write checked against a kept copy,
 * the write lands only if the product and that stock are still as stored.
 *
 * @example
 * const checked: CheckedAgainst = { product, stock: seen.stock.find((s) => s.variantId === variant.id) }
 */
export interface CheckedAgainst {
  readonly product: Product
  readonly stock: StockRecord | undefined
}

/**
 * Where a checked line goes: the cart the check read, at the revision it read, or a new cart.
 *
 * @example
 * const target: AddTarget = { _tag: "Existing", cartId: "cart-1", revision: 3 }
 */
export type AddTarget = (
  | { readonly _tag: "Existing"; readonly cartId: string; readonly revision: number }
  | { readonly _tag: "New"; readonly websiteId: string; readonly currency: CurrencyCode }
) & {
  /** Set when the check read a kept copy (`AddToCartSnapshot.kept`): the write then also needs the product and stock unchanged. */
  readonly checked?: CheckedAgainst
}

/**
 * The carts a member's sign-in combines, as `CartRepository.lockForMerge` reads them: the member's
 * open cart, and the visitor's cart when it may be merged, with the cart it was copied from (a
 * signed-out member's copy, `copyForVisitor`) or null.
 *
 * @example
 * const { member, visitor } = yield* carts.lockForMerge({ websiteId, memberId, visitorCartId })
 */
export interface SignInCarts {
  readonly member: Option.Option<StoredCart>
  readonly visitor: Option.Option<{ readonly cart: StoredCart; readonly copiedFrom: string | null }>
}

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
    /**
     * Replaces the additional-field answers of the line `entryId` of this item and SKU (API-002),
     * quantity and place kept. When the new answers make it the same line as another of the cart
     * (same item, SKU and answers), it joins that line as an add would: the other line keeps its place
     * and gains the quantity, this one goes. Returns the cart and the line that now holds the answers;
     * none when the cart has no such line.
     */
    readonly setAdditionalFields: (
      cartId: string,
      entryId: string,
      line: Pick<EntryDraft, "itemId" | "chosenVariant" | "additionalFields">,
    ) => Effect.Effect<Option.Option<{ readonly cart: StoredCart; readonly entryId: string }>>
    /** Removes a line; none when the cart or the line does not exist. */
    readonly removeEntry: (cartId: string, entryId: string) => Effect.Effect<Option.Option<StoredCart>>
    /** Reads the product (by id, else URL slug) with its stock and the cart (when `cartId` is given) at one moment; each part is none/empty when unknown. With `"kept"` (default `"current"`) a repository may answer a product it found from a copy it keeps, marked `kept`. */
    readonly findForAdd: (
      cartId: string | null,
      itemIdOrSlug: string,
      freshness?: SnapshotFreshness,
    ) => Effect.Effect<AddToCartSnapshot>
    /** Adds a line as `addEntry` does, in one atomic step, to a new cart it creates or to an open cart still at `revision`; none, writing nothing, when that cart has changed since, been purchased or is gone, or, for a target with `checked`, when the product or the chosen variant's stock is no longer as checked. */
    readonly addEntryIfUnchanged: (
      target: AddTarget,
      draft: EntryDraft,
    ) => Effect.Effect<Option.Option<{ readonly cart: StoredCart; readonly entryId: string }>>
    /** The member's open cart on the website (not purchased, not merged away); none when they have none. */
    readonly findMemberCart: (websiteId: string, memberId: string) => Effect.Effect<Option.Option<StoredCart>>
    /** Reads the member's open cart and the visitor's cart — only when it is open, not merged away and no member's — and locks both, and the member, until the transaction ends, so two sign-ins of one member take turns; locks are taken in a fixed order, so two sign-ins never deadlock. Call inside `Transaction.run`: outside one the locks last one statement. */
    readonly lockForMerge: (input: {
      readonly websiteId: string
      readonly memberId: string
      readonly visitorCartId: string | null
    }) => Effect.Effect<SignInCarts>
    /** Makes the cart the member's open cart; a no-op when the cart does not exist. The member must have no other open cart. */
    readonly assignToMember: (cartId: string, memberId: string) => Effect.Effect<void>
    /** Removes every line of a cart combined into `intoCartId` and records where they went; from then on it is no open cart of anyone's and is never merged again. A no-op when the cart does not exist. */
    readonly markMerged: (cartId: string, intoCartId: string) => Effect.Effect<void>
    /** A new open cart of nobody's with copies of the cart's lines (new line ids, same order), recording the cart it copies; none when that cart does not exist. */
    readonly copyForVisitor: (cartId: string) => Effect.Effect<Option.Option<StoredCart>>
  }
>()("@vitrine/core/cart/CartRepository") {}
