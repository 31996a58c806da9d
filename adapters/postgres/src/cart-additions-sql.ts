import { cartJson } from "./cart-json.ts"
import { PRODUCT_OBJECT } from "./catalog.ts"

// Add-to-cart's statements, each written for a batch of requests: the one parameter is a JSON array
// holding one object per request (`json_to_recordset`), and `n` (counted from 1 by the adapter) says
// which request a row answers. A lone request is a batch of one, so there is one text of each
// statement. One JSON text rather than an array parameter per column: node-postgres built a Postgres
// array literal of every column of every batch, about as much of the server process's work per add as
// all the rest of sending the statement (issue 14's profile); JSON.stringify of the batch is a
// fraction of it, and Postgres reads either as fast.

/**
 * One row per request: the product by id, else by slug (as Catalog.find), as JSON text or null, with
 * its revision, and the cart, as JSON or null. A product asked for by several requests of the batch
 * (a popular one) is built once (the CTE is MATERIALIZED: inlined, its product would be built again
 * for every row), and sent as text so that the adapter decodes each distinct product text once.
 */
export const READ_FOR_ADD = `WITH r AS (
    SELECT * FROM json_to_recordset($1::json) AS r(n integer, item text, cart text)
  ), wanted AS MATERIALIZED (
    SELECT d.item, found.product, found.revision FROM (SELECT DISTINCT item FROM r) d
    LEFT JOIN LATERAL (SELECT CAST(${PRODUCT_OBJECT} AS text) AS product, p.revision FROM products p
      WHERE p.id = d.item OR p.url_slug = d.item ORDER BY p.id = d.item DESC LIMIT 1) found ON true
  )
SELECT CAST(r.n AS integer) AS n, wanted.product, wanted.revision,
  (SELECT ${cartJson("c", "SELECT * FROM cart_entries WHERE cart_id = c.id")} FROM carts c WHERE c.id = r.cart) AS cart
FROM r JOIN wanted ON wanted.item = r.item`

// What a request checked against a kept copy of its product saw (`seenColumns` in the adapter), null
// for one checked against a current read: it lands only if the product is still at that revision and
// the chosen variant's stock row, if any, still reads the same.
const SEEN_COLUMNS = "seen_revision integer, seen_variant text, seen_qty integer, seen_unlimited boolean"
const STILL_AS_CHECKED = `(r.seen_revision IS NULL OR (
      EXISTS (SELECT 1 FROM products p WHERE p.id = r.item_id AND p.revision = r.seen_revision)
      AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.variant_id = r.seen_variant
        AND (s.qty_in_stock, s.unlimited) IS DISTINCT FROM (r.seen_qty, r.seen_unlimited))))`

// The line columns each add carries, after its own first columns: the keys of `lineRow`.
const LINE_COLUMNS = `entry_id text, line_key text, item_id text, quantity integer, sku text, attributes jsonb,
  title text, product_type smallint, image_url text, price bigint, fields text`

const insertLines = (conflict: string) => `changed AS (
    INSERT INTO cart_entries (id, cart_id, line_key, item_id, quantity, sku, attributes, title, product_type,
      image_url, purchase_price_cents, additional_fields)
    SELECT r.entry_id, cart.id, r.line_key, r.item_id, r.quantity, r.sku, r.attributes, r.title, r.product_type,
      r.image_url, r.price, r.fields
    FROM r JOIN cart ON cart.id = r.cart_id
    ${conflict}
    RETURNING *
  )`

const answer = (
  lines: string,
) => `SELECT CAST(r.n AS integer) AS n, (SELECT id FROM changed WHERE changed.cart_id = cart.id) AS entry_id,
  ${cartJson("cart", lines)} AS cart
FROM cart JOIN r ON r.cart_id = cart.id`

/**
 * New carts, each with its first line, answering each new cart's id: what a new cart holds is what
 * the request wrote, so the adapter answers it from the request, and Postgres builds no JSON for it
 * nor the adapter decodes any; a request checked against a kept copy of its product lands only if
 * it still holds (`STILL_AS_CHECKED`). The lines' foreign keys are checked at the end of the statement, once the carts exist.
 */
export const ADD_TO_NEW_CARTS = `WITH r AS (
    SELECT * FROM json_to_recordset($1::json)
      AS r(cart_id text, website_id text, created timestamptz, currency text, ${SEEN_COLUMNS}, ${LINE_COLUMNS})
  ), ok AS (
    SELECT * FROM r WHERE ${STILL_AS_CHECKED}
  ), cart AS (
    INSERT INTO carts (id, website_id, order_id, created, currency, is_purchased, revision)
    SELECT cart_id, website_id, NULL, created, currency, false, 1 FROM ok RETURNING id
  )
INSERT INTO cart_entries (id, cart_id, line_key, item_id, quantity, sku, attributes, title, product_type,
  image_url, purchase_price_cents, additional_fields)
SELECT ok.entry_id, cart.id, ok.line_key, ok.item_id, ok.quantity, ok.sku, ok.attributes, ok.title, ok.product_type,
  ok.image_url, ok.price, ok.fields
FROM ok JOIN cart ON cart.id = ok.cart_id
RETURNING cart_id`

/**
 * A line added to (or merged into) each cart that is still open and at the revision its request
 * read (and, checked against a kept copy of its product, where that still holds), raising the
 * revision; no row for any other request. Each cart appears once per batch: an
 * UPDATE … FROM joins a row once, and ON CONFLICT may not touch one line twice. Postgres re-checks
 * `revision` on the newest row once it holds the row's lock, so two adds racing on one cart cannot
 * both land on what only one of them checked.
 */
export const ADD_TO_CARTS = `WITH r AS (
    SELECT * FROM json_to_recordset($1::json)
      AS r(n integer, cart_id text, revision integer, ${SEEN_COLUMNS}, ${LINE_COLUMNS})
  ), cart AS (
    UPDATE carts SET revision = carts.revision + 1 FROM r
    WHERE carts.id = r.cart_id AND carts.revision = r.revision AND NOT carts.is_purchased AND ${STILL_AS_CHECKED}
    RETURNING carts.*
  ), ${insertLines("ON CONFLICT (cart_id, line_key) DO UPDATE SET quantity = cart_entries.quantity + excluded.quantity")}
${answer(`SELECT * FROM cart_entries WHERE cart_id = cart.id AND id NOT IN (SELECT id FROM changed)
  UNION ALL SELECT * FROM changed WHERE changed.cart_id = cart.id`)}`
