import { minorUnits, toDecimalString } from "../money/rules.ts"
import type { Order } from "./model.ts"

/**
 * The purchase event an advertising tag receives (TRACK-012), in the shape the big tags read
 * (`purchase` with `transaction_id`, `value`, `currency`, `tax`, `shipping`, `items`). Amounts are
 * decimal text made exactly from the minor units ("29.00"), never floats.
 */
export interface PurchaseEvent {
  readonly event: "purchase"
  readonly transaction_id: string
  readonly value: string
  readonly currency: string
  readonly tax: string
  readonly shipping: string
  readonly items: readonly {
    readonly item_id: string
    readonly item_name: string
    readonly price: string
    readonly quantity: number
  }[]
}

/**
 * The purchase event of a paid order for the advertising tag (TRACK-012), or null when none is due.
 * Decisions where the spec is silent: only a paid (or since fulfilled) order is a purchase — an order
 * awaiting payment may still be undone, a cancelled one was not a sale; a test-mode order moved no
 * money and is never reported to an advertiser, where it would count as a conversion.
 *
 * @example
 * purchaseEvent(order) // { event: "purchase", transaction_id: order.id, value: "29.00", currency: "USD", … }
 */
export const purchaseEvent = (order: Order): PurchaseEvent | null => {
  if (order.testMode || (order.status !== "paid" && order.status !== "fulfilled")) return null
  return {
    event: "purchase",
    transaction_id: order.id,
    value: toDecimalString(order.grandTotal),
    currency: order.money,
    tax: toDecimalString(order.taxTotal),
    shipping: toDecimalString(order.shippingTotal),
    items: order.items.map((item) => ({
      item_id: item.sku,
      item_name: item.productName,
      price: toDecimalString(item.unitPrice),
      quantity: item.quantity,
    })),
  }
}

/**
 * The "commerce checkout confirmed" event for the internal analytics endpoint (TRACK-013): the
 * confirmation fields that say what sold (CHECKOUT-004's ids, lines and totals, amounts in minor
 * units as the census keeps them). Unlike the purchase event it is sent for test-mode orders too,
 * flagged, so the merchant's own test purchases show in their analytics as tests.
 */
export interface CheckoutConfirmedEvent {
  readonly event: "CommerceCheckoutConfirmed"
  readonly websiteId: string
  readonly orderId: string
  readonly cartId: string
  readonly testMode: boolean
  readonly currency: string
  readonly grandTotalCents: number
  readonly items: readonly { readonly itemId: string; readonly sku: string; readonly quantity: number }[]
}

/**
 * The checkout-confirmed event of an order the shopper has been shown as confirmed (TRACK-013), or
 * null for an order awaiting payment (its confirmation is not final) or cancelled.
 *
 * @example
 * checkoutConfirmedEvent(order)?.event // "CommerceCheckoutConfirmed"
 */
export const checkoutConfirmedEvent = (order: Order): CheckoutConfirmedEvent | null => {
  if (order.status !== "paid" && order.status !== "fulfilled") return null
  return {
    event: "CommerceCheckoutConfirmed",
    websiteId: order.websiteId,
    orderId: order.id,
    cartId: order.purchasedCartId,
    testMode: order.testMode,
    currency: order.money,
    grandTotalCents: Number(minorUnits(order.grandTotal)),
    items: order.items.map((item) => ({ itemId: item.itemId, sku: item.sku, quantity: item.quantity })),
  }
}

/**
 * Whether an order's events are still to send from this browser: once per order, however often the
 * confirmation page is opened or reloaded. `sent` is what the browser remembers (ids already sent).
 *
 * @example
 * shouldTrackOrder(["o1"], "o1") // false
 */
export const shouldTrackOrder = (sent: readonly string[], orderId: string): boolean => !sent.includes(orderId)
