import { randomUUID } from "node:crypto"
import {
  type AddTarget,
  type AddToCartSnapshot,
  type EntryDraft,
  emptyCart,
  type StockRecord,
  type StoredCart,
} from "@vitrine/core/cart"
import { ProductSchema } from "@vitrine/core/catalog"
import type { CurrencyCode } from "@vitrine/core/money"
import { Clock, Effect, Option, Request, Schema } from "effect"
import { batched } from "./batching.ts"
import { ADD_TO_CARTS, ADD_TO_NEW_CARTS, READ_FOR_ADD } from "./cart-additions-sql.ts"
import { CartJson, lineRow, storedCart } from "./cart-json.ts"
import type { Database } from "./database.ts"
import { jsonText } from "./json-text.ts"
import { query } from "./query.ts"

// Add-to-cart's two statements, one round trip each and no transaction. Each is written for a batch
// of requests, so that visitors adding at the same moment share one statement (see `batching.ts`).

type Added = { readonly cart: StoredCart; readonly entryId: string }

class ReadForAdd extends Request.Class<
  { readonly cartId: string | null; readonly itemIdOrSlug: string },
  AddToCartSnapshot
> {}
class AddToNewCart extends Request.Class<
  { readonly websiteId: string; readonly currency: CurrencyCode; readonly draft: EntryDraft },
  Option.Option<Added>
> {}
class AddToCart extends Request.Class<
  { readonly cartId: string; readonly revision: number; readonly draft: EntryDraft },
  Option.Option<Added>
> {}

// The product comes as JSON text, decoded once per distinct text (see `json-text.ts`).
const SnapshotRow = Schema.Struct({
  n: Schema.Int,
  product: Schema.NullOr(Schema.String),
  cart: Schema.NullOr(CartJson),
})
const productOf = jsonText(ProductSchema, 64)
const AddedRow = Schema.Struct({ n: Schema.Int, cart: CartJson, entry_id: Schema.String })

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

const snapshot = (row: typeof SnapshotRow.Type | undefined): AddToCartSnapshot => {
  const product = Option.map(Option.fromNullishOr(row?.product), productOf)
  const stock = Option.match(product, {
    onNone: (): StockRecord[] => [],
    onSome: (found) =>
      found.variants.map((variant) => ({
        variantId: variant.id,
        sku: variant.sku,
        unlimited: variant.unlimited,
        qtyInStock: variant.qtyInStock,
      })),
  })
  const cart = Option.map(Option.fromNullishOr(row?.cart), (found) => ({
    stored: storedCart(found),
    revision: found.revision,
  }))
  return { product, stock, cart }
}

const readForAdd = (requests: readonly ReadForAdd[]) =>
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
    (rows) => byRequest(requests.length, rows, (row) => row).map(snapshot),
  ).pipe(Effect.orDie)

const added = (row: typeof AddedRow.Type): Added => ({ cart: storedCart(row.cart), entryId: row.entry_id })

// Each new cart as its request wrote it: the statement returns no row, and a failure fails them all.
const addToNewCarts = (requests: readonly AddToNewCart[]) =>
  Effect.gen(function* () {
    const created = new Date(yield* Clock.currentTimeMillis).toISOString()
    const carts = requests.map(({ websiteId, currency, draft }): Added => {
      const entryId = randomUUID()
      const cart = emptyCart({ id: randomUUID(), websiteId, currency, created })
      return { cart: { ...cart, entries: [{ id: entryId, ...draft }] }, entryId }
    })
    yield* query(Schema.Never, {
      name: "vitrine_add_to_new_carts",
      sql: ADD_TO_NEW_CARTS,
      params: [
        JSON.stringify(
          requests.map(({ websiteId, currency, draft }, index) => {
            const { cart, entryId } = carts[index] as Added
            return { cart_id: cart.id, website_id: websiteId, created, currency, ...lineRow(draft, entryId) }
          }),
        ),
      ],
    }).pipe(Effect.orDie)
    return carts.map(Option.some)
  })

const addToSomeCarts = (requests: readonly AddToCart[]) =>
  Effect.map(
    query(AddedRow, {
      name: "vitrine_add_to_carts",
      sql: ADD_TO_CARTS,
      params: [
        JSON.stringify(
          requests.map(({ cartId, revision, draft }, index) => ({
            n: index + 1,
            cart_id: cartId,
            revision,
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
 * batched across concurrent callers outside a transaction (see `batching.ts`).
 *
 * @example
 * const additions = cartAdditions(database)
 * additions.findForAdd("cart-1", "linen-shirt")
 */
export const cartAdditions = (database: Database["Service"]) => {
  const read = batched(database, readForAdd)
  const toNew = batched(database, addToNewCarts)
  const toExisting = batched(database, addToCarts)
  return {
    findForAdd: (cartId: string | null, itemIdOrSlug: string) =>
      read(new ReadForAdd({ cartId, itemIdOrSlug })),
    addEntryIfUnchanged: (target: AddTarget, draft: EntryDraft) =>
      target._tag === "New"
        ? toNew(new AddToNewCart({ websiteId: target.websiteId, currency: target.currency, draft }))
        : toExisting(new AddToCart({ cartId: target.cartId, revision: target.revision, draft })),
  }
}
