import { Effect, Layer } from "effect"
import { Inventory } from "../cart/port.ts"
import { stockRecord } from "../cart/stock.ts"
import type { Product, Variant } from "../catalog/model.ts"
import { type MemoryState, type MemoryStore, read, write } from "./store.ts"

/** The state with one variant changed, or undefined when no product has that variant. */
const withVariant = (
  state: MemoryState,
  variantId: string,
  change: (variant: Variant) => Variant,
): MemoryState | undefined => {
  for (const product of state.products.values()) {
    const index = product.variants.findIndex((variant) => variant.id === variantId)
    const variant = product.variants[index]
    if (variant === undefined) continue
    const variants = product.variants.with(index, change(variant))
    const updated: Product = { ...product, variants }
    return { ...state, products: new Map(state.products).set(product.id, updated) }
  }
  return undefined
}

const findVariant = (state: MemoryState, variantId: string): Variant | undefined => {
  for (const product of state.products.values()) {
    const variant = product.variants.find((candidate) => candidate.id === variantId)
    if (variant) return variant
  }
  return undefined
}

/**
 * The state with every take's units taken (unlimited stock left as it is), or the SKU of the first
 * take that is short or unknown, taking nothing: all takes or none, in one state change.
 *
 * @example
 * takeStock(state, stockTakes(order.items)) // { state } or { short: "S-1" }
 */
export const takeStock = (
  state: MemoryState,
  takes: readonly { readonly variantId: string; readonly sku: string; readonly quantity: number }[],
): { readonly state: MemoryState } | { readonly short: string } => {
  let next = state
  for (const take of takes) {
    const variant = findVariant(next, take.variantId)
    if (variant === undefined || (!variant.unlimited && variant.qtyInStock < take.quantity)) {
      return { short: take.sku }
    }
    if (variant.unlimited) continue
    next =
      withVariant(next, take.variantId, (v) => ({ ...v, qtyInStock: v.qtyInStock - take.quantity })) ?? next
  }
  return { state: next }
}

// A negative or fractional move is a caller's bug, not a stock problem: fail loudly.
const requireCount = (quantity: number) =>
  Number.isSafeInteger(quantity) && quantity >= 0
    ? Effect.void
    : Effect.die(new RangeError(`Stock moves take a whole number of units, got ${quantity}`))

/**
 * Inventory over a memory store, on the stock of the stored products' variants. `decrement` checks
 * and takes in one state change, so two concurrent orders can never both take the last unit.
 *
 * @example
 * Layer.provide(program, memoryInventory(makeMemoryStore()))
 */
export const memoryInventory = (store: MemoryStore): Layer.Layer<Inventory> =>
  Layer.succeed(
    Inventory,
    Inventory.of({
      stockOf: (itemId) =>
        read(store, (state) => state.products.get(itemId)?.variants.map(stockRecord) ?? []),
      decrement: (variantId, quantity) =>
        Effect.andThen(
          requireCount(quantity),
          write(store, (state) => {
            const variant = findVariant(state, variantId)
            if (variant === undefined) return [false, state]
            if (variant.unlimited) return [true, state]
            if (variant.qtyInStock < quantity) return [false, state]
            const next = withVariant(state, variantId, (v) => ({ ...v, qtyInStock: v.qtyInStock - quantity }))
            return [true, next ?? state]
          }),
        ),
      release: (variantId, quantity) =>
        Effect.andThen(
          requireCount(quantity),
          write(store, (state) => {
            const variant = findVariant(state, variantId)
            if (variant === undefined || variant.unlimited) return [undefined, state]
            const next = withVariant(state, variantId, (v) => ({ ...v, qtyInStock: v.qtyInStock + quantity }))
            return [undefined, next ?? state]
          }),
        ),
    }),
  )
