import type { Variant } from "../catalog/model.ts"
import type { StockRecord } from "./model.ts"

/**
 * A variant's stock as add to cart reads it: its id, SKU, whether it is unlimited, and how many are
 * in stock.
 *
 * @example
 * product.variants.map(stockRecord)
 */
export const stockRecord = (variant: Variant): StockRecord => ({
  variantId: variant.id,
  sku: variant.sku,
  unlimited: variant.unlimited,
  qtyInStock: variant.qtyInStock,
})

/**
 * The stock check of add to cart (STOCK-002): some record is unlimited, or the quantity in stock
 * covers what the cart already holds plus what is being added. The spec states it for one unit
 * ("in stock above what is already in the cart"); for n units we require stock ≥ inCart + n, which is
 * the same rule at n = 1 and never lets a cart hold more than there is.
 *
 * @example
 * passesStockCheck([{ variantId: "v", sku: "S", unlimited: false, qtyInStock: 3 }], 2, 1) // true
 * passesStockCheck([{ variantId: "v", sku: "S", unlimited: false, qtyInStock: 3 }], 3, 1) // false
 */
export const passesStockCheck = (records: readonly StockRecord[], inCart: number, adding = 1): boolean =>
  records.some((record) => record.unlimited) || records.some((record) => record.qtyInStock >= inCart + adding)
