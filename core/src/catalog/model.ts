import { Schema } from "effect"
import { MoneySchema } from "../money/model.ts"
import { ProductType } from "./product-type.ts"

/** Schema of the five product types: physical 1, digital 2, service 3, gift card 4, paywall 5. */
export const ProductTypeSchema = Schema.Literals([
  ProductType.PHYSICAL,
  ProductType.DIGITAL,
  ProductType.SERVICE,
  ProductType.GIFT_CARD,
  ProductType.PAYWALL,
])

/** Schema of a product image; `id` is what a variant's `mainImageId` points at. */
export const ProductImageSchema = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  altText: Schema.String,
})

/** Schema of one purchasable variant with its stock (DISPLAY-002). */
export const VariantSchema = Schema.Struct({
  id: Schema.String,
  sku: Schema.String,
  attributes: Schema.Record(Schema.String, Schema.String),
  priceMoney: MoneySchema,
  salePriceMoney: MoneySchema,
  onSale: Schema.Boolean,
  qtyInStock: Schema.Int,
  unlimited: Schema.Boolean,
  mainImageId: Schema.NullOr(Schema.String),
})

/** Schema of a subscription plan (SUBS-001, SUBS-002). */
export const SubscriptionPlanSchema = Schema.Struct({
  billingPeriod: Schema.Struct({ value: Schema.Int, unit: Schema.Literals(["WEEK", "MONTH", "YEAR"]) }),
  numBillingCycles: Schema.Int,
})

/**
 * Schema of a product (DISPLAY-001). `onSale` is the product-level flag that matters for digital
 * products; physical and service products are on sale through their variants.
 */
export const ProductSchema = Schema.Struct({
  id: Schema.String,
  urlSlug: Schema.String,
  title: Schema.String,
  description: Schema.String,
  productType: ProductTypeSchema,
  variants: Schema.Array(VariantSchema),
  variantOptionOrdering: Schema.Array(Schema.String),
  images: Schema.Array(ProductImageSchema),
  onSale: Schema.Boolean,
  isSubscribable: Schema.Boolean,
  subscriptionPlan: Schema.NullOr(SubscriptionPlanSchema),
  useCustomAddButtonText: Schema.Boolean,
  customAddButtonText: Schema.String,
  additionalFieldsFormId: Schema.NullOr(Schema.String),
  scarcityEnabled: Schema.Boolean,
})

/** A product of the catalogue. */
export type Product = typeof ProductSchema.Type
/** One purchasable variant: its option values, prices and stock. */
export type Variant = typeof VariantSchema.Type
/** A product image. */
export type ProductImage = typeof ProductImageSchema.Type
/** A subscription plan: bill every `value` `unit`s, `numBillingCycles` times (0 = indefinitely). */
export type SubscriptionPlan = typeof SubscriptionPlanSchema.Type
/** The options a visitor has chosen so far: option name → value. */
export type OptionSelection = { readonly [option: string]: string }

/**
 * What the stock rules read of a variant, so a storefront can ask them with partial data.
 *
 * @example
 * const stock: VariantStock = { qtyInStock: 3, unlimited: false }
 */
export type VariantStock = Pick<Variant, "qtyInStock" | "unlimited">

/**
 * What the stock rules (sold out, scarcity, restock form) read of a product; a whole
 * {@link Product} will do.
 *
 * @example
 * isSoldOut({ productType: ProductType.PHYSICAL, variants: [] }) // true
 */
export interface ProductStock extends Pick<Product, "productType"> {
  readonly variants: readonly VariantStock[]
}

/**
 * What the on-sale rule reads of a product.
 *
 * @example
 * isOnSale({ productType: ProductType.DIGITAL, onSale: true, variants: [] }) // true
 */
export interface ProductSale extends Pick<Product, "productType" | "onSale"> {
  readonly variants: readonly Pick<Variant, "onSale">[]
}

/**
 * What {@link displayState} reads of a product: its stock and its sale flags.
 *
 * @example
 * displayState({ productType: ProductType.PHYSICAL, onSale: false, variants: [] }) // "sold-out"
 */
export interface ProductDisplay extends Pick<Product, "productType" | "onSale"> {
  readonly variants: readonly (VariantStock & Pick<Variant, "onSale">)[]
}
