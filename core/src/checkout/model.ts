import { Schema } from "effect"
import { SubscriptionPlanSchema } from "../catalog/model.ts"
import { CurrencyCodeSchema, MoneySchema } from "../money/model.ts"
import type { ShippingAddress } from "./address.ts"
import type { ShippingRate } from "./shipping.ts"
import type { TaxRate } from "./tax.ts"

// The schemas of the address and the merchant's rates live here, apart from their plain types and
// rules (address.ts, tax.ts, shipping.ts), which the checkout page runs without Effect's Schema.
// Each `satisfies` its plain type, so a field the rules read is one the schema decodes.

/**
 * Decodes a {@link ShippingAddress}: each field text of a bounded length (the rules of address.ts
 * say what is valid).
 */
export const ShippingAddressSchema = Schema.Struct({
  email: Schema.String.check(Schema.isMaxLength(254)),
  firstName: Schema.String.check(Schema.isMaxLength(100)),
  lastName: Schema.String.check(Schema.isMaxLength(100)),
  line1: Schema.String.check(Schema.isMaxLength(200)),
  line2: Schema.String.check(Schema.isMaxLength(200)),
  city: Schema.String.check(Schema.isMaxLength(100)),
  region: Schema.String.check(Schema.isMaxLength(10)),
  postalCode: Schema.String.check(Schema.isMaxLength(20)),
  country: Schema.String.check(Schema.isMaxLength(2)),
}) satisfies Schema.Codec<ShippingAddress>

/** Decodes a {@link TaxRate}: an upper-case country code and 0 to 10 000 basis points. */
export const TaxRateSchema = Schema.Struct({
  country: Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/)),
  region: Schema.NullOr(Schema.String),
  basisPoints: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 })),
}) satisfies Schema.Codec<TaxRate>

/** Decodes a {@link ShippingRate}: an id and label of bounded length, amounts in whole minor units. */
export const ShippingRateSchema = Schema.Struct({
  id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(50)),
  label: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  amountCents: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  freeOverCents: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
}) satisfies Schema.Codec<ShippingRate>

/**
 * One line of an order (CHECKOUT-004 `items`): what was bought, at the unit price charged. The
 * variant id is kept so a cancelled order can put its stock back.
 */
export const OrderItemSchema = Schema.Struct({
  sku: Schema.String,
  productName: Schema.String,
  quantity: Schema.Int,
  unitPrice: MoneySchema,
  itemId: Schema.String,
  variantId: Schema.String,
  /** The plan of a subscribable product's line: the line is a subscription, billed every period (SUBS-001). */
  subscriptionPlan: Schema.optionalKey(SubscriptionPlanSchema),
})
export type OrderItem = typeof OrderItemSchema.Type

/**
 * A gift card an order issues (ADDCART-007): one per unit of a gift-card line, for the recipient the
 * shopper named, with the code the order page shows once the order is paid.
 */
export const IssuedGiftCardSchema = Schema.Struct({
  sku: Schema.String,
  amount: MoneySchema,
  code: Schema.String,
  recipientEmail: Schema.String,
  message: Schema.String,
})
export type IssuedGiftCard = typeof IssuedGiftCardSchema.Type

/**
 * Where an order is in its life:
 * - `awaiting_payment`: stock taken, cart purchased, the provider has not said yes yet (a card that
 *   needs a second step waits here);
 * - `paid`: the provider took the money; the confirmation e-mail is due;
 * - `fulfilled`: the merchant shipped it;
 * - `cancelled`: the merchant cancelled it and its stock went back.
 * A declined payment leaves no order: its row is deleted with the stock and the cart restored.
 */
export const OrderStatusSchema = Schema.Literals(["awaiting_payment", "paid", "fulfilled", "cancelled"])
export type OrderStatus = typeof OrderStatusSchema.Type

/**
 * An order with the confirmation fields of CHECKOUT-004 (`id`, `purchasedCartId`, `testMode`,
 * `websiteId`, `items`, `grandTotal`, `shippingTotal`, `taxTotal`, `money`) and what the store
 * needs besides. Decisions where the spec is silent:
 * - `money` is the currency every amount of the order is in (a store sells in one currency);
 * - `grandTotal` = `subtotal` + `shippingTotal` + `taxTotal` when prices exclude tax, and
 *   `subtotal` + `shippingTotal` when they include it (`taxTotal` is then the tax inside);
 * - `testMode` is the payment provider's: an order paid through the test-mode provider never
 *   moved money and says so everywhere it is shown.
 */
export const OrderSchema = Schema.Struct({
  id: Schema.String,
  purchasedCartId: Schema.String,
  testMode: Schema.Boolean,
  websiteId: Schema.String,
  items: Schema.Array(OrderItemSchema),
  subtotal: MoneySchema,
  grandTotal: MoneySchema,
  shippingTotal: MoneySchema,
  taxTotal: MoneySchema,
  taxInclusive: Schema.Boolean,
  money: CurrencyCodeSchema,
  status: OrderStatusSchema,
  email: Schema.String,
  shippingAddress: ShippingAddressSchema,
  shippingOption: Schema.Struct({ id: Schema.String, label: Schema.String }),
  idempotencyKey: Schema.String,
  paymentId: Schema.NullOr(Schema.String),
  created: Schema.String,
  /** The gift cards the order issues; absent when it has no gift-card line. */
  giftCards: Schema.optionalKey(Schema.Array(IssuedGiftCardSchema)),
})
export type Order = typeof OrderSchema.Type

/**
 * What the merchant sets for checkout: the minimum subtotal (null: the default of CHECKOUT-002),
 * shipping rates, tax rates and whether prices include tax.
 *
 * @example
 * const settings: CheckoutSettings = { minimumSubtotalCents: null, shippingRates: [], taxRates: [], taxInclusive: false }
 */
export const CheckoutSettingsSchema = Schema.Struct({
  minimumSubtotalCents: Schema.NullOr(Schema.Int),
  shippingRates: Schema.Array(ShippingRateSchema),
  taxRates: Schema.Array(TaxRateSchema),
  taxInclusive: Schema.Boolean,
})
export type CheckoutSettings = typeof CheckoutSettingsSchema.Type
