import type { StoredEntry } from "../cart/model.ts"
import { currentPrice } from "../catalog/display.ts"
import type { Product } from "../catalog/model.ts"
import type { CurrencyCode } from "../money/currencies.ts"
import { minorUnits, moneyFromMinor } from "../money/rules.ts"
import { subscriptionPlanOf } from "../subscription/periods.ts"
import type { OrderItem } from "./model.ts"

/** Why a cart line cannot be ordered: its product or variant is gone. */
export interface UnorderableLine {
  readonly ok: false
  readonly sku: string
}

/**
 * The order lines of a cart's entries at today's prices: each entry's variant found by SKU in its
 * product as the catalogue holds it now, priced at its current (sale or regular) price, not the
 * price it had when added — the shopper pays what the store asks at checkout, and sees that total
 * first. Entries of one variant (different additional fields) stay separate lines. Fails with the
 * first SKU whose product or variant no longer exists.
 *
 * @example
 * orderLines(cart.entries, new Map([[product.id, product]]), "USD")
 */
export const orderLines = (
  entries: readonly StoredEntry[],
  products: ReadonlyMap<string, Product>,
  currency: CurrencyCode,
): { readonly ok: true; readonly items: readonly OrderItem[] } | UnorderableLine => {
  const items: OrderItem[] = []
  for (const entry of entries) {
    const product = products.get(entry.itemId)
    const variant = product?.variants.find((v) => v.sku === entry.chosenVariant.sku)
    if (product === undefined || variant === undefined) return { ok: false, sku: entry.chosenVariant.sku }
    const plan = subscriptionPlanOf(product)
    items.push({
      sku: variant.sku,
      productName: entry.title,
      quantity: entry.quantity,
      unitPrice: moneyFromMinor(minorUnits(currentPrice(variant)), currency),
      itemId: entry.itemId,
      variantId: variant.id,
      ...(plan === null ? {} : { subscriptionPlan: plan }),
    })
  }
  return { ok: true, items }
}

/**
 * The stock each variant of an order needs, summed over its lines and sorted by variant id. Taking
 * stock in one global order means two orders that share variants lock them in the same order, so
 * they queue instead of deadlocking, whatever order their carts list them in.
 *
 * @example
 * stockTakes(order.items) // [{ variantId: "a", quantity: 3 }, { variantId: "b", quantity: 1 }]
 */
export const stockTakes = (
  items: readonly Pick<OrderItem, "variantId" | "quantity" | "sku">[],
): readonly { readonly variantId: string; readonly sku: string; readonly quantity: number }[] => {
  const byVariant = new Map<string, { variantId: string; sku: string; quantity: number }>()
  for (const item of items) {
    const seen = byVariant.get(item.variantId)
    if (seen) seen.quantity += item.quantity
    else byVariant.set(item.variantId, { variantId: item.variantId, sku: item.sku, quantity: item.quantity })
  }
  return [...byVariant.values()].sort((a, b) =>
    a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0,
  )
}
