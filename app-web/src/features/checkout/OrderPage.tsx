import { subscriptionPriceText } from "@vitrine/core/subscription"
import { useEffect, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { NotFound } from "../../components/NotFound.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { useMoneyFormat, usePageText } from "../../ssr/page-language.ts"
import { IssuedGiftCards } from "./IssuedGiftCards.tsx"
import { OrderSummary } from "./OrderSummary.tsx"
import { useOrderTracking } from "./order-tracking.ts"
import { forgetPlacedOrder, takePlacedOrder } from "./placed-orders.ts"

/**
 * The order confirmation page (`/orders/:orderId`, page type "order confirmed" 202): the fields of
 * CHECKOUT-004 — the order id, its lines (SKU, product, quantity, unit price), shipping, tax and
 * grand total in the order's currency, and a test-mode notice when no money moved — plus where it
 * ships and where the e-mail goes; a subscription line with its wording (SUBS-006) and the gift cards
 * the order issued (ADDCART-007). Its texts are ours (the spec gives the fields, CHECKOUT-004, not the
 * words), in the page's language (SITE-009), and its unit prices written as that language writes
 * numbers; a subscription line's wording (core's `subscriptionPriceText`) stays English.
 *
 * @example
 * <OrderPage orderId="0c1e…" />
 */
export const OrderPage = ({ orderId }: { orderId: string }) => {
  const client = useStoreClient()
  const text = usePageText()
  const money = useMoneyFormat()
  const [initial] = useState(() => takePlacedOrder(orderId))
  useEffect(() => forgetPlacedOrder(orderId), [orderId])
  const [loaded, retry] = useLoad(() => client.getOrder(orderId), orderId, initial)
  // TRACK-012/013: the confirmed order's events, once.
  useOrderTracking(loaded.status === "ready" ? loaded.value.order : null)
  if (loaded.status === "not-found") return <NotFound />
  return (
    <section className="order-confirmation" aria-busy={loaded.status === "loading"}>
      <PageHeading title={text("orderThanks")} />
      {loaded.status === "loading" && <Spinner label={text("loadingOrder")} />}
      {loaded.status === "error" && <ErrorScreen onRetry={retry} failure={loaded} />}
      {loaded.status === "ready" && (
        <div className="cart-layout">
          <div className="order-details">
            {loaded.value.order.testMode && (
              <p className="notice test-mode" role="note">
                {text("orderTestMode")}
              </p>
            )}
            <p>
              {text("orderNumber")}: <strong data-testid="order-id">{loaded.value.order.id}</strong>
            </p>
            {loaded.value.order.status === "awaiting_payment" && <p>{text("orderWaiting")}</p>}
            <p>{text("orderEmail", { email: loaded.value.order.email })}</p>
            <table className="order-items">
              <caption className="visually-hidden">{text("orderItems")}</caption>
              <thead>
                <tr>
                  <th scope="col">{text("item")}</th>
                  <th scope="col">{text("sku")}</th>
                  <th scope="col">{text("quantity")}</th>
                  <th scope="col">{text("unitPrice")}</th>
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
                    <td>{money(item.unitPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              {text("shippingTo")} {loaded.value.order.shippingAddress.firstName}{" "}
              {loaded.value.order.shippingAddress.lastName}, {loaded.value.order.shippingAddress.line1},{" "}
              {loaded.value.order.shippingAddress.city} {loaded.value.order.shippingAddress.region}{" "}
              {loaded.value.order.shippingAddress.postalCode}, {loaded.value.order.shippingAddress.country} (
              {loaded.value.order.shippingOption.label})
            </p>
            <IssuedGiftCards order={loaded.value.order} />
            <Link href="/" className="button">
              {text("continueShopping")}
            </Link>
          </div>
          <OrderSummary summary={loaded.value.order} />
        </div>
      )}
    </section>
  )
}
