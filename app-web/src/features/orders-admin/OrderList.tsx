import { type Order, type OrderStatus, OrderStatusSchema } from "@vitrine/core/checkout"
import { formatMoney } from "@vitrine/core/money"
import { useId, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { MorePages } from "../../components/MorePages.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { useNextPages } from "../../components/use-next-pages.ts"
import { Link } from "../../router/Link.tsx"
import { merchantOrderPath } from "../../router/routes.ts"
import { ORDERS_TEXT, STATUS_TEXT } from "./orders-text.ts"

interface Filter {
  readonly status: OrderStatus | ""
  readonly search: string
}

/**
 * The merchant's order list: newest first, filtered by status and a search (order number, e-mail,
 * name or SKU), a page at a time with "Load more"; each row its number (to the order), date,
 * customer, status, total and the test-mode badge. Loading, empty and failed states of their own;
 * a next page that fails keeps the orders shown, with the failure's screen in the button's place.
 *
 * @example
 * <OrderList />
 */
export const OrderList = () => {
  const client = useStoreClient()
  const searchId = useId()
  const statusId = useId()
  const [typed, setTyped] = useState<Filter>({ status: "", search: "" })
  const [filter, setFilter] = useState<Filter>(typed)
  const query = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.search ? { search: filter.search } : {}),
  }
  const [loaded, retry] = useLoad(() => client.listOrders(query), JSON.stringify(filter))

  // Another filter starts the list over: the next pages are keyed by it.
  const more = useNextPages<Order>(
    async (cursor) => {
      const page = await client.listOrders({ ...query, cursor })
      return page.ok ? { ok: true, value: { items: page.value.orders, cursor: page.value.nextCursor } } : page
    },
    loaded.status === "ready" ? loaded.value.nextCursor : null,
    JSON.stringify(filter),
  )

  const orders = loaded.status === "ready" ? [...loaded.value.orders, ...more.items] : []
  const filtered = filter.status !== "" || filter.search !== ""
  return (
    <>
      <form
        className="orders-filter"
        aria-label="Filter orders"
        onSubmit={(event) => {
          event.preventDefault()
          setFilter(typed)
        }}
      >
        <div className="field">
          <label htmlFor={statusId}>{ORDERS_TEXT.status}</label>
          <select
            id={statusId}
            value={typed.status}
            onChange={(event) => {
              const next = { ...typed, status: event.target.value as OrderStatus | "" }
              setTyped(next)
              setFilter(next)
            }}
          >
            <option value="">{ORDERS_TEXT.allStatuses}</option>
            {OrderStatusSchema.literals.map((status) => (
              <option key={status} value={status}>
                {STATUS_TEXT[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={searchId}>{ORDERS_TEXT.search}</label>
          <input
            id={searchId}
            type="search"
            placeholder={ORDERS_TEXT.searchHint}
            maxLength={100}
            value={typed.search}
            onChange={(event) => setTyped({ ...typed, search: event.target.value })}
          />
        </div>
        <button type="submit" className="button button-secondary">
          {ORDERS_TEXT.searchButton}
        </button>
      </form>
      {loaded.status === "loading" && <Spinner label={ORDERS_TEXT.loading} />}
      {(loaded.status === "error" || loaded.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={loaded} of="results" />
      )}
      {loaded.status === "ready" && orders.length === 0 && (
        <p className="empty" role="status">
          {filtered ? ORDERS_TEXT.noMatch : ORDERS_TEXT.empty}
        </p>
      )}
      {orders.length > 0 && (
        <table className="orders-table">
          <caption className="visually-hidden">{ORDERS_TEXT.title}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link href={merchantOrderPath(order.id)}>{order.id.slice(0, 8)}</Link>
                  {order.testMode && <span className="badge test-mode">{ORDERS_TEXT.testMode}</span>}
                </td>
                <td>{order.created.slice(0, 10)}</td>
                <td>{order.email}</td>
                <td data-status={order.status}>{STATUS_TEXT[order.status]}</td>
                <td>{formatMoney(order.grandTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loaded.status === "ready" && (
        <MorePages pages={more} label={ORDERS_TEXT.more} className="button button-secondary" of="results" />
      )}
    </>
  )
}
