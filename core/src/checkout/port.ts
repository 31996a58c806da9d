import { Context, type Effect, type Option } from "effect"
import type { OutboxDraft } from "../mail/outbox.ts"
import type { Money } from "../money/rules.ts"
import type { PaymentFailed } from "./errors.ts"
import type { Order, OrderStatus } from "./model.ts"

/** An order before the repository gives it an id. */
export type OrderDraft = Omit<Order, "id">

/**
 * What `OrderRepository.place` did: Inserted with the stored order, or Duplicate (the key was
 * taken), CartTaken (the cart is gone or purchased), OutOfStock with the SKU of the first short line.
 */
export type OrderPlacement =
  | { readonly _tag: "Inserted"; readonly order: Order }
  | { readonly _tag: "Duplicate" }
  | { readonly _tag: "CartTaken" }
  | { readonly _tag: "OutOfStock"; readonly sku: string }

/**
 * A page of a merchant's orders, newest first; `nextCursor` is null on the last page.
 *
 * @example
 * const page: OrderPage = { orders: [], nextCursor: null }
 */
export interface OrderPage {
  readonly orders: readonly Order[]
  readonly nextCursor: string | null
}

/** What a merchant's order list asks for: a status, a search (order id, e-mail, name or SKU), a page. */
export interface OrderQuery {
  readonly websiteId: string
  readonly status: OrderStatus | null
  readonly search: string
  readonly cursor: string | null
  readonly limit: number
}

/**
 * Stores orders. The confirmation e-mail is queued in the Outbox by `recordPaid`, in the step that
 * marks the order paid (the Outbox delivers it).
 */
export class OrderRepository extends Context.Service<
  OrderRepository,
  {
    /**
     * Writes the order with a fresh id, marks its cart purchased with that id (CART-003) and takes
     * every line's stock (`stockTakes`: summed per variant) with the conditional decrement, all in
     * one atomic step: all lines' units or none, never below zero, even with many server processes.
     * Duplicate (an order of the website has this idempotency key) wins over OutOfStock (the first
     * short line in variant-id order), which wins over CartTaken (the cart is gone or purchased);
     * all three write nothing.
     */
    readonly place: (draft: OrderDraft) => Effect.Effect<OrderPlacement>
    /** The order of the website with this idempotency key; none when there is none. */
    readonly findByKey: (websiteId: string, idempotencyKey: string) => Effect.Effect<Option.Option<Order>>
    /** The order with this id; none when there is none. */
    readonly find: (orderId: string) => Effect.Effect<Option.Option<Order>>
    /** Records the provider's payment id, and when `paid` moves the order to paid; false, writing nothing, unless the order is awaiting payment. */
    readonly recordPayment: (orderId: string, paymentId: string, paid: boolean) => Effect.Effect<boolean>
    /**
     * `recordPayment` with `paid`, and the e-mail queued in the Outbox (a key already queued keeps
     * its message), in one atomic step; false, writing nothing, unless the order is awaiting payment.
     */
    readonly recordPaid: (orderId: string, paymentId: string, mail: OutboxDraft) => Effect.Effect<boolean>
    /** Moves the order from one status to another; false, writing nothing, when it is not in `from`. */
    readonly transition: (orderId: string, from: OrderStatus, to: OrderStatus) => Effect.Effect<boolean>
    /** Deletes an order awaiting payment and reopens its cart (the undo of `place`, stock aside: the program releases it); none when no such order awaits payment. */
    readonly discard: (orderId: string) => Effect.Effect<Option.Option<Order>>
    /** A page of the website's orders, newest first, filtered by status and search. */
    readonly list: (query: OrderQuery) => Effect.Effect<OrderPage>
  }
>()("@vitrine/core/checkout/OrderRepository") {}

/**
 * What the provider said about a payment: taken, or waiting for the shopper's second step (3-D
 * Secure), which the client completes with `clientSecret` before `confirm` is asked again.
 */
export type PaymentOutcome =
  | { readonly _tag: "Succeeded"; readonly paymentId: string }
  | { readonly _tag: "RequiresAction"; readonly paymentId: string; readonly clientSecret: string }

/** A charge for one order. `idempotencyKey` makes a retried charge the same charge at the provider. */
export interface ChargeRequest {
  readonly orderId: string
  readonly amount: Money
  readonly paymentMethod: string
  readonly idempotencyKey: string
  readonly email: string
}

/** Takes payments: a test-mode provider that moves no money, or a real one (Stripe). */
export class PaymentProvider extends Context.Service<
  PaymentProvider,
  {
    /** True when no real money moves: orders paid through it carry `testMode`. */
    readonly testMode: boolean
    /** Charges the amount; the same idempotency key twice is one charge. Fails with PaymentFailed when declined or unreachable. */
    readonly charge: (request: ChargeRequest) => Effect.Effect<PaymentOutcome, PaymentFailed>
    /** Asks again about a payment that needed a second step; fails with PaymentFailed when it was declined after all. */
    readonly confirm: (paymentId: string) => Effect.Effect<PaymentOutcome, PaymentFailed>
  }
>()("@vitrine/core/checkout/PaymentProvider") {}
