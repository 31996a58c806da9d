import { Effect, Option } from "effect"
import { ProductNotFound } from "../cart/errors.ts"
import { addToCart, type StoreContext } from "../cart/program.ts"
import { Catalog } from "../catalog/port.ts"
import { SubscriptionUnavailable } from "./errors.ts"
import { subscriptionPlanOf } from "./periods.ts"

/**
 * The id of a product's one subscription option. A product carries one plan (SUBS-001), so it has
 * one option; API-004 makes `subscriptionOptionId` optional, and ours accepts it absent or this id.
 */
export const DEFAULT_SUBSCRIPTION_OPTION_ID = "default"

/**
 * What API-004 sends: the product, its variant, the quantity (as typed: core's quantity rules
 * apply), the additional-field answers and the subscription option.
 */
export interface StartSubscriptionInput {
  readonly itemId: string
  readonly sku: string | null
  readonly quantity: unknown
  readonly additionalFields: string | null
  readonly subscriptionOptionId: string | null
}

/**
 * Opens a subscription cart (API-004): a fresh cart, apart from the visitor's own cart, holding the
 * one subscription line; its id is the `cartToken` the subscription checkout is opened with
 * (ADDCART-006). The line passes the add-to-cart checks (variant, quantity, stock); the product must
 * be sold as a subscription (SUBS-003 types, a valid plan). The order placed from this cart carries
 * the plan on its line, so the order page words it as a subscription (SUBS-006).
 *
 * @example
 * startSubscription(store, { itemId: coffee.id, sku: "COF-1", quantity: 1, additionalFields: null, subscriptionOptionId: null })
 * // { cartToken: "…" }
 */
export const startSubscription = Effect.fn("startSubscription")(function* (
  store: StoreContext,
  input: StartSubscriptionInput,
) {
  const found = yield* (yield* Catalog).find(input.itemId)
  if (Option.isNone(found)) return yield* new ProductNotFound({ itemId: input.itemId })
  if (subscriptionPlanOf(found.value) === null) {
    return yield* new SubscriptionUnavailable({ reason: "notSubscribable" })
  }
  if (input.subscriptionOptionId !== null && input.subscriptionOptionId !== DEFAULT_SUBSCRIPTION_OPTION_ID) {
    return yield* new SubscriptionUnavailable({ reason: "unknownOption" })
  }
  const added = yield* addToCart(store, {
    cartId: null,
    itemId: input.itemId,
    sku: input.sku,
    quantity: input.quantity,
    additionalFields: input.additionalFields,
  })
  return { cartToken: added.cartId }
})
