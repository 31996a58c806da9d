import type { OrderStatus } from "@vitrine/core/checkout"

/**
 * The orders screen's texts. Ours: the spec shows the merchant no order screens (UI-008).
 *
 * @example
 * screen.getByRole("button", { name: ORDERS_TEXT.fulfil })
 */
export const ORDERS_TEXT = {
  title: "Orders",
  empty: "No orders yet.",
  noMatch: "No orders match.",
  search: "Search orders",
  searchHint: "Order number, e-mail, name or SKU",
  searchButton: "Search",
  status: "Status",
  allStatuses: "All",
  more: "Load more orders",
  loading: "Loading orders",
  loadingOrder: "Loading the order",
  back: "All orders",
  testMode: "Test mode",
  fulfil: "Mark fulfilled",
  unfulfil: "Mark not fulfilled",
  cancel: "Cancel order",
  reinstate: "Reinstate order",
  undo: "Undo",
  working: "Saving…",
  noManage: "Your role can see orders but not change them.",
} as const

/** How each status reads in the list and on the order. */
export const STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: "Awaiting payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  cancelled: "Cancelled",
}

/** What a step did, announced with its undo. */
export const DONE_TEXT = {
  fulfil: "Order marked fulfilled.",
  unfulfil: "Order marked not fulfilled.",
  cancel: "Order cancelled; its stock is back on sale.",
  reinstate: "Order reinstated; its stock is taken again.",
} as const
