/**
 * Products and variants for tests (part of `@vitrine/core/testing`), every field filled with a plain default
 * (physical, $10.00 with a $8.00 sale price not in force, 10 in stock, no options) and any field
 * overridable. Ids and SKUs are fresh within a process ("product-3", "SKU-variant-4"); tests whose
 * rows meet other processes' rows (a shared database) pass ids of their own.
 *
 * @example
 * import { makeProduct, makeVariant } from "@vitrine/core/testing"
 * const mug = makeProduct({ title: "Mug", variants: [makeVariant({ sku: "MUG", qtyInStock: 0 })] })
 */
import { moneyFromMinor } from "../money/rules.ts"
import { fresh } from "../testing/fresh.ts"
import type { Product, Variant } from "./model.ts"
import { ProductType } from "./product-type.ts"

/**
 * A variant for tests: $10.00 (sale $8.00, not on sale), 10 in stock, no options, fresh id and SKU.
 *
 * @example
 * makeVariant({ sku: "TEE-M", attributes: { Size: "M" }, qtyInStock: 0 })
 */
export const makeVariant = (overrides: Partial<Variant> = {}): Variant => {
  const id = overrides.id ?? fresh("variant")
  return {
    id,
    sku: `SKU-${id}`,
    attributes: {},
    priceMoney: moneyFromMinor(1000, "USD"),
    salePriceMoney: moneyFromMinor(800, "USD"),
    onSale: false,
    qtyInStock: 10,
    unlimited: false,
    mainImageId: null,
    ...overrides,
  }
}

/**
 * A physical product for tests with one default variant, fresh id, and a slug from its id.
 *
 * @example
 * makeProduct({ productType: ProductType.DIGITAL, variants: [makeVariant({ unlimited: true })] })
 */
export const makeProduct = (overrides: Partial<Product> = {}): Product => {
  const id = overrides.id ?? fresh("product")
  return {
    id,
    urlSlug: `slug-${id}`,
    title: `Product ${id}`,
    description: "",
    productType: ProductType.PHYSICAL,
    variants: overrides.variants ?? [makeVariant()],
    variantOptionOrdering: [],
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
 * One variant per combination of option values, in order, each with SKU "<values joined by ->"
 * (e.g. "S-Red") and the given variant fields.
 *
 * @example
 * variantsFor({ Size: ["S", "M"], Colour: ["Red"] }) // S-Red, M-Red
 */
export const variantsFor = (
  options: { readonly [option: string]: readonly string[] },
  overrides: Partial<Variant> = {},
): Variant[] => {
  let combinations: Array<Record<string, string>> = [{}]
  for (const [option, values] of Object.entries(options)) {
    combinations = combinations.flatMap((combination) =>
      values.map((value) => ({ ...combination, [option]: value })),
    )
  }
  return combinations.map((attributes) =>
    makeVariant({ sku: Object.values(attributes).join("-"), attributes, ...overrides }),
  )
}

/**
 * A physical product with one variant per combination of the options, listed in that order.
 *
 * @example
 * makeOptionProduct({ Size: ["S", "M"], Colour: ["Red", "Blue"] })
 */
export const makeOptionProduct = (
  options: { readonly [option: string]: readonly string[] },
  overrides: Partial<Product> = {},
): Product =>
  makeProduct({ variants: variantsFor(options), variantOptionOrdering: Object.keys(options), ...overrides })
