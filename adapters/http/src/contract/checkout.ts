import { CheckoutSettingsSchema, OrderSchema, OrderStatusSchema } from "@vitrine/core/checkout"
import { MoneySchema } from "@vitrine/core/money"
import { Schema } from "effect"
import { AdditionalFieldsSchema, FIELD_MESSAGE, QuantityWireSchema, requiredText } from "./fields.ts"
import { API_PATHS } from "./wire.ts"

/** Messages for checkout fields that fail the contract (ours: the spec gives none). */
export const CHECKOUT_FIELD_MESSAGE = {
  text: "Must be text.",
  idempotencyKey: "A checkout attempt key is required.",
  paymentMethod: "Enter a payment method.",
  total: "The total must be a whole number of minor units.",
  orderId: "Order id must be a non-empty string.",
  status: "Status must be one of awaiting_payment, paid, fulfilled, cancelled.",
  limit: "Limit must be a whole number from 1 to 50.",
} as const

const text = (max: number) =>
  Schema.String.annotate({ message: CHECKOUT_FIELD_MESSAGE.text }).check(
    Schema.isMaxLength(max, { message: `At most ${max} characters.` }),
  )

const OrderReply = Schema.Struct({
  order: OrderSchema,
  nextAction: Schema.NullOr(Schema.Struct({ clientSecret: Schema.String })),
})

/**
 * `GET /api/commerce/checkout?country=&region=&shippingOptionId=&cartToken=`: the visitor's cart
 * (or, with `cartToken`, the subscription cart API-004 opened) priced for
 * checkout — lines at today's prices, shipping options, totals for the destination and option
 * (`grandTotalCents` is echoed back when placing the order), the minimum-subtotal check
 * (CHECKOUT-001: `minimumMessage` null when reached) and whether payments are in test mode.
 *
 * @example
 * const { quote } = Schema.decodeUnknownSync(GetCheckout.response)(await res.json())
 */
export const GetCheckout = {
  method: "GET",
  path: API_PATHS.checkout,
  query: Schema.Struct({
    cartToken: Schema.optionalKey(text(100)),
    country: Schema.optionalKey(text(2)),
    region: Schema.optionalKey(text(10)),
    shippingOptionId: Schema.optionalKey(text(50)),
  }),
  response: Schema.Struct({
    quote: Schema.Struct({
      items: OrderSchema.fields.items,
      requiresShipping: Schema.Boolean,
      shippingOptions: Schema.Array(
        Schema.Struct({ id: Schema.String, label: Schema.String, cost: MoneySchema }),
      ),
      shippingOptionId: Schema.NullOr(Schema.String),
      subtotal: MoneySchema,
      shippingTotal: MoneySchema,
      taxTotal: MoneySchema,
      grandTotal: MoneySchema,
      grandTotalCents: Schema.Number,
      taxInclusive: Schema.Boolean,
      /** The merchant's tax rates: the page re-totals a new destination itself, without asking again. */
      taxRates: CheckoutSettingsSchema.fields.taxRates,
      minimumMessage: Schema.NullOr(Schema.String),
      /** With `minimumMessage`: the subtotal to reach, so a page can word the message in its language. */
      minimumSubtotal: Schema.optionalKey(MoneySchema),
      /** The cart holds gift cards: the page asks for their recipient (ADDCART-007). */
      hasGiftCards: Schema.Boolean,
      testMode: Schema.Boolean,
    }),
  }),
} as const

/**
 * `POST /api/commerce/checkout/orders`: places the order for the visitor's cart (see core's
 * `placeOrder`). `idempotencyKey` is made once per checkout attempt by the page: the same key again
 * answers the same order. `expectedGrandTotalCents` is the total the page showed: another total is
 * 409 with the new one in the message. Answers the order, and `nextAction` when the payment needs a
 * second step (then `POST …/confirm-payment`). `cartToken` checks out a subscription cart (API-004)
 * instead of the cookie's; `recipientEmail` and `giftMessage` name the recipient of the cart's gift
 * cards (required when it holds one, ADDCART-007).
 *
 * @example
 * Schema.decodeUnknownSync(PlaceOrder.body)({ email: "ada@example.com", …, paymentMethod: "4242424242424242", idempotencyKey: "k1" })
 */
