import { Schema } from "effect"
import { ProductTypeSchema } from "../catalog/model.ts"
import { CurrencyCodeSchema, MoneySchema } from "../money/model.ts"

/** Schema of the variant a cart entry holds (CART-007). */
export const ChosenVariantSchema = Schema.Struct({
  sku: Schema.String,
  attributes: Schema.Record(Schema.String, Schema.String),
})

/**
 * Schema of a cart entry (CART-007). `purchasePriceCents` is the unit price when the entry was added;
 * `subTotal` is that price times the quantity. `productType` is kept so the cart knows whether it
 * holds digital or physical goods without reading the catalogue again.
 */
export const CartEntrySchema = Schema.Struct({
  id: Schema.String,
  itemId: Schema.String,
  quantity: Schema.Int,
  chosenVariant: ChosenVariantSchema,
  title: Schema.String,
  productType: ProductTypeSchema,
  imageUrl: Schema.NullOr(Schema.String),
  purchasePriceCents: Schema.Int,
  subTotal: MoneySchema,
  additionalFields: Schema.NullOr(Schema.String),
})

/**
 * Schema of a shopping cart with every field of spec 000 §3 (CART-001 to CART-006). Totals and the
 * digital/shipping flags are derived from the entries by `cartFromStored`; nothing stores them.
 * Shipping, tax and coupons are not computed yet: their fields carry the spec's defaults.
 */
export const CartSchema = Schema.Struct({
  id: Schema.String,
  websiteId: Schema.String,
  orderId: Schema.NullOr(Schema.String),
  created: Schema.String,
  currency: CurrencyCodeSchema,
  isPurchased: Schema.Boolean,
  entries: Schema.Array(CartEntrySchema),
  shippingOptions: Schema.Array(Schema.Unknown),
  selectedShippingOption: Schema.NullOr(Schema.Unknown),
  shippingLocation: Schema.NullOr(Schema.Unknown),
  applicableTaxRules: Schema.Array(Schema.Unknown),
  coupons: Schema.Array(Schema.Unknown),
  validCoupons: Schema.Array(Schema.Unknown),
  invalidCoupons: Schema.Array(Schema.Unknown),
  subtotalCents: Schema.Int,
  taxCents: Schema.Int,
  shippingCostCents: Schema.Int,
  discountCents: Schema.Int,
  grandTotalCents: Schema.Int,
  totalQuantity: Schema.Int,
  hasDigital: Schema.Boolean,
  purelyDigital: Schema.Boolean,
  requiresShipping: Schema.Boolean,
  subtotal: MoneySchema,
})

/** Schema of one stock record of an item (STOCK-001). */
export const StockRecordSchema = Schema.Struct({
  variantId: Schema.String,
  sku: Schema.String,
  unlimited: Schema.Boolean,
  qtyInStock: Schema.Int,
})

/** A shopping cart. */
export type Cart = typeof CartSchema.Type
/** One line of a cart. */
export type CartEntry = typeof CartEntrySchema.Type
/** The stock of one variant. */
export type StockRecord = typeof StockRecordSchema.Type

/** What a repository keeps of a cart line; its `subTotal` is derived. */
export type StoredEntry = Omit<CartEntry, "subTotal">

/** What a repository keeps of a cart; everything else is derived. */
export type StoredCart = Pick<
  Cart,
  "id" | "websiteId" | "orderId" | "created" | "currency" | "isPurchased"
> & {
  readonly entries: readonly StoredEntry[]
}

/** A new cart line, before the repository gives it an id. */
export type EntryDraft = Omit<StoredEntry, "id">

/**
 * A cart as a repository first stores it (CART-001, CART-003): open, in no order, with no entries.
 *
 * @example
 * emptyCart({ id: "c1", websiteId: "w", currency: "USD", created: "2025-03-14T09:26:53.589Z" })
 */
export const emptyCart = (
  init: Pick<StoredCart, "id" | "websiteId" | "currency" | "created">,
): StoredCart => ({
  id: init.id,
  websiteId: init.websiteId,
  orderId: null,
  created: init.created,
  currency: init.currency,
  isPurchased: false,
  entries: [],
})
