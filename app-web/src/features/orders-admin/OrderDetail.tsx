import type { Order } from "@vitrine/core/checkout"
import { formatMoney } from "@vitrine/core/money"
import { useEffect, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { NotFound } from "../../components/NotFound.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { ORDERS_ADMIN_PATH } from "../../router/routes.ts"
import { OrderSummary } from "../checkout/OrderSummary.tsx"
import { type OrderStep, runStep, stepsFor, UNDO } from "./order-steps.ts"
import { DONE_TEXT, ORDERS_TEXT, STATUS_TEXT } from "./orders-text.ts"

type Notice = { readonly text: string; readonly undo: OrderStep | null; readonly failed: boolean }

/**
 * One order for the merchant (`/admin/orders/:orderId`): status, test-mode badge, customer, lines,
 * address and totals, and the steps its status allows (mark fulfilled, cancel — the stock goes
 * back — and their undos). Each step is announced in a status region with an Undo button; a refusal
 * (a reinstated order whose stock has been sold since) is an alert with the server's message.
 * Without `orders.manage` the order is shown read-only.
 *
 * @example
 * <OrderDetail orderId="0c1e…" canManage />
 */
export const OrderDetail = ({ orderId, canManage }: { orderId: string; canManage: boolean }) => {
  const client = useStoreClient()
  const [loaded, retry] = useLoad(() => client.getMerchantOrder(orderId), orderId)
  const [order, setOrder] = useState<Order | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  useEffect(() => setOrder(loaded.status === "ready" ? loaded.value.order : null), [loaded])

  const run = async (step: OrderStep) => {
    if (busy || order === null) return
    setBusy(true)
    const result = await runStep(client, step, order.id)
    setBusy(false)
    if (!result.ok) return setNotice({ text: result.error.message, undo: null, failed: true })
    setOrder(result.value.order)
    setNotice({ text: DONE_TEXT[step], undo: UNDO[step], failed: false })
  }

  if (loaded.status === "not-found") return <NotFound />
  return (
    <section className="merchant-order" aria-busy={loaded.status === "loading" || busy}>
      <p>
        <Link href={ORDERS_ADMIN_PATH}>{ORDERS_TEXT.back}</Link>
      </p>
      {loaded.status === "loading" && <Spinner label={ORDERS_TEXT.loadingOrder} />}
      {loaded.status === "error" && <ErrorScreen onRetry={retry} failure={loaded} />}
      {order !== null && (
        <>
          <PageHeading title={`Order ${order.id.slice(0, 8)}`} />
          <p>
            <strong data-testid="order-status">{STATUS_TEXT[order.status]}</strong>
            {order.testMode && <span className="badge test-mode">{ORDERS_TEXT.testMode}</span>}
          </p>
          <p>
            {order.shippingAddress.firstName} {order.shippingAddress.lastName}, {order.email}
            <br />
            {order.shippingAddress.line1}, {order.shippingAddress.city} {order.shippingAddress.region}{" "}
            {order.shippingAddress.postalCode}, {order.shippingAddress.country} ({order.shippingOption.label})
          </p>
          <ul className="merchant-order-items">
            {order.items.map((item) => (
              <li key={`${item.variantId}-${item.sku}`}>
                {item.quantity} × {item.productName} ({item.sku}) at {formatMoney(item.unitPrice)}
              </li>
            ))}
          </ul>
          {canManage ? (
            <div className="merchant-order-steps">
              {stepsFor(order.status).map((step) => (
                <button
                  key={step}
                  type="button"
                  className={step === "cancel" ? "button button-secondary" : "button"}
                  aria-disabled={busy || undefined}
                  onClick={() => void run(step)}
                >
                  {ORDERS_TEXT[step]}
                </button>
              ))}
            </div>
          ) : (
            <p>{ORDERS_TEXT.noManage}</p>
          )}
          <div role={notice?.failed ? "alert" : "status"} className="merchant-order-notice">
            {notice && <span>{notice.text} </span>}
            {notice?.undo && canManage && (
              <button
                type="button"
                className="button button-small button-secondary"
                aria-disabled={busy || undefined}
                onClick={() => notice.undo && void run(notice.undo)}
              >
                {ORDERS_TEXT.undo}
              </button>
            )}
          </div>
          <OrderSummary summary={order} />
        </>
      )}
    </section>
  )
}
