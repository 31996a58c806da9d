import { Data } from "effect"
import { ADD_TO_CART_MESSAGE } from "../cart/add-to-cart-check.ts"
import type { Money } from "../money/rules.ts"

/**
 * The checkout's own fixed messages (the spec gives none: ours), named here so the storefront can
 * show each in the page's language by its English text.
 *
 * @example
 * CHECKOUT_MESSAGE.invalid // "Please review the highlighted fields."
 */
export const CHECKOUT_MESSAGE = {
  invalid: "Please review the highlighted fields.",
  totalChanged: "The total of your order has changed. Please review it before paying.",
  /** The provider could not be reached or failed (`PaymentFailed`'s `unavailable`). */
  paymentUnavailable: "Payment could not be processed. Please try again later.",
  /** The store has no payment provider configured. */
  paymentsNotSetUp: "Payments are not set up for this store yet.",
} as const

/** The subtotal is below the store's minimum (CHECKOUT-001); `message` is the spec's, filled. */
export class CheckoutBelowMinimum extends Data.TaggedError("CheckoutBelowMinimum")<{
  readonly minimum: Money
  readonly message: string
}> {}

/** The checkout form has fields to fix: one message per field (address, shipping option). */
export class CheckoutInvalid extends Data.TaggedError("CheckoutInvalid")<{
  readonly fields: Readonly<Record<string, string>>
}> {
  override get message(): string {
    return CHECKOUT_MESSAGE.invalid
  }
}

/**
 * The total the shopper was shown is not the total now (a price changed between cart and
 * checkout): nothing was taken or charged; `totals` is the new total to show before paying again.
 */
export class CheckoutTotalChanged extends Data.TaggedError("CheckoutTotalChanged")<{
  readonly grandTotal: Money
}> {
  override get message(): string {
    return CHECKOUT_MESSAGE.totalChanged
  }
}

/** A line cannot be had in the quantity ordered: no unit was taken, no order written (spec 000 §8). */
export class OrderOutOfStock extends Data.TaggedError("OrderOutOfStock")<{ readonly sku: string }> {
  override get message(): string {
    return ADD_TO_CART_MESSAGE.outOfStock
  }
}

/**
 * The payment provider did not take the money. `declined`: the card or method was refused
 * (`message` is the provider's, safe to show); `unavailable`: the provider could not be reached or
 * failed. Either way no order remains, its stock is back and the cart is open.
 */
export class PaymentFailed extends Data.TaggedError("PaymentFailed")<{
  readonly reason: "declined" | "unavailable"
  readonly message: string
}> {}

/** No order has this id (on this website). */
export class OrderNotFound extends Data.TaggedError("OrderNotFound")<{ readonly orderId: string }> {
  override get message(): string {
    return "Order not found."
  }
}

/** The order is not in a state that allows this change (fulfilling a cancelled order). */
export class OrderStateConflict extends Data.TaggedError("OrderStateConflict")<{
  readonly orderId: string
  readonly status: string
  readonly wanted: string
}> {
  override get message(): string {
    return `This order is ${this.status.replace("_", " ")} and cannot be ${this.wanted}.`
  }
}
