import { cancelOrder, fulfilOrder, getOrder, listOrders } from "@vitrine/core/checkout"
import { Effect } from "effect"
import { ListOrders, MerchantOrder } from "../contract/checkout.ts"
import { API_PATHS } from "../contract/wire.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

/**
 * The merchant's order routes: the list and one order (`orders.read`), fulfil and cancel
 * (`orders.manage`, crumb required; cancelling puts the stock back).
 *
 * @example
 * const routes = merchantOrderRoutes(context)
 */
export const merchantOrderRoutes = (context: RouterContext): RouteTable => [
  defineRoute(
    { method: "GET", path: ListOrders.path, access: { permission: "orders.read" }, query: ListOrders.query },
    ({ query }) =>
      Effect.map(
        listOrders({
          websiteId: context.websiteId,
          status: query.status ?? null,
          search: query.search ?? "",
          cursor: query.cursor ?? null,
          limit: query.limit ?? 20,
        }),
        (page) => ok(ListOrders.response, page),
      ),
  ),
  defineRoute(
    {
      method: "GET",
      path: API_PATHS.merchantOrder,
      access: { permission: "orders.read" },
      params: MerchantOrder.params,
    },
    ({ params }) =>
      Effect.map(getOrder(context.websiteId, params.orderId), (order) =>
        ok(MerchantOrder.response, { order }),
      ),
  ),
  defineRoute(
    {
      method: "POST",
      path: API_PATHS.fulfilOrder,
      access: { permission: "orders.manage" },
      params: MerchantOrder.params,
    },
    ({ params }) =>
      Effect.map(fulfilOrder(context.websiteId, params.orderId), (order) =>
        ok(MerchantOrder.response, { order }),
      ),
  ),
  defineRoute(
    {
      method: "POST",
      path: API_PATHS.cancelOrder,
      access: { permission: "orders.manage" },
      params: MerchantOrder.params,
    },
    ({ params }) =>
      Effect.map(cancelOrder(context.websiteId, params.orderId), (order) =>
        ok(MerchantOrder.response, { order }),
      ),
  ),
]
