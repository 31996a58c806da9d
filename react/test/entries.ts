import type { StoredEntry } from "@vitrine/core/cart"
import { ProductType } from "@vitrine/core/catalog"

/**
 * A stored cart line: one $20 unit of a physical item unless told otherwise.
 *
 * @example
 * entry("e1", { quantity: 3 })
 */
export const entry = (id: string, extra: Partial<StoredEntry> = {}): StoredEntry => ({
  id,
  itemId: "linen-tee",
  quantity: 1,
  chosenVariant: { sku: "TEE-S-WHITE", attributes: { Size: "S", Colour: "White" } },
  title: "Linen Tee",
  productType: ProductType.PHYSICAL,
  imageUrl: "/images/tee-white.svg",
  purchasePriceCents: 2000,
  additionalFields: null,
  ...extra,
})
