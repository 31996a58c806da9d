import type { OrderStatus } from "@vitrine/core/checkout"
import type { StoreClient } from "../../api/store-client.ts"

/** A merchant's change to an order; each has its undo (STYLE: each step paired with its undo). */
export type OrderStep = "fulfil" | "unfulfil" | "cancel" | "reinstate"

/** The step that undoes each step. */
export const UNDO: Readonly<Record<OrderStep, OrderStep>> = {
  fulfil: "unfulfil",
  unfulfil: "fulfil",
  cancel: "reinstate",
  reinstate: "cancel",
}

/**
 * The steps an order in this status offers: a paid order can be fulfilled or cancelled; a fulfilled
 * one marked not fulfilled; a cancelled one reinstated; an order awaiting payment none.
 *
 * @example
 * stepsFor("paid") // ["fulfil", "cancel"]
 */
export const stepsFor = (status: OrderStatus): readonly OrderStep[] => {
  switch (status) {
    case "paid":
      return ["fulfil", "cancel"]
    case "fulfilled":
      return ["unfulfil"]
    case "cancelled":
      return ["reinstate"]
    case "awaiting_payment":
      return []
  }
}

/**
 * Runs a step through the client.
 *
 * @example
 * await runStep(client, "cancel", order.id)
 */
export const runStep = (client: StoreClient, step: OrderStep, orderId: string) => {
  switch (step) {
    case "fulfil":
      return client.fulfilOrder(orderId)
    case "unfulfil":
      return client.unfulfilOrder(orderId)
    case "cancel":
      return client.cancelOrder(orderId)
    case "reinstate":
      return client.reinstateOrder(orderId)
  }
}
