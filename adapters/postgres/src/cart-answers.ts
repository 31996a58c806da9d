import type { EntryDraft } from "@vitrine/core/cart"
import { Effect, Option, Schema } from "effect"
import { CartJson, cartJson, lineKey, ownLines, storedCart } from "./cart-json.ts"
import { query } from "./query.ts"

const AnsweredRow = Schema.Struct({ cart: CartJson, entry_id: Schema.String })

// One statement. `target` is the line, if it is of this item and SKU; `twin` is another line that
// already has the new answers (the unique line key allows one), which gains the quantity while the
// target goes (`gone`); without a twin the target takes the answers and their key (`edited`). Every
// CTE sees the same snapshot, so each reads the others' RETURNING rows, never the tables' changes.
const SET_ADDITIONAL_FIELDS = `WITH target AS (
    SELECT * FROM cart_entries WHERE cart_id = $1 AND id = $2 AND item_id = $3::text AND sku IS NOT DISTINCT FROM $4::text
  ), twin AS (
    UPDATE cart_entries SET quantity = cart_entries.quantity + (SELECT quantity FROM target)
    WHERE cart_id = $1 AND line_key = $5::text AND id <> $2 AND EXISTS (SELECT 1 FROM target) RETURNING *
  ), gone AS (
    DELETE FROM cart_entries WHERE cart_id = $1 AND id = $2 AND EXISTS (SELECT 1 FROM twin) RETURNING id
  ), edited AS (
    UPDATE cart_entries SET additional_fields = $6::text, line_key = $5::text
    WHERE cart_id = $1 AND id = $2 AND EXISTS (SELECT 1 FROM target) AND NOT EXISTS (SELECT 1 FROM twin)
    RETURNING *
  ), changed AS (SELECT * FROM twin UNION ALL SELECT * FROM edited),
  cart AS (UPDATE carts SET revision = revision + 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM changed) RETURNING *)
  SELECT (SELECT id FROM changed) AS entry_id, ${cartJson(
    "cart",
    `${ownLines("cart")} AND id NOT IN (SELECT id FROM changed) AND id NOT IN (SELECT id FROM gone)
      UNION ALL SELECT * FROM changed`,
  )} AS cart FROM cart`

/**
 * `CartRepository.setAdditionalFields` on Postgres: a line's answers and its line key replaced, or
 * the line folded into the one that already has those answers, in one statement that raises the
 * cart's revision and returns the whole cart.
 *
 * @example
 * setAdditionalFields(cartId, entryId, { itemId, chosenVariant, additionalFields })
 */
export const setAdditionalFields = (
  cartId: string,
  entryId: string,
  line: Pick<EntryDraft, "itemId" | "chosenVariant" | "additionalFields">,
) =>
  query(AnsweredRow, {
    sql: SET_ADDITIONAL_FIELDS,
    params: [cartId, entryId, line.itemId, line.chosenVariant.sku, lineKey(line), line.additionalFields],
    name: "vitrine_set_additional_fields",
  }).pipe(
    Effect.map((rows) =>
      Option.map(Option.fromNullishOr(rows[0]), (row) => ({
        cart: storedCart(row.cart),
        entryId: row.entry_id,
      })),
    ),
    Effect.orDie,
  )
