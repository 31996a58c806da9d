import type { Product, ProductStock, Variant, VariantStock } from "./model.ts"
import { ProductType } from "./product-type.ts"

/** Fixed catalogue labels (DISPLAY-008 to DISPLAY-010). */
export const LABELS = { quickView: "Quick View", quantity: "Quantity", selectValue: "Select Value" } as const

/**
 * Whether stock limits the product: physical and service products only. Takes anything with a
 * product type, so a cart line (which keeps its product's type) can be asked too.
 *
 * @example
 * tracksStock(ebook) // false
 */
export const tracksStock = (product: Pick<Product, "productType">): boolean =>
  product.productType === ProductType.PHYSICAL || product.productType === ProductType.SERVICE

/**
 * Whether a variant can be bought at all right now.
 *
 * @example
 * isVariantInStock({ ...variant, qtyInStock: 0, unlimited: true }) // true
 */
export const isVariantInStock = (variant: VariantStock): boolean =>
  variant.unlimited || variant.qtyInStock > 0

/**
 * Sold out: a physical or service product whose every variant has zero stock and is not unlimited.
 * Digital and gift card products are never sold out (DISPLAY-003, DISPLAY-004).
 *
 * @example
 * isSoldOut(soldOutTee) // true
 */
export const isSoldOut = (product: ProductStock): boolean =>
  tracksStock(product) && !product.variants.some(isVariantInStock)

/**
 * The text of a variant select before a value is chosen (DISPLAY-010). A store's own wording
 * (a translation) may replace "Select {variantName}"; its `{variantName}` is filled in, and a
 * wording without it is used as is.
 *
 * @example
 * selectPrompt("Size") // "Select Size"
 * selectPrompt("Size", "Choisir {variantName}") // "Choisir Size"
 */
export const selectPrompt = (variantName?: string, wording = "Select {variantName}"): string =>
  variantName ? wording.replaceAll("{variantName}", variantName) : LABELS.selectValue

/**
 * The price a variant sells at now: its sale price when on sale.
 *
 * @example
 * currentPrice(variant).value // "1500"
 */
export const currentPrice = (variant: Variant) =>
  variant.onSale ? variant.salePriceMoney : variant.priceMoney

/**
 * The image a product block shows for the chosen variant: the variant's main image, else the
 * product's first (DISPLAY-012).
 *
 * @example
 * variantImage(product, variant)?.url
 */
export const variantImage = (product: Product, variant: Variant | undefined) =>
  product.images.find((image) => image.id === variant?.mainImageId) ?? product.images[0]

/**
 * Whether the scarcity message shows: only when the product has scarcity enabled (DISPLAY-011), and
 * (our reading of "only when": the spec gives a necessary condition, not a sufficient one) only for
 * stock that can run out and has not: a physical or service product whose chosen variant — or, with
 * none chosen, whose variants — are limited and still in stock. "Only a few left" makes no sense
 * for unlimited or sold-out stock.
 *
 * @example
 * showsScarcity({ ...tee, scarcityEnabled: true }, { ...variant, qtyInStock: 2 }) // true
 */
export const showsScarcity = (
  product: ProductStock & Pick<Product, "scarcityEnabled">,
  variant?: VariantStock,
): boolean => {
  const stock = variant ? [variant] : product.variants
  return (
    product.scarcityEnabled &&
    tracksStock(product) &&
    !stock.some((item) => item.unlimited) &&
    stock.some((item) => item.qtyInStock > 0)
  )
}

/**
 * Store configuration of the back-in-stock form.
 *
 * @example
 * showsRestockForm(product, variant, { hiddenByDefault: true })
 */
export interface RestockFormSettings {
  /** "The restock form is hidden by default when so configured" (RESTOCK-001, spec 000 §4). */
  readonly hiddenByDefault: boolean
}

/**
 * Whether a product page shows the back-in-stock form. It is only ever for stock that can run out
 * (physical and service). With a variant chosen: shown when that variant is out of stock. Before
 * any choice ("by default"): shown when the whole product is sold out, unless the store configured
 * the form hidden by default, in which case it waits for the visitor to pick a sold-out variant
 * (RESTOCK-001, UI-006).
 *
 * @example
 * showsRestockForm(soldOutTee, undefined, { hiddenByDefault: true }) // false
 */
export const showsRestockForm = (
  product: ProductStock,
  variant: VariantStock | undefined,
  settings: RestockFormSettings,
): boolean => {
  if (!tracksStock(product)) return false
  if (variant !== undefined) return !isVariantInStock(variant)
  return !settings.hiddenByDefault && isSoldOut(product)
}
