// What the README's examples take as given (a product from the storefront's catalogue, its stock,
// the visitor's cart, the browser's `alert`), so the examples run as printed. A block that uses one
// of these names without declaring it gets it imported from here.
import type { StockRecord, StoredEntry } from "@vitrine/core/cart"
import { makeProduct, makeVariant } from "@vitrine/core/testing"

/** A shirt sold in sizes and colours: choosing only a size leaves the colour to choose. */
export const product = makeProduct({
  id: "linen-shirt",
  title: "Linen shirt",
  variantOptionOrdering: ["Size", "Colour"],
  variants: [
    makeVariant({ sku: "SHIRT-M-SAND", attributes: { Size: "M", Colour: "Sand" } }),
    makeVariant({ sku: "SHIRT-M-SAGE", attributes: { Size: "M", Colour: "Sage" } }),
  ],
})

/** The shirt's stock, as the Inventory port reports it. */
export const stock: StockRecord[] = product.variants.map((variant) => ({
  variantId: variant.id,
  sku: variant.sku,
  unlimited: variant.unlimited,
  qtyInStock: variant.qtyInStock,
}))

/** An empty cart. */
export const cart: { readonly entries: readonly StoredEntry[] } = { entries: [] }

/** The browser's `alert`, printing instead. */
export const alert = (message: string): void => console.log(`alert: ${message}`)
