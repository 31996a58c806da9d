import { formatMoney as formatUnit } from "@vitrine/core/money"
import { subscriptionPriceText } from "@vitrine/core/subscription"
import { useEffect, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { NotFound } from "../../components/NotFound.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { IssuedGiftCards } from "./IssuedGiftCards.tsx"
import { OrderSummary } from "./OrderSummary.tsx"
import { useOrderTracking } from "./order-tracking.ts"
import { forgetPlacedOrder, takePlacedOrder } from "./placed-orders.ts"

/** The confirmation page's texts (ours: the spec gives the fields, CHECKOUT-004, not the words). */
export const ORDER_TEXT = {
  title: "Thank you for your order",
  number: "Order number",
  testMode: "Test mode: no payment was taken for this order.",
  email: "A confirmation e-mail is on its way to",
  waiting: "Waiting for your payment to be confirmed.",
} as const

/**
 * The order confirmation page (`/orders/:orderId`, page type "order confirmed" 202): the fields of
 * CHECKOUT-004 — the order id, its lines (SKU, product, quantity, unit price), shipping, tax and
 * grand total in the order's currency, and a test-mode notice when no money moved — plus where it
 * ships and where the e-mail goes; a subscription line with its wording (SUBS-006) and the gift cards
 * the order issued (ADDCART-007).
 *
 * @example
 * <OrderPage orderId="0c1e…" />
 */
export const OrderPage = ({ orderId }: { orderId: string }) => {
  const client = useStoreClient()
  const [initial] = useState(() => takePlacedOrder(orderId))
  useEffect(() => forgetPlacedOrder(orderId), [orderId])
  const [loaded, retry] = useLoad(() => client.getOrder(orderId), orderId, initial)
  // TRACK-012/013: the confirmed order's events, once.
  useOrderTracking(loaded.status === "ready" ? loaded.value.order : null)
  if (loaded.status === "not-found") return <NotFound />
  return (
    <section className="order-confirmation" aria-busy={loaded.status === "loading"}>
      <PageHeading title={ORDER_TEXT.title} />
      {loaded.status === "loading" && <Spinner label="Loading your order" />}
      {loaded.status === "error" && <ErrorScreen onRetry={retry} failure={loaded} />}
      {loaded.status === "ready" && (
        <div className="cart-layout">
          <div className="order-details">
            {loaded.value.order.testMode && (
              <p className="notice test-mode" role="note">
                {ORDER_TEXT.testMode}
              </p>
            )}
            <p>
              {ORDER_TEXT.number}: <strong data-testid="order-id">{loaded.value.order.id}</strong>
            </p>
            {loaded.value.order.status === "awaiting_payment" && <p>{ORDER_TEXT.waiting}</p>}
            <p>
              {ORDER_TEXT.email} {loaded.value.order.email}.
            </p>
            <table className="order-items">
              <caption className="visually-hidden">Items</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Unit price</th>
                </tr>
              </thead>
              <tbody>
                {loaded.value.order.items.map((item) => (
                  <tr key={`${item.sku}-${item.variantId}`}>
                    <td>
                      {item.productName}
                      {item.subscriptionPlan && (
                        // SUBS-006: a subscription line says what it bills, and how often.
                        <span className="subscription-wording">
                          {" "}
                          ({subscriptionPriceText(item.unitPrice, item.subscriptionPlan)})
                        </span>
                      )}
                    </td>
                    <td>{item.sku}</td>
                    <td>{item.quantity}</td>
                    <td>{formatUnit(item.unitPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              Shipping to {loaded.value.order.shippingAddress.firstName}{" "}
              {loaded.value.order.shippingAddress.lastName}, {loaded.value.order.shippingAddress.line1},{" "}
              {loaded.value.order.shippingAddress.city} {loaded.value.order.shippingAddress.region}{" "}
              {loaded.value.order.shippingAddress.postalCode}, {loaded.value.order.shippingAddress.country} (
              {loaded.value.order.shippingOption.label})
            </p>
            <IssuedGiftCards order={loaded.value.order} />
            <Link href="/" className="button">
              Continue shopping
            </Link>
          </div>
          <OrderSummary summary={loaded.value.order} />
        </div>
      )}
    </section>
  )
}
