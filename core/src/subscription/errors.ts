import { Data } from "effect"

/** The subscription checkout's messages (ours: the spec's catalogue has none for API-004's refusals). */
export const SUBSCRIPTION_MESSAGE = {
  notSubscribable: "This product cannot be bought as a subscription.",
  unknownOption: "Choose one of this product's subscription options.",
} as const

/**
 * A subscription cart cannot be opened (API-004): the product is not sold as a subscription
 * (`notSubscribable`: not marked so, not physical or service (SUBS-003), or no valid plan), or the
 * subscription option asked for is not one of its own (`unknownOption`).
 */
export class SubscriptionUnavailable extends Data.TaggedError("SubscriptionUnavailable")<{
  readonly reason: keyof typeof SUBSCRIPTION_MESSAGE
}> {
  override get message(): string {
    return SUBSCRIPTION_MESSAGE[this.reason]
  }
}
