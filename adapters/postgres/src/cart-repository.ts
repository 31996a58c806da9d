import { createHash, randomUUID } from "node:crypto"
import { CartEntrySchema, CartRepository, type EntryDraft, type StoredCart } from "@vitrine/core/cart"
import { CurrencyCodeSchema } from "@vitrine/core/money"
import { Clock, Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

const { subTotal: _derived, ...storedEntryFields } = CartEntrySchema.fields

const CartRow = Schema.Struct({
  id: Schema.String,
  website_id: Schema.String,
  order_id: Schema.NullOr(Schema.String),
  created: Schema.String,
  currency: CurrencyCodeSchema,
  is_purchased: Schema.Boolean,
  entries: Schema.Array(Schema.Struct(storedEntryFields)),
})

const storedCart = (row: typeof CartRow.Type): StoredCart => ({
  id: row.id,
  websiteId: row.website_id,
  orderId: row.order_id,
  created: row.created,
  currency: row.currency,
  isPurchased: row.is_purchased,
  entries: row.entries,
})

/**
 * The cart `c` with its lines as one row; `lines` is the set of cart_entries rows to show, so a
 * statement that has just changed a line can show the line as it now is (a data-modifying CTE's
 * changes are not visible to the rest of its own statement, only its RETURNING rows are).
 */
const cartSelect = (lines: string, extra = "") => `SELECT c.id,${extra} c.website_id, c.order_id,
  to_char(c.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created, c.currency, c.is_purchased,
  COALESCE((SELECT json_agg(json_build_object(
    'id', e.id, 'itemId', e.item_id, 'quantity', e.quantity,
    'chosenVariant', json_build_object('sku', e.sku, 'attributes', e.attributes),
    'title', e.title, 'productType', e.product_type, 'imageUrl', e.image_url,
    'purchasePriceCents', e.purchase_price_cents, 'additionalFields', e.additional_fields
  ) ORDER BY e.position) FROM (${lines}) e), '[]') AS entries
FROM carts c`

const OWN_LINES = "SELECT * FROM cart_entries WHERE cart_id = c.id"
const OTHER_LINES = `${OWN_LINES} AND id NOT IN (SELECT id FROM changed)`
const WITH_CHANGED = `${OTHER_LINES} UNION ALL SELECT * FROM changed`

// Identifies "the same line" (item, SKU, additional fields) in a fixed-size key; JSON keeps a null
// apart from an empty string.
const lineKey = (draft: EntryDraft) =>
  createHash("sha256")
    .update(JSON.stringify([draft.itemId, draft.chosenVariant.sku, draft.additionalFields]))
    .digest("base64url")

const firstCart = <R extends typeof CartRow.Type>(rows: ReadonlyArray<R>) => Option.fromNullishOr(rows[0])

const find = (cartId: string) =>
  query(CartRow, (knex) => knex.raw(`${cartSelect(OWN_LINES)} WHERE c.id = ?`, [cartId])).pipe(
    Effect.map((rows) => Option.map(firstCart(rows), storedCart)),
    Effect.orDie,
  )

// Inside a transaction the INSERT is sent without waiting, to travel with the statement that adds
// the first line: a new cart then costs no round trip of its own.
const create = (init: { readonly websiteId: string; readonly currency: StoredCart["currency"] }) =>
  Effect.gen(function* () {
    const cart: StoredCart = {
      id: randomUUID(),
      websiteId: init.websiteId,
      orderId: null,
      created: new Date(yield* Clock.currentTimeMillis).toISOString(),
      currency: init.currency,
      isPurchased: false,
      entries: [],
    }
    yield* queryBehind((knex) =>
      knex("carts").insert({
        id: cart.id,
        website_id: cart.websiteId,
        order_id: null,
        created: cart.created,
        currency: cart.currency,
        is_purchased: false,
      }),
    )
    return cart
  })

const AddedRow = Schema.Struct({ ...CartRow.fields, entry_id: Schema.String })

// One statement: add the line or its quantity to the same line (the unique line key makes that
// atomic under concurrency), and return the whole cart. The first price and title of a line stay.
const addEntry = (cartId: string, draft: EntryDraft) =>
  query(AddedRow, (knex) =>
    knex.raw(
      `WITH changed AS (
        INSERT INTO cart_entries (id, cart_id, line_key, item_id, quantity, sku, attributes, title, product_type,
          image_url, purchase_price_cents, additional_fields)
        SELECT CAST(? AS text), carts.id, CAST(? AS text), CAST(? AS text), CAST(? AS integer), CAST(? AS text),
          CAST(? AS jsonb), CAST(? AS text), CAST(? AS smallint), CAST(? AS text), CAST(? AS bigint), CAST(? AS text)
        FROM carts WHERE carts.id = ?
        ON CONFLICT (cart_id, line_key) DO UPDATE SET quantity = cart_entries.quantity + excluded.quantity
        RETURNING *
      )
      ${cartSelect(WITH_CHANGED, " (SELECT id FROM changed) AS entry_id,")} WHERE c.id = ?`,
      [
        randomUUID(),
        lineKey(draft),
        draft.itemId,
        draft.quantity,
        draft.chosenVariant.sku,
        JSON.stringify(draft.chosenVariant.attributes),
        draft.title,
        draft.productType,
        draft.imageUrl,
        draft.purchasePriceCents,
        draft.additionalFields,
        cartId,
        cartId,
      ],
    ),
  ).pipe(
    Effect.map((rows) =>
      Option.map(firstCart(rows), (row) => ({ cart: storedCart(row), entryId: row.entry_id })),
    ),
    Effect.orDie,
  )

const setQuantity = (cartId: string, entryId: string, quantity: number) =>
  query(CartRow, (knex) =>
    knex.raw(
      `WITH changed AS (
        UPDATE cart_entries SET quantity = CAST(? AS integer) WHERE cart_id = ? AND id = ? RETURNING *
      )
      ${cartSelect(WITH_CHANGED)} WHERE c.id = ? AND EXISTS (SELECT 1 FROM changed)`,
      [quantity, cartId, entryId, cartId],
    ),
  ).pipe(
    Effect.map((rows) => Option.map(firstCart(rows), storedCart)),
    Effect.orDie,
  )

const removeEntry = (cartId: string, entryId: string) =>
  query(CartRow, (knex) =>
    knex.raw(
      `WITH changed AS (DELETE FROM cart_entries WHERE cart_id = ? AND id = ? RETURNING id)
      ${cartSelect(OTHER_LINES)} WHERE c.id = ? AND EXISTS (SELECT 1 FROM changed)`,
      [cartId, entryId, cartId],
    ),
  ).pipe(
    Effect.map((rows) => Option.map(firstCart(rows), storedCart)),
    Effect.orDie,
  )

/**
 * CartRepository on Postgres: every method is one statement that also returns the whole cart, lines
 * in the order first added. Ids are random UUIDs; `created` is the Effect clock's time, returned as
 * an ISO 8601 string in UTC with milliseconds.
 *
 * @example
 * Layer.provide(cartRepositoryLayer(), databaseLayer({}))
 */
export const cartRepositoryLayer = (): Layer.Layer<CartRepository, never, Database> =>
  Layer.effect(
    CartRepository,
    withDatabase((provide) =>
      CartRepository.of({
        find: (cartId) => provide(find(cartId)),
        create: (init) => provide(create(init)),
        addEntry: (cartId, draft) => provide(addEntry(cartId, draft)),
        setQuantity: (cartId, entryId, quantity) => provide(setQuantity(cartId, entryId, quantity)),
        removeEntry: (cartId, entryId) => provide(removeEntry(cartId, entryId)),
      }),
    ),
  )
