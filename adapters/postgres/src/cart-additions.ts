import { randomUUID } from "node:crypto"
import {
  type AddTarget,
  type AddToCartSnapshot,
  type CheckedAgainst,
  type EntryDraft,
  emptyCart,
  type SnapshotFreshness,
  type StockRecord,
  type StoredCart,
  stockRecord,
} from "@vitrine/core/cart"
import { ProductSchema } from "@vitrine/core/catalog"
import type { CurrencyCode } from "@vitrine/core/money"
import { Clock, Effect, Option, Request, Schema } from "effect"
import { batched } from "./batching.ts"
import { ADD_TO_CARTS, ADD_TO_NEW_CARTS, READ_FOR_ADD } from "./cart-additions-sql.ts"
import { CartJson, lineRow, storedCart } from "./cart-json.ts"
import type { Database } from "./database.ts"
import { jsonText } from "./json-text.ts"
import { type ProductCopies, productCopies } from "./product-copies.ts"
import { query } from "./query.ts"

// Add-to-cart's two statements, one round trip each and no transaction. Each is written for a batch
// of requests, so that visitors adding at the same moment share one statement (see `batching.ts`).
// A visitor's first add may skip the read: the product comes from this process's copy
// (`product-copies.ts`) and the write checks that it still holds.

type Added = { readonly cart: StoredCart; readonly entryId: string }

class ReadForAdd extends Request.Class<
  { readonly cartId: string | null; readonly itemIdOrSlug: string },
  AddToCartSnapshot
> {}
// What a write checked against a kept copy saw, as the statements' `seen_*` columns (all null for a
// write checked against a current read).
type Seen = Record<
  "seen_revision" | "seen_variant" | "seen_qty" | "seen_unlimited",
  number | string | boolean | null
>

class AddToNewCart extends Request.Class<
  {
    readonly websiteId: string
    readonly currency: CurrencyCode
    readonly draft: EntryDraft
    readonly seen: Seen
  },
  Option.Option<Added>
> {}
class AddToCart extends Request.Class<
  { readonly cartId: string; readonly revision: number; readonly draft: EntryDraft; readonly seen: Seen },
  Option.Option<Added>
> {}

const UNCHECKED: Seen = { seen_revision: null, seen_variant: null, seen_qty: null, seen_unlimited: null }

// A product this process did not read has no revision here: -1 matches none, so such a write never
// lands on a guess and the program reads again.
const seenOf = (copies: ProductCopies, checked: CheckedAgainst | undefined): Seen =>
  checked === undefined
    ? UNCHECKED
    : {
        seen_revision: copies.revisionOf(checked.product) ?? -1,
        seen_variant: checked.stock?.variantId ?? null,
        seen_qty: checked.stock?.qtyInStock ?? null,
        seen_unlimited: checked.stock?.unlimited ?? null,
      }

// The product comes as JSON text, decoded once per distinct text (see `json-text.ts`).
const SnapshotRow = Schema.Struct({
  n: Schema.Int,
  product: Schema.NullOr(Schema.String),
  revision: Schema.NullOr(Schema.Int),
  cart: Schema.NullOr(CartJson),
})
const productOf = jsonText(ProductSchema, 64)
const AddedRow = Schema.Struct({ n: Schema.Int, cart: CartJson, entry_id: Schema.String })
const NewCartRow = Schema.Struct({ cart_id: Schema.String })

/** Each row's answer in the place of the request it answers (`n` counts from 1). */
const byRequest = <R extends { readonly n: number }, A>(
  count: number,
  rows: readonly R[],
  answer: (row: R) => A,
) => {
  const answers: Array<A | undefined> = Array.from({ length: count })
  for (const row of rows) answers[row.n - 1] = answer(row)
  return answers
}

// Every product read is also kept, under the id or slug it was asked for.
const snapshot = (
  copies: ProductCopies,
  item: string,
  row: typeof SnapshotRow.Type | undefined,
): AddToCartSnapshot => {
  const product = Option.map(Option.fromNullishOr(row?.product), productOf)
  const stock = Option.match(product, {
    onNone: (): StockRecord[] => [],
    onSome: (found) => found.variants.map(stockRecord),
  })
  if (Option.isSome(product) && row?.revision != null) copies.saw(item, product.value, row.revision, stock)
  const cart = Option.map(Option.fromNullishOr(row?.cart), (found) => ({
    stored: storedCart(found),
    revision: found.revision,
  }))
  return { product, stock, cart }
}

const readForAdd = (copies: ProductCopies) => (requests: readonly ReadForAdd[]) =>
  Effect.map(
    query(SnapshotRow, {
      name: "vitrine_read_for_add",
      sql: READ_FOR_ADD,
      params: [
        JSON.stringify(
          requests.map((request, index) => ({
            n: index + 1,
            item: request.itemIdOrSlug,
            cart: request.cartId,
          })),
        ),
      ],
    }),
    (rows) =>
      byRequest(requests.length, rows, (row) => row).map((row, index) =>
        snapshot(copies, (requests[index] as ReadForAdd).itemIdOrSlug, row),
      ),
  ).pipe(Effect.orDie)

