import type { Order } from "@vitrine/core/checkout"
import { formatMoney, type Money } from "@vitrine/core/money"
import type { CheckoutQuote } from "../../api/store-client.ts"

const money = (amount: Money) => formatMoney(amount)

/**
 * An order's lines and totals (CART-004: subtotal, shipping, tax, total), for the checkout's quote
 * or a placed order. Tax shows only when there is some; with prices including tax it says so.
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
}) => (
  <aside className="cart-summary order-summary" aria-label="Order summary">
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
      <dt>Subtotal</dt>
      <dd>{money(summary.subtotal)}</dd>
      <dt>Shipping</dt>
      <dd>{money(summary.shippingTotal)}</dd>
      {summary.taxTotal.value !== "0" && (
        <>
          <dt>{summary.taxInclusive ? "Tax included" : "Tax"}</dt>
          <dd>{money(summary.taxTotal)}</dd>
        </>
      )}
      <dt className="summary-total">Total</dt>
      <dd className="summary-total" data-testid="grand-total">
        {money(summary.grandTotal)}
      </dd>
    </dl>
  </aside>
)
