import { hash } from "node:crypto"
import { CartEntrySchema, CartSchema, type EntryDraft, type StoredCart } from "@vitrine/core/cart"
import { Schema } from "effect"

const { subTotal: _derived, ...storedEntryFields } = CartEntrySchema.fields
const { id, websiteId, orderId, created, currency, isPurchased } = CartSchema.fields

/**
 * A cart as the JSON value `cartJson` builds: the stored cart and its revision.
 *
 * @example
 * query(Schema.Struct({ cart: CartJson }), statement)
 */
export const CartJson = Schema.Struct({
  id,
  websiteId,
  orderId,
  created,
  currency,
  isPurchased,
  revision: Schema.Int,
  entries: Schema.Array(Schema.Struct(storedEntryFields)),
})

/**
 * The stored cart of a decoded `CartJson`, without the revision.
 *
 * @example
 * storedCart(row.cart).entries
 */
export const storedCart = ({ revision: _revision, ...cart }: typeof CartJson.Type): StoredCart => cart

/**
 * SQL for one cart row `cart` as a JSON value, lines in the order first added. `lines` selects the
 * cart_entries rows to show, so a statement that has just changed a line shows it as it now is (a
 * data-modifying CTE's changes are invisible to the rest of its statement; only its RETURNING rows
 * are seen).
 *
 * @example
 * `SELECT ${cartJson("c", ownLines("c"))} AS cart FROM carts c WHERE c.id = $1`
 */
export const cartJson = (cart: string, lines: string): string => `json_build_object(
  'id', ${cart}.id, 'websiteId', ${cart}.website_id, 'orderId', ${cart}.order_id,
  'created', to_char(${cart}.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'currency', ${cart}.currency, 'isPurchased', ${cart}.is_purchased, 'revision', ${cart}.revision,
  'entries', COALESCE((SELECT json_agg(json_build_object(
    'id', e.id, 'itemId', e.item_id, 'quantity', e.quantity,
    'chosenVariant', json_build_object('sku', e.sku, 'attributes', e.attributes),
    'title', e.title, 'productType', e.product_type, 'imageUrl', e.image_url,
    'purchasePriceCents', e.purchase_price_cents, 'additionalFields', e.additional_fields
  ) ORDER BY e.position) FROM (${lines}) e), '[]'))`

/**
 * The stored lines of the cart row `cart`.
 *
 * @example
 * cartJson("c", ownLines("c"))
 */
export const ownLines = (cart: string): string => `SELECT * FROM cart_entries WHERE cart_id = ${cart}.id`

/**
 * The lines of the cart row `cart` with the rows of the CTE `changed` in place of their old selves.
 *
 * @example
 * cartJson("cart", changedLines("cart"))
 */
export const changedLines = (cart: string): string =>
  `${ownLines(cart)} AND id NOT IN (SELECT id FROM changed) UNION ALL SELECT * FROM changed`

// Identifies "the same line" (item, SKU, additional fields) in a fixed-size key; JSON keeps a null
// apart from an empty string. Node's one-shot `hash` gives the same digest as a Hash object without
// building one (a Hash per add showed in issue 14's profile of add-to-cart).
export const lineKey = (draft: Pick<EntryDraft, "itemId" | "chosenVariant" | "additionalFields">): string =>
  hash("sha256", JSON.stringify([draft.itemId, draft.chosenVariant.sku, draft.additionalFields]), "base64url")

/**
 * A CTE `changed` that adds the draft to the cart row(s) of `cart` as a new line with id `$<first>`,
 * or adds its quantity to the same line (the unique line key makes that atomic under concurrency);
 * the first price and title of a line stay. Takes the 11 parameters `draftParams` gives, from
 * `$<first>` on.
 *
 * @example
 * `WITH cart AS (…), ${addLine("cart", 3)} SELECT …`
 */
export const addLine = (cart: string, first: number): string => {
  const [id, key, item, quantity, sku, attributes, title, type, image, price, fields] = Array.from(
    { length: 11 },
    (_, index) => `$${first + index}`,
  )
  return `changed AS (
    INSERT INTO cart_entries (id, cart_id, line_key, item_id, quantity, sku, attributes, title, product_type,
      image_url, purchase_price_cents, additional_fields)
    SELECT ${id}::text, ${cart}.id, ${key}::text, ${item}::text, ${quantity}::integer, ${sku}::text,
      ${attributes}::jsonb, ${title}::text, ${type}::smallint, ${image}::text, ${price}::bigint, ${fields}::text
    FROM ${cart}
    ON CONFLICT (cart_id, line_key) DO UPDATE SET quantity = cart_entries.quantity + excluded.quantity
    RETURNING *
  )`
}

/**
 * A draft as the columns of a new line with id `entryId`, named as the batched add statements read
 * them from JSON (`cart-additions-sql.ts`).
 *
 * @example
 * JSON.stringify([{ n: 1, cart_id: cartId, revision, ...lineRow(draft, randomUUID()) }])
 */
export const lineRow = (draft: EntryDraft, entryId: string) => ({
  entry_id: entryId,
  line_key: lineKey(draft),
  item_id: draft.itemId,
  quantity: draft.quantity,
  sku: draft.chosenVariant.sku,
  attributes: draft.chosenVariant.attributes,
  title: draft.title,
  product_type: draft.productType,
  image_url: draft.imageUrl,
  price: draft.purchasePriceCents,
  fields: draft.additionalFields,
})

/**
 * The parameters of `addLine`, in its order, with a fresh id for a new line.
 *
 * @example
 * [cartId, ...draftParams(draft, randomUUID())]
 */
export const draftParams = (draft: EntryDraft, entryId: string): unknown[] => {
  const line = lineRow(draft, entryId)
  return [
    line.entry_id,
    line.line_key,
    line.item_id,
    line.quantity,
    line.sku,
    JSON.stringify(line.attributes),
    line.title,
    line.product_type,
    line.image_url,
    line.price,
    line.fields,
  ]
}
