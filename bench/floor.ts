import { randomUUID } from "node:crypto"
import type { AddressInfo } from "node:net"
import express from "express"
import pg from "pg"

// What an add that opens a cart must do, written out over raw `pg`: read the variant with its price
// and stock, then write the cart and its first line in one statement. The store does the same in its
// two round trips (`adapters/postgres` README), plus everything else: the crumb, the rate limit,
// Effect, Schema decoding and encoding, the rules, batching.
const READ = `SELECT p.title, p.product_type, v.sku, v.attributes, v.price_minor, s.qty_in_stock, s.unlimited
  FROM products p JOIN variants v ON v.product_id = p.id JOIN stock s ON s.variant_id = v.id
  WHERE p.id = $1 AND v.sku = $2`
const WRITE = `WITH cart AS (
    INSERT INTO carts (id, website_id, created, currency) VALUES ($1, 'bench-floor', now(), 'USD') RETURNING id
  )
  INSERT INTO cart_entries (id, cart_id, line_key, item_id, quantity, sku, attributes, title, product_type, purchase_price_cents)
  SELECT $2, cart.id, $3, $4, $5, $6, $7, $8, $9, $10 FROM cart`

/** The floor's two statements, for `pgbench` to run alone (ids made by Postgres). */
export const FLOOR_SQL = { READ, WRITE } as const

interface Variant {
  readonly title: string
  readonly product_type: number
  readonly sku: string
  readonly attributes: unknown
  readonly price_minor: string
  readonly qty_in_stock: number
  readonly unlimited: boolean
}

/**
 * The floor add-to-cart is divided by: a bare Express route that runs the floor's two statements per
 * request on a pool of 10 connections (as the store's), prepared once per connection (as the
 * store's), and answers the new cart's id. Started on the bench's database, beside the store.
 *
 * @example
 * const floor = await startFloor(process.env.DATABASE_URL)
 */
export const startFloor = async (
  databaseUrl: string,
): Promise<{ url: string; stop: () => Promise<void> }> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  const app = express()
  app.use(express.json())
  app.post("/add", async (request, response) => {
    const { itemId, sku, quantity } = request.body as { itemId: string; sku: string; quantity: number }
    const { rows } = await pool.query<Variant>({ name: "floor-read", text: READ, values: [itemId, sku] })
    const variant = rows[0]
    if (variant === undefined || (!variant.unlimited && variant.qty_in_stock < quantity)) {
      response.status(409).json({ message: "unavailable" })
      return
    }
    const cartId = randomUUID()
    await pool.query({
      name: "floor-write",
      text: WRITE,
      values: [
        cartId,
        randomUUID(),
        `${itemId}|${sku}`,
        itemId,
        quantity,
        sku,
        JSON.stringify(variant.attributes),
        variant.title,
        variant.product_type,
        variant.price_minor,
      ],
    })
    response.json({ cartId, quantity })
  })
  const server = app.listen(0, "127.0.0.1")
  await new Promise<void>((resolve) => server.once("listening", () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/add`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await pool.end()
    },
  }
}
