import { randomUUID } from "node:crypto"
import { CartRepository, emptyCart, type StoredCart } from "@vitrine/core/cart"
import { Clock, Effect, Layer, Option, Schema } from "effect"
import { cartAdditions } from "./cart-additions.ts"
import { setAdditionalFields } from "./cart-answers.ts"
import { addLine, CartJson, cartJson, changedLines, draftParams, ownLines, storedCart } from "./cart-json.ts"
import { memberCartMethods } from "./cart-members.ts"
import { Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

const CartRow = Schema.Struct({ cart: CartJson })
const AddedRow = Schema.Struct({ cart: CartJson, entry_id: Schema.String })

const cartOf = (rows: ReadonlyArray<typeof CartRow.Type>) =>
  Option.map(Option.fromNullishOr(rows[0]), (row) => storedCart(row.cart))

// Every statement that changes a cart's lines raises its revision in the same statement, so a
// conditional add (`addEntryIfUnchanged`) can tell the cart changed since it was read.
const BUMP = "UPDATE carts SET revision = revision + 1"

const FIND = `SELECT ${cartJson("c", ownLines("c"))} AS cart FROM carts c WHERE c.id = $1`

const find = (cartId: string) =>
  query(CartRow, { sql: FIND, params: [cartId], name: "vitrine_find_cart" }).pipe(
    Effect.map(cartOf),
    Effect.orDie,
  )

const CREATE = `INSERT INTO carts (id, website_id, order_id, created, currency, is_purchased)
  VALUES ($1, $2, NULL, $3, $4, false)`

// Inside a transaction the INSERT is sent without waiting, to travel with the next statement: a new
// cart then costs no round trip of its own.
const create = (init: { readonly websiteId: string; readonly currency: StoredCart["currency"] }) =>
  Effect.gen(function* () {
    const created = new Date(yield* Clock.currentTimeMillis).toISOString()
    const cart = emptyCart({ ...init, id: randomUUID(), created })
    yield* queryBehind({
      sql: CREATE,
      params: [cart.id, cart.websiteId, cart.created, cart.currency],
      name: "vitrine_create_cart",
    })
    return cart
  })

const ADD_ENTRY = `WITH cart AS (${BUMP} WHERE id = $1 RETURNING *), ${addLine("cart", 2)}
  SELECT (SELECT id FROM changed) AS entry_id, ${cartJson("cart", changedLines("cart"))} AS cart FROM cart`

// One statement: add the line or its quantity to the same line, and return the whole cart.
const addEntry = (cartId: string, draft: Parameters<CartRepository["Service"]["addEntry"]>[1]) =>
  query(AddedRow, {
    sql: ADD_ENTRY,
    params: [cartId, ...draftParams(draft, randomUUID())],
    name: "vitrine_add_entry",
  }).pipe(
    Effect.map((rows) =>
      Option.map(Option.fromNullishOr(rows[0]), (row) => ({
        cart: storedCart(row.cart),
        entryId: row.entry_id,
      })),
    ),
    Effect.orDie,
  )

const SET_QUANTITY = `WITH changed AS (
    UPDATE cart_entries SET quantity = $3::integer WHERE cart_id = $1 AND id = $2 RETURNING *
  ), cart AS (${BUMP} WHERE id = $1 AND EXISTS (SELECT 1 FROM changed) RETURNING *)
  SELECT ${cartJson("cart", changedLines("cart"))} AS cart FROM cart`

const setQuantity = (cartId: string, entryId: string, quantity: number) =>
  query(CartRow, {
    sql: SET_QUANTITY,
    params: [cartId, entryId, quantity],
    name: "vitrine_set_quantity",
  }).pipe(Effect.map(cartOf), Effect.orDie)

// The deleted line is left out by showing only the lines other than it.
const REMOVE_ENTRY = `WITH changed AS (DELETE FROM cart_entries WHERE cart_id = $1 AND id = $2 RETURNING id),
  cart AS (${BUMP} WHERE id = $1 AND EXISTS (SELECT 1 FROM changed) RETURNING *)
  SELECT ${cartJson("cart", `${ownLines("cart")} AND id NOT IN (SELECT id FROM changed)`)} AS cart FROM cart`

const removeEntry = (cartId: string, entryId: string) =>
  query(CartRow, { sql: REMOVE_ENTRY, params: [cartId, entryId], name: "vitrine_remove_entry" }).pipe(
    Effect.map(cartOf),
    Effect.orDie,
  )

/**
 * CartRepository on Postgres: every method is one statement that also returns the whole cart, lines
 * in the order first added, and every change raises the cart's revision. Ids are random UUIDs;
 * `created` is the Effect clock's time, returned as an ISO 8601 string in UTC with milliseconds.
 * `findForAdd` and `addEntryIfUnchanged` are add-to-cart's two statements (see `cart-additions.ts`);
 * the member-cart methods are in `cart-members.ts`.
 *
 * @example
 * Layer.provide(cartRepositoryLayer(), databaseLayer({}))
 */
export const cartRepositoryLayer = (): Layer.Layer<CartRepository, never, Database> =>
  Layer.effect(
    CartRepository,
    Effect.gen(function* () {
      const additions = cartAdditions(yield* Database)
      return yield* withDatabase((provide) =>
        CartRepository.of({
          find: (cartId) => provide(find(cartId)),
          create: (init) => provide(create(init)),
          addEntry: (cartId, draft) => provide(addEntry(cartId, draft)),
          setQuantity: (cartId, entryId, quantity) => provide(setQuantity(cartId, entryId, quantity)),
          setAdditionalFields: (cartId, entryId, line) => provide(setAdditionalFields(cartId, entryId, line)),
          removeEntry: (cartId, entryId) => provide(removeEntry(cartId, entryId)),
          findForAdd: additions.findForAdd,
          addEntryIfUnchanged: additions.addEntryIfUnchanged,
          ...memberCartMethods(provide),
        }),
      )
    }),
  )
