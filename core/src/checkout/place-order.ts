import { Cause, Clock, Effect, Option } from "effect"
import { CartNotFound } from "../cart/errors.ts"
import { ProductType } from "../catalog/product-type.ts"
import { minorUnits } from "../money/rules.ts"
import { addressErrors, normalizeAddress, type ShippingAddress } from "./address.ts"
import { CheckoutBelowMinimum, CheckoutInvalid, CheckoutTotalChanged, OrderOutOfStock } from "./errors.ts"
import { issueGiftCards } from "./gift-card.ts"
import { type GiftCardRecipient, giftCardErrors } from "./gift-card-recipient.ts"
import type { Order } from "./model.ts"
import { settleOutcome, undoOrder } from "./payment.ts"
import { type OrderDraft, OrderRepository, PaymentProvider } from "./port.ts"
import { type CheckoutStore, quoteCheckout } from "./quote.ts"

/**
 * What the shopper submits. `expectedGrandTotalCents` is the total the page showed (null: do not
 * compare); `idempotencyKey` is made once per checkout attempt by the client, so a resubmitted
 * form, a double click or a retried request is the same order.
 */
export interface PlaceOrderInput {
  readonly cartId: string | null
  readonly address: ShippingAddress
  readonly shippingOptionId: string
  readonly expectedGrandTotalCents: number | null
  readonly paymentMethod: string
  readonly idempotencyKey: string
  /** The recipient of the cart's gift cards (ADDCART-007); required when the cart holds one. */
  readonly giftCard?: GiftCardRecipient | null
}

/**
 * The order as placed, and what the shopper must do next: nothing when paid, or the provider's
 * second step (`clientSecret`) when the payment needs one (then `confirmPayment`).
 */
export interface PlacedOrder {
  readonly order: Order
  readonly nextAction: { readonly clientSecret: string } | null
}

const SHIPPING_MESSAGE = "Choose a shipping option."
const NO_RECIPIENT: GiftCardRecipient = { recipientEmail: "", message: "" }

/**
 * Places an order for the visitor's cart (spec 000 §5, CHECKOUT-001/004, CART-003):
 * 1. the same idempotency key again answers the order it made, and nothing else happens. That order
 *    purchased its cart, so the key is looked up only when the cart is no longer open (or when the
 *    write finds the key taken): a first submit pays no round trip for it. A key reused with another,
 *    open cart is checked like a new submit and then answers the order it made (decision: a client
 *    sends one key per checkout attempt, so this is a client bug, and it still never makes two orders);
 * 2. quote the cart at today's prices; refuse below the minimum, a bad address or shipping option,
 *    a cart with gift cards and no valid recipient (ADDCART-007), or a total other than the one the
 *    shopper saw (CheckoutTotalChanged carries the new one); gift-card lines get their codes;
 * 3. in one atomic step (`OrderRepository.place`): take every line's stock with the conditional
 *    decrement, in variant-id order (all lines or none: a short line fails with OrderOutOfStock and
 *    takes nothing), write the order awaiting payment and mark the cart purchased;
 * 4. charge through the PaymentProvider; when it fails (or anything after step 3 fails), the undo
 *    runs: the stock goes back, the order is deleted, the cart is open again;
 * 5. paid: the order is paid and its confirmation e-mail due, in one write.
 *
 * @example
 * placeOrder(store, { cartId, address, shippingOptionId: "standard", expectedGrandTotalCents: 3100, paymentMethod: "4242424242424242", idempotencyKey })
 */
export const placeOrder = Effect.fn("placeOrder")(function* (store: CheckoutStore, input: PlaceOrderInput) {
  return yield* placeNew(store, input).pipe(
    Effect.catchTag("CartNotFound", (error) =>
      Effect.flatMap(
        OrderRepository.use((orders) => orders.findByKey(store.websiteId, input.idempotencyKey)),
        (earlier) =>
          Option.isSome(earlier)
            ? Effect.succeed({ order: earlier.value, nextAction: null } satisfies PlacedOrder)
            : Effect.fail(error),
      ),
    ),
  )
})

const placeNew = Effect.fnUntraced(function* (store: CheckoutStore, input: PlaceOrderInput) {
  const address = normalizeAddress(input.address)
  const quote = yield* quoteCheckout(store, input.cartId, address, input.shippingOptionId)
  if (!quote.minimum.ok) {
    return yield* new CheckoutBelowMinimum({ minimum: quote.minimum.minimum, message: quote.minimum.message })
  }
  const fields: Record<string, string> = { ...addressErrors(input.address) }
  if (quote.shipping === undefined) fields.shippingOptionId = SHIPPING_MESSAGE
  const productTypes = quote.cart.entries.map((entry) => entry.productType)
  const hasGiftCards = productTypes.some((type) => type === ProductType.GIFT_CARD)
  if (hasGiftCards) Object.assign(fields, giftCardErrors(input.giftCard ?? NO_RECIPIENT))
  if (Object.keys(fields).length > 0) return yield* new CheckoutInvalid({ fields })
  const grandTotalCents = Number(minorUnits(quote.totals.grandTotal))
  if (input.expectedGrandTotalCents !== null && input.expectedGrandTotalCents !== grandTotalCents) {
    return yield* new CheckoutTotalChanged({ grandTotal: quote.totals.grandTotal })
  }
  const payments = yield* PaymentProvider
  const draft: OrderDraft = {
    purchasedCartId: quote.cart.id,
    testMode: payments.testMode,
    websiteId: store.websiteId,
    items: quote.items,
    ...quote.totals,
    taxInclusive: store.settings.taxInclusive,
    money: quote.cart.currency,
    status: "awaiting_payment",
    email: address.email,
    shippingAddress: address,
    shippingOption: { id: quote.shipping?.id ?? "", label: quote.shipping?.label ?? "" },
    idempotencyKey: input.idempotencyKey,
    paymentId: null,
    created: new Date(yield* Clock.currentTimeMillis).toISOString(),
    ...(hasGiftCards
      ? { giftCards: yield* issueGiftCards(quote.items, productTypes, input.giftCard ?? NO_RECIPIENT) }
      : {}),
  }
  const placement = yield* (yield* OrderRepository).place(draft)
  if (placement._tag === "OutOfStock") return yield* new OrderOutOfStock({ sku: placement.sku })
  // A key taken (another submit with it won the race) or a cart gone: placeOrder answers the
  // key's order, whose charge is its own, or CartNotFound.
  if (placement._tag !== "Inserted") return yield* new CartNotFound({ cartId: draft.purchasedCartId })
  const written = placement.order
  const placed = written
  return yield* payments
    .charge({
      orderId: placed.id,
      amount: placed.grandTotal,
      paymentMethod: input.paymentMethod,
      idempotencyKey: `order:${placed.id}`,
      email: placed.email,
    })
    .pipe(
      Effect.flatMap((outcome) => settleOutcome(placed, outcome)),
      Effect.onError((cause) => (Cause.hasInterruptsOnly(cause) ? Effect.void : undoOrder(placed.id))),
    )
})