export const PlaceOrder = {
  method: "POST",
  path: API_PATHS.orders,
  body: Schema.Struct({
    email: text(254),
    firstName: text(100),
    lastName: text(100),
    line1: text(200),
    line2: Schema.optionalKey(text(200)),
    city: text(100),
    region: Schema.optionalKey(text(10)),
    postalCode: Schema.optionalKey(text(20)),
    country: text(2),
    shippingOptionId: text(50),
    expectedGrandTotalCents: Schema.optionalKey(
      Schema.NullOr(Schema.Int.annotate({ message: CHECKOUT_FIELD_MESSAGE.total })),
    ),
    paymentMethod: requiredText(
      CHECKOUT_FIELD_MESSAGE.paymentMethod,
      CHECKOUT_FIELD_MESSAGE.paymentMethod,
    ).check(Schema.isMaxLength(200)),
    idempotencyKey: requiredText(
      CHECKOUT_FIELD_MESSAGE.idempotencyKey,
      CHECKOUT_FIELD_MESSAGE.idempotencyKey,
    ).check(Schema.isMaxLength(200)),
    cartToken: Schema.optionalKey(text(100)),
    recipientEmail: Schema.optionalKey(text(254)),
    giftMessage: Schema.optionalKey(text(2000)),
  }),
  response: OrderReply,
} as const

const OrderParams = Schema.Struct({
  orderId: requiredText(CHECKOUT_FIELD_MESSAGE.orderId, CHECKOUT_FIELD_MESSAGE.orderId).check(
    Schema.isMaxLength(100),
  ),
})

/**
 * `GET /api/commerce/orders/:orderId`: the order confirmation (CHECKOUT-004). The id is a random
 * UUID, known only to the buyer's browser and the merchant: it is the capability to read the order.
 *
 * @example
 * const { order } = Schema.decodeUnknownSync(GetOrder.response)(await res.json())
 */
export const GetOrder = {
  method: "GET",
  path: API_PATHS.order,
  params: OrderParams,
  response: Schema.Struct({ order: OrderSchema }),
} as const

/**
 * `POST /api/commerce/orders/:orderId/confirm-payment`: after the payment's second step, asks the
 * provider again; answers like `PlaceOrder`.
 *
 * @example
 * await fetch(pathOf(API_PATHS.confirmPayment, { orderId }), { method: "POST" })
 */
export const ConfirmPayment = {
  method: "POST",
  path: API_PATHS.confirmPayment,
  params: OrderParams,
  response: OrderReply,
} as const

/**
 * `GET /api/admin/orders?status=&search=&cursor=&limit=`: the merchant's orders, newest first
 * (`orders.read`); `nextCursor` null on the last page.
 *
 * @example
 * const { orders, nextCursor } = Schema.decodeUnknownSync(ListOrders.response)(await res.json())
 */
export const ListOrders = {
  method: "GET",
  path: API_PATHS.merchantOrders,
  query: Schema.Struct({
    status: Schema.optionalKey(OrderStatusSchema.annotate({ message: CHECKOUT_FIELD_MESSAGE.status })),
    search: Schema.optionalKey(text(100)),
    cursor: Schema.optionalKey(text(40)),
    limit: Schema.optionalKey(
      Schema.NumberFromString.annotate({ message: CHECKOUT_FIELD_MESSAGE.limit }).check(
        Schema.isInt({ message: CHECKOUT_FIELD_MESSAGE.limit }),
        Schema.isBetween({ minimum: 1, maximum: 50 }, { message: CHECKOUT_FIELD_MESSAGE.limit }),
      ),
    ),
  }),
  response: Schema.Struct({ orders: Schema.Array(OrderSchema), nextCursor: Schema.NullOr(Schema.String) }),
} as const

/**
 * `GET /api/admin/orders/:orderId` (`orders.read`), `POST …/fulfil` and `POST …/cancel`
 * (`orders.manage`; cancelling puts the stock back): one order, as it is now.
 *
 * @example
 * const { order } = Schema.decodeUnknownSync(MerchantOrder.response)(await res.json())
 */
export const MerchantOrder = { params: OrderParams, response: Schema.Struct({ order: OrderSchema }) } as const

/**
 * `POST /api/3/commerce/cart/subscription` (API-004): opens a subscription cart holding one line of a
 * subscribable product (`qty` as typed, `additionalFields` a JSON string or null, the optional
 * `subscriptionOptionId`) and answers its `cartToken`, which opens the subscription checkout
 * (ADDCART-006). The visitor's own cart and its cookies are left alone.
 *
 * @example
 * Schema.decodeUnknownSync(StartSubscription.body)({ itemId: "prod-coffee", sku: "COF-WB", qty: 1, additionalFields: null })
 */
export const StartSubscription = {
  method: "POST",
  path: API_PATHS.subscriptionCart,
  body: Schema.Struct({
    itemId: requiredText(FIELD_MESSAGE.itemIdMissing, FIELD_MESSAGE.itemIdInvalid),
    sku: Schema.optionalKey(Schema.NullOr(Schema.String).annotate({ message: FIELD_MESSAGE.sku })),
    qty: Schema.optionalKey(QuantityWireSchema),
    additionalFields: Schema.optionalKey(AdditionalFieldsSchema),
    subscriptionOptionId: Schema.optionalKey(Schema.NullOr(text(100))),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ cartToken: Schema.String }),
} as const
