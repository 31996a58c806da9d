/**
 * Orders for tests (part of `@vitrine/core/testing`): a paid, real-money USD order for Ada
 * Lovelace with one Canvas Tote at $24.00 and $5.00 standard shipping, every field overridable.
 * The subtotal and grand total follow the lines and shipping given unless set, so an order built
 * with other lines still adds up. Ids and keys are fresh within a process ("order-3"); tests whose
 * rows meet other processes' rows (a shared database) pass ids of their own.
 *
 * @example
 * import { makeOrder, makeOrderItem } from "@vitrine/core/testing"
 * const order = makeOrder({ testMode: true, items: [makeOrderItem({ quantity: 2 })] })
 */
import { addMoney, moneyFromMinor, multiplyMoney } from "../money/rules.ts"
import { fresh } from "../testing/fresh.ts"
import type { ShippingAddress } from "./address.ts"
import type { Order, OrderItem } from "./model.ts"
import type { OrderDraft } from "./port.ts"

/**
 * A shipping address for tests: Ada Lovelace, 1 Main St, Austin TX 78701, US.
 *
 * @example
 * makeShippingAddress({ email: "buyer@example.com", firstName: "Buyer" })
 */
export const makeShippingAddress = (overrides: Partial<ShippingAddress> = {}): ShippingAddress => ({
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  line1: "1 Main St",
  line2: "",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
  ...overrides,
})

/**
 * One order line for tests: a Canvas Tote (SKU "TOTE") at $24.00, quantity 1.
 *
 * @example
 * makeOrderItem({ quantity: 2, unitPrice: moneyFromMinor(1205) })
 */
export const makeOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  sku: "TOTE",
  productName: "Canvas Tote",
  quantity: 1,
  unitPrice: moneyFromMinor(2400),
  itemId: "prod-tote",
  variantId: "v-tote",
  ...overrides,
})

/**
 * An order before the repository gives it an id: as `makeOrder` without `id`, with a fresh cart
 * id and idempotency key.
 *
 * @example
 * makeOrderDraft({ purchasedCartId: cart.id, status: "awaiting_payment", paymentId: null })
 */
export const makeOrderDraft = (overrides: Partial<OrderDraft> = {}): OrderDraft => {
  const items = overrides.items ?? [makeOrderItem()]
  const shippingTotal = overrides.shippingTotal ?? moneyFromMinor(500)
  const taxTotal = overrides.taxTotal ?? moneyFromMinor(0)
  const subtotal =
    overrides.subtotal ??
    items.reduce(
      (sum, item) => addMoney(sum, multiplyMoney(item.unitPrice, item.quantity)),
      moneyFromMinor(0),
    )
  const taxInclusive = overrides.taxInclusive ?? false
  // OrderSchema's rule: tax inside the prices is not added again.
  const beforeTax = addMoney(subtotal, shippingTotal)
  return {
    purchasedCartId: fresh("cart"),
    testMode: false,
    websiteId: "site-1",
    items,
    subtotal,
    grandTotal: taxInclusive ? beforeTax : addMoney(beforeTax, taxTotal),
    shippingTotal,
    taxTotal,
    taxInclusive,
    money: "USD",
    status: "paid",
    email: "ada@example.com",
    shippingAddress: makeShippingAddress(),
    shippingOption: { id: "standard", label: "Standard" },
    idempotencyKey: fresh("key"),
    paymentId: "pay-1",
    created: "2026-01-01T00:00:00.000Z",
    ...overrides,
  }
}

/**
 * A paid order for tests with a fresh id; see the module comment for its defaults.
 *
 * @example
 * makeOrder({ id: "order-1", status: "fulfilled" })
 */
export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  id: overrides.id ?? fresh("order"),
  ...makeOrderDraft(overrides),
})
