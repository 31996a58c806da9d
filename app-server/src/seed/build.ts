import type { Product, ProductImage, ProductType, SubscriptionPlan, Variant } from "@vitrine/core/catalog"
import { moneyFromMinor } from "@vitrine/core/money"
import type { ImageSpec } from "./images.ts"

/** A demo product as written in the catalogue file; `buildProduct` expands it. */
export interface ProductSpec {
  readonly slug: string
  readonly title: string
  readonly description: string
  readonly productType: ProductType
  /** Price in cents, or a price per variant. */
  readonly price: number | ((attributes: Record<string, string>) => number)
  /** Sale price in cents: every variant is on sale at this price (digital: the product flag). */
  readonly salePrice?: number
  /** Option axes in display order, each with its values. None: one variant. */
  readonly options?: { readonly [axis: string]: readonly string[] }
  /** Units in stock per variant, or "unlimited". */
  readonly stock: number | "unlimited" | ((attributes: Record<string, string>) => number)
  /** Background and accent colours of the illustration. */
  readonly colours: { readonly background: string; readonly accent: string }
  /** Colour options with their own picture: option value → accent colour. */
  readonly swatches?: { readonly axis: string; readonly colours: { readonly [value: string]: string } }
  readonly subscriptionPlan?: SubscriptionPlan
  readonly customAddButtonText?: string
  readonly scarcityEnabled?: boolean
  /** The product's custom form, asked before it goes in the cart (FORM-034). */
  readonly additionalFieldsFormId?: string
}

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/**
 * The URL a demo image is served at.
 *
 * @example
 * imageUrl("img-canvas-tote") // "/images/products/img-canvas-tote.svg"
 */
export const imageUrl = (imageId: string): string => `/images/products/${imageId}.svg`

/** Every combination of the option values, in order. */
const combinations = (options: ProductSpec["options"]): Record<string, string>[] =>
  Object.entries(options ?? {}).reduce<Record<string, string>[]>(
    (found, [axis, values]) =>
      found.flatMap((attributes) => values.map((value) => ({ ...attributes, [axis]: value }))),
    [{}],
  )

/**
 * The product a spec describes, with its variants (one per combination of options), SKUs, prices,
 * stock and images; plus the illustration of each image, keyed by image id.
 *
 * @example
 * buildProduct({ slug: "canvas-tote", title: "Canvas Tote", productType: 1, price: 2400, stock: "unlimited", … })
 */
export const buildProduct = (spec: ProductSpec): { product: Product; images: Map<string, ImageSpec> } => {
  const images = new Map<string, ImageSpec>([[`img-${spec.slug}`, { title: spec.title, ...spec.colours }]])
  for (const [value, accent] of Object.entries(spec.swatches?.colours ?? {})) {
    images.set(`img-${spec.slug}-${slugOf(value)}`, {
      title: spec.title,
      background: spec.colours.background,
      accent,
      caption: value,
    })
  }
  const variants = combinations(spec.options).map((attributes): Variant => {
    const suffix = Object.values(attributes).map((value) => slugOf(value).toUpperCase())
    const sku = [spec.slug.toUpperCase(), ...suffix].join("-")
    const price = typeof spec.price === "number" ? spec.price : spec.price(attributes)
    const stock = typeof spec.stock === "function" ? spec.stock(attributes) : spec.stock
    const swatch = spec.swatches ? attributes[spec.swatches.axis] : undefined
    return {
      id: `var-${sku.toLowerCase()}`,
      sku,
      attributes,
      priceMoney: moneyFromMinor(price),
      salePriceMoney: moneyFromMinor(spec.salePrice ?? price),
      onSale: spec.salePrice !== undefined,
      qtyInStock: stock === "unlimited" ? 0 : stock,
      unlimited: stock === "unlimited",
      mainImageId: swatch === undefined ? null : `img-${spec.slug}-${slugOf(swatch)}`,
    }
  })
  const productImages = [...images.entries()].map(
    ([id, image]): ProductImage => ({
      id,
      url: imageUrl(id),
      altText: image.caption ? `${spec.title}, ${image.caption}` : spec.title,
    }),
  )
  const product: Product = {
    id: `prod-${spec.slug}`,
    urlSlug: spec.slug,
    title: spec.title,
    description: spec.description,
    productType: spec.productType,
    variants,
    variantOptionOrdering: Object.keys(spec.options ?? {}),
    images: productImages,
    onSale: spec.salePrice !== undefined,
    isSubscribable: spec.subscriptionPlan !== undefined,
    subscriptionPlan: spec.subscriptionPlan ?? null,
    useCustomAddButtonText: spec.customAddButtonText !== undefined,
    customAddButtonText: spec.customAddButtonText ?? "",
    additionalFieldsFormId: spec.additionalFieldsFormId ?? null,
    scarcityEnabled: spec.scarcityEnabled ?? false,
  }
  return { product, images }
}
