import type { Order } from "@vitrine/core/checkout"
import type { CheckoutQuote } from "../../api/store-client.ts"
import { useMoneyFormat, usePageText } from "../../ssr/page-language.ts"

/**
 * An order's lines and totals (CART-004: subtotal, shipping, tax, total), for the checkout's quote
 * or a placed order. Tax shows only when there is some; with prices including tax it says so. Its
 * texts and amounts are in the page's language.
 *
 * @example
 * <OrderSummary summary={quote} />
 */
export const OrderSummary = ({
  summary,
}: {
  summary: Pick<
    CheckoutQuote | Order,
    "items" | "subtotal" | "shippingTotal" | "taxTotal" | "grandTotal" | "taxInclusive"
  >
}) => {
  const text = usePageText()
  const money = useMoneyFormat()
  return (
    <aside className="cart-summary order-summary" aria-label={text("orderSummary")}>
      <ul className="summary-lines">
        {summary.items.map((item) => (
          <li key={`${item.sku}-${item.variantId}`}>
            <span>
              {item.productName} <span className="hint">× {item.quantity}</span>
            </span>
            <span>
              {money({
                ...item.unitPrice,
                value: String(BigInt(item.unitPrice.value) * BigInt(item.quantity)),
              })}
            </span>
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <dt>{text("subtotal")}</dt>
        <dd>{money(summary.subtotal)}</dd>
        <dt>{text("shippingCost")}</dt>
        <dd>{money(summary.shippingTotal)}</dd>
        {summary.taxTotal.value !== "0" && (
          <>
            <dt>{text(summary.taxInclusive ? "taxIncluded" : "tax")}</dt>
            <dd>{money(summary.taxTotal)}</dd>
          </>
        )}
        <dt className="summary-total">{text("total")}</dt>
        <dd className="summary-total" data-testid="grand-total">
          {money(summary.grandTotal)}
        </dd>
      </dl>
    </aside>
  )
}
