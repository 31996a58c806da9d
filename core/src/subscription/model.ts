import { Result, Schema } from "effect"
import { SubscriptionPlanSchema } from "../catalog/model.ts"
import { MoneySchema } from "../money/model.ts"

/**
 * Schema of the subscription context a product page carries as JSON: the plan and the price per
 * period.
 *
 * @example
 * Schema.decodeUnknownSync(SubscriptionContextSchema)({ subscriptionPlan, priceMoney })
 */
export const SubscriptionContextSchema = Schema.Struct({
  subscriptionPlan: SubscriptionPlanSchema,
  priceMoney: MoneySchema,
})

/**
 * The subscription context of a product page.
 *
 * @example
 * const { subscriptionPlan, priceMoney }: SubscriptionContext = read.context
 */
export type SubscriptionContext = typeof SubscriptionContextSchema.Type

/**
 * The message for a context that cannot be read (SUBS-009).
 *
 * @example
 * readSubscriptionContext("{").ok // false, with this message
 */
export const SUBSCRIPTION_CONTEXT_ERROR = "Failed to read subscription context"

/**
 * Reading a subscription context: the context, or the spec's message.
 *
 * @example
 * const read = readSubscriptionContext(json); read.ok ? read.context : read.message
 */
export type SubscriptionContextRead =
  | { readonly ok: true; readonly context: SubscriptionContext }
  | { readonly ok: false; readonly message: typeof SUBSCRIPTION_CONTEXT_ERROR }

const decode = Schema.decodeUnknownResult(Schema.fromJsonString(SubscriptionContextSchema))

/**
 * The subscription context from its JSON text; malformed JSON or a context of the wrong shape gives
 * "Failed to read subscription context" (SUBS-009) rather than an exception.
 *
 * @example
 * readSubscriptionContext("{") // { ok: false, message: "Failed to read subscription context" }
 */
export const readSubscriptionContext = (json: string): SubscriptionContextRead => {
  const result = decode(json)
  return Result.isSuccess(result)
    ? { ok: true, context: result.success }
    : { ok: false, message: SUBSCRIPTION_CONTEXT_ERROR }
}
