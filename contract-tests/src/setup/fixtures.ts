import { randomUUID } from "node:crypto"
import type { EntryDraft } from "@vitrine/core/cart"
import type { Product, Variant } from "@vitrine/core/catalog"

/**
 * A fresh id: every test makes its own rows, so suites can share a database.
 *
 * @example
 * const id = freshId()
 */
export const freshId = (): string => randomUUID()

/**
 * A variant with the given stock; prices in USD.
 *
 * @example
 * aVariant({ qtyInStock: 3 })
 */
export const aVariant = (overrides: Partial<Variant> = {}): Variant => {
  const id = overrides.id ?? freshId()
  return {
    id,
    sku: `SKU-${id.slice(0, 8)}`,
    attributes: { Size: "M" },
    priceMoney: { value: "2500", currency: "USD" },
    salePriceMoney: { value: "1999", currency: "USD" },
    onSale: false,
    qtyInStock: 5,
    unlimited: false,
    mainImageId: null,
    ...overrides,
  }
}

/**
 * A physical product with fresh id and slug and the given variants (one by default).
 *
 * @example
 * aProduct({ variants: [aVariant({ qtyInStock: 0 })] })
 */
export const aProduct = (overrides: Partial<Product> = {}): Product => {
  const id = overrides.id ?? freshId()
  return {
    id,
    urlSlug: `product-${id}`,
    title: "Linen shirt",
    description: "<p>Breathes in summer.</p>",
    productType: 1,
    variants: [aVariant()],
    variantOptionOrdering: ["Size"],
    images: [],
    onSale: false,
    isSubscribable: false,
    subscriptionPlan: null,
    useCustomAddButtonText: false,
    customAddButtonText: "",
    additionalFieldsFormId: null,
    scarcityEnabled: false,
    ...overrides,
  }
}

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
