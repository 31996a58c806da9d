import { randomUUID } from "node:crypto"
import type { EntryDraft } from "@vitrine/core/cart"
import type { Product, Variant } from "@vitrine/core/catalog"
import { makeProduct, makeVariant } from "@vitrine/core/testing"

/**
 * A fresh id: every test makes its own rows, so suites can share a database.
 *
 * @example
 * const id = freshId()
 */
export const freshId = (): string => randomUUID()

/**
 * A variant with a fresh UUID id (suites share a database) and a Size option, so attributes are
 * stored as JSON; everything else as core's `makeVariant` has it.
 *
 * @example
 * aVariant({ qtyInStock: 3 })
 */
export const aVariant = (overrides: Partial<Variant> = {}): Variant =>
  makeVariant({ id: freshId(), attributes: { Size: "M" }, ...overrides })

/**
 * A physical product with a fresh UUID id and slug and the given variants (one `aVariant` by
 * default); everything else as core's `makeProduct` has it.
 *
 * @example
 * aProduct({ variants: [aVariant({ qtyInStock: 0 })] })
 */
export const aProduct = (overrides: Partial<Product> = {}): Product =>
  makeProduct({
    id: freshId(),
    title: "Linen shirt",
    description: "<p>Breathes in summer.</p>",
    variants: overrides.variants ?? [aVariant()],
    variantOptionOrdering: ["Size"],
    ...overrides,
  })

/**
 * A cart line for one item, before the repository gives it an id.
 *
 * @example
 * aDraft({ itemId: product.id, quantity: 2 })
 */
export const aDraft = (overrides: Partial<EntryDraft> = {}): EntryDraft => ({
  itemId: freshId(),
  quantity: 1,
  chosenVariant: { sku: "SKU-M", attributes: { Size: "M" } },
  title: "Linen shirt",
  productType: 1,
  imageUrl: null,
  purchasePriceCents: 2500,
  additionalFields: null,
  ...overrides,
})
