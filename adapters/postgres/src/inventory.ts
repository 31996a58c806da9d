import { Inventory, type StockRecord, stockRecord } from "@vitrine/core/cart"
import type { Product } from "@vitrine/core/catalog"
import { Effect, Layer, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { forget, recall, remember } from "./memo.ts"
import { query } from "./query.ts"

const STOCK = "stock:"

const StockRow = Schema.Struct({
  variant_id: Schema.String,
  sku: Schema.String,
  unlimited: Schema.Boolean,
  qty_in_stock: Schema.Int,
})

const record = (row: typeof StockRow.Type): StockRecord => ({
  variantId: row.variant_id,
  sku: row.sku,
  unlimited: row.unlimited,
  qtyInStock: row.qty_in_stock,
})

/**
 * Tells the current transaction the stock a product read carried, so `stockOf` on that product can
 * answer without another round trip (add-to-cart reads the product, then its stock).
 *
 * @example
 * yield* rememberStock(product)
 */
export const rememberStock = (product: Product): Effect.Effect<void, never, Database> =>
  remember(STOCK + product.id, product.variants.map(stockRecord))

/**
 * Forgets the stock the current transaction remembered: every write to stock runs it first.
 *
 * @example
 * yield* stockChanged
 */
export const stockChanged: Effect.Effect<void, never, Database> = forget(STOCK)

const stockOf = (itemId: string) =>
  Effect.gen(function* () {
    const remembered = yield* recall<readonly StockRecord[]>(STOCK + itemId)
    if (remembered !== undefined) return remembered
    const rows = yield* query(StockRow, (knex) =>
      knex("variants")
        .join("stock", "stock.variant_id", "variants.id")
        .where("variants.product_id", itemId)
        .orderBy("variants.position")
        .select("variants.id as variant_id", "variants.sku", "stock.unlimited", "stock.qty_in_stock"),
    ).pipe(Effect.orDie)
    return rows.map(record)
  })

// A negative or fractional move is a caller's bug, not a stock problem: fail loudly.
const requireCount = (quantity: number) =>
  Number.isSafeInteger(quantity) && quantity >= 0
    ? Effect.void
    : Effect.die(new RangeError(`Stock moves take a whole number of units, got ${quantity}`))

const Moved = Schema.Struct({ variant_id: Schema.String })

// One conditional UPDATE: the check and the take cannot be separated by another order, and the row
// lock makes concurrent decrements queue. Unlimited stock is left as it is.
const decrement = (variantId: string, quantity: number) =>
  Effect.gen(function* () {
    yield* requireCount(quantity)
    yield* stockChanged
    const moved = yield* query(Moved, (knex) =>
      knex.raw(
        `UPDATE stock SET qty_in_stock = CASE WHEN unlimited THEN qty_in_stock ELSE qty_in_stock - ? END
         WHERE variant_id = ? AND (unlimited OR qty_in_stock >= ?) RETURNING variant_id`,
        [quantity, variantId, quantity],
      ),
    ).pipe(Effect.orDie)
    return moved.length > 0
  })

const release = (variantId: string, quantity: number) =>
  Effect.gen(function* () {
    yield* requireCount(quantity)
    yield* stockChanged
    yield* query(Moved, (knex) =>
      knex.raw(
        `UPDATE stock SET qty_in_stock = qty_in_stock + ? WHERE variant_id = ? AND NOT unlimited RETURNING variant_id`,
        [quantity, variantId],
      ),
    ).pipe(Effect.orDie)
  })

/**
 * Inventory on Postgres's `stock` table. `decrement` is a single conditional UPDATE (never a read
 * then a write), so stock cannot go below zero even with many servers taking the last unit at once;
 * `release` adds the units back. An unknown variant cannot be decremented (false); releasing it is a
 * no-op.
 *
 * @example
 * Layer.provide(inventoryLayer(), databaseLayer({}))
 */
export const inventoryLayer = (): Layer.Layer<Inventory, never, Database> =>
  Layer.effect(
    Inventory,
    withDatabase((provide) =>
      Inventory.of({
        stockOf: (itemId) => provide(stockOf(itemId)),
        decrement: (variantId, quantity) => provide(decrement(variantId, quantity)),
        release: (variantId, quantity) => provide(release(variantId, quantity)),
      }),
    ),
  )