const added = (row: typeof AddedRow.Type): Added => ({ cart: storedCart(row.cart), entryId: row.entry_id })

// Each new cart as its request wrote it: the statement answers the ids of the carts it made (a request
// checked against a kept copy that no longer holds makes none), and a failure fails them all.
const addToNewCarts = (requests: readonly AddToNewCart[]) =>
  Effect.gen(function* () {
    const created = new Date(yield* Clock.currentTimeMillis).toISOString()
    const carts = requests.map(({ websiteId, currency, draft }): Added => {
      const entryId = randomUUID()
      const cart = emptyCart({ id: randomUUID(), websiteId, currency, created })
      return { cart: { ...cart, entries: [{ id: entryId, ...draft }] }, entryId }
    })
    const made = yield* query(NewCartRow, {
      name: "vitrine_add_to_new_carts",
      sql: ADD_TO_NEW_CARTS,
      params: [
        JSON.stringify(
          requests.map(({ websiteId, currency, draft, seen }, index) => {
            const { cart, entryId } = carts[index] as Added
            return {
              cart_id: cart.id,
              website_id: websiteId,
              created,
              currency,
              ...seen,
              ...lineRow(draft, entryId),
            }
          }),
        ),
      ],
    }).pipe(Effect.orDie)
    const ids = new Set(made.map((row) => row.cart_id))
    return carts.map((added) => (ids.has(added.cart.id) ? Option.some(added) : Option.none()))
  })

const addToSomeCarts = (requests: readonly AddToCart[]) =>
  Effect.map(
    query(AddedRow, {
      name: "vitrine_add_to_carts",
      sql: ADD_TO_CARTS,
      params: [
        JSON.stringify(
          requests.map(({ cartId, revision, draft, seen }, index) => ({
            n: index + 1,
            cart_id: cartId,
            revision,
            ...seen,
            ...lineRow(draft, randomUUID()),
          })),
        ),
      ],
    }),
    (rows) => byRequest(requests.length, rows, added).map(Option.fromNullishOr),
  ).pipe(Effect.orDie)

// A cart may appear once per statement; further adds to it follow one by one, and find it changed
// unless the first one failed.
const addToCarts = (requests: readonly AddToCart[]) =>
  Effect.gen(function* () {
    const first = new Map<string, number>()
    requests.forEach((request, index) => {
      if (!first.has(request.cartId)) first.set(request.cartId, index)
    })
    const leading = [...first.values()]
    const answers: Array<Option.Option<Added>> = []
    const batch = yield* addToSomeCarts(leading.map((index) => requests[index] as AddToCart))
    leading.forEach((index, position) => {
      answers[index] = batch[position] as Option.Option<Added>
    })
    for (const [index, request] of requests.entries()) {
      if (answers[index] === undefined)
        answers[index] = (yield* addToSomeCarts([request]))[0] as Option.Option<Added>
    }
    return answers
  })

/**
 * CartRepository's add-to-cart operations on `database`: the snapshot read and the conditional add,
 * batched across concurrent callers outside a transaction (see `batching.ts`). Asked for a `"kept"`
 * snapshot with no cart, `findForAdd` answers from the process's copy of the product when it has one
 * (`product-copies.ts`); a cart is always read as stored.
 *
 * @example
 * const additions = cartAdditions(database)
 * additions.findForAdd("cart-1", "linen-shirt")
 */
export const cartAdditions = (database: Database["Service"]) => {
  const copies = productCopies(256)
  const read = batched(database, readForAdd(copies))
  const toNew = batched(database, addToNewCarts)
  const toExisting = batched(database, addToCarts)
  const add = (target: AddTarget, draft: EntryDraft) => {
    const seen = seenOf(copies, target.checked)
    return target._tag === "New"
      ? toNew(new AddToNewCart({ websiteId: target.websiteId, currency: target.currency, draft, seen }))
      : toExisting(new AddToCart({ cartId: target.cartId, revision: target.revision, draft, seen }))
  }
  return {
    findForAdd: (
      cartId: string | null,
      itemIdOrSlug: string,
      freshness: SnapshotFreshness = "current",
    ): Effect.Effect<AddToCartSnapshot> => {
      const kept = cartId === null && freshness === "kept" ? copies.find(itemIdOrSlug) : undefined
      return kept === undefined ? read(new ReadForAdd({ cartId, itemIdOrSlug })) : Effect.succeed(kept)
    },
    // A copy that no longer holds is dropped, so the program's next read is a current one.
    addEntryIfUnchanged: (target: AddTarget, draft: EntryDraft) =>
      target.checked === undefined
        ? add(target, draft)
        : Effect.map(add(target, draft), (added) => {
            if (Option.isNone(added) && target.checked !== undefined) copies.drop(target.checked)
            return added
          }),
  }
}
