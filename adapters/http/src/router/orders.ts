import {
  cancelOrder,
  fulfilOrder,
  getOrder,
  listOrders,
  type Order,
  reinstateOrder,
  unfulfilOrder,
} from "@vitrine/core/checkout"
import { Effect } from "effect"
import { ListOrders, MerchantOrder } from "../contract/checkout.ts"
import { API_PATHS } from "../contract/wire.ts"
import type { RouterContext } from "./context.ts"
import type { StoreError } from "./errors.ts"
import type { RouterPorts } from "./ports.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

/**
 * The merchant's order routes: the list and one order (`orders.read`), and each step with its undo
 * (`orders.manage`, crumb required): fulfil and unfulfil, cancel (the stock goes back) and reinstate
 * (the stock is taken again, refused with the stock message when it has been sold since).
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
  ...(
    [
      [API_PATHS.fulfilOrder, fulfilOrder],
      [API_PATHS.unfulfilOrder, unfulfilOrder],
      [API_PATHS.cancelOrder, cancelOrder],
      [API_PATHS.reinstateOrder, reinstateOrder],
    ] as const
  ).map(([path, step]) => orderStep(context, path, step)),
]

// One state change of an order (`orders.manage`, crumb required): answers the order as it is now.
const orderStep = (
  context: RouterContext,
  path: string,
  step: (websiteId: string, orderId: string) => Effect.Effect<Order, StoreError, RouterPorts>,
) =>
  defineRoute(
    { method: "POST", path, access: { permission: "orders.manage" }, params: MerchantOrder.params },
    ({ params }) =>
      Effect.map(step(context.websiteId, params.orderId), (order) => ok(MerchantOrder.response, { order })),
  )
