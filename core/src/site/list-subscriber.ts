import { Schema } from "effect"
import { MAILING_LISTS, type MailingListId } from "./mailing-connection-rules.ts"

/**
 * Where a list's subscriber is: `pending` (signed up through a double opt-in form, waiting for the
 * confirmation link to be followed) or `confirmed` (on the list).
 *
 * @example
 * const status: SubscriberStatus = "pending"
 */
export type SubscriberStatus = "pending" | "confirmed"

/**
 * One address on one of the site's mailing lists, kept once per list by its normalised e-mail
 * (`normaliseEmail`). Times are milliseconds since the epoch; `confirmedAt` is null while pending.
 *
 * @example
 * const subscriber: ListSubscriber = { id: "…", websiteId: "site-1", listId: "newsletter", email: "ada@example.com", status: "confirmed", signedUpAt: 0, confirmedAt: 0 }
 */
export interface ListSubscriber {
  readonly id: string
  readonly websiteId: string
  readonly listId: MailingListId
  readonly email: string
  readonly status: SubscriberStatus
  readonly signedUpAt: number
  readonly confirmedAt: number | null
}

/**
 * Schema of a stored subscriber, for the adapters and the wire.
 *
 * @example
 * Schema.decodeUnknownSync(ListSubscriberSchema)(row)
 */
export const ListSubscriberSchema = Schema.Struct({
  id: Schema.String,
  websiteId: Schema.String,
  listId: Schema.Literals(MAILING_LISTS.map((list) => list.id)),
  email: Schema.String,
  status: Schema.Literals(["pending", "confirmed"]),
  signedUpAt: Schema.Number,
  confirmedAt: Schema.NullOr(Schema.Number),
}) satisfies Schema.Codec<ListSubscriber>

/**
 * A list's subscribers as the merchant's panel shows them: how many of each status, and all of them,
 * newest sign-up first.
 *
 * @example
 * const view: SubscriberList = { listId: "newsletter", pending: 1, confirmed: 2, subscribers: [] }
 */
export interface SubscriberList {
  readonly listId: MailingListId
  readonly pending: number
  readonly confirmed: number
  readonly subscribers: readonly ListSubscriber[]
}

/**
 * Schema of `SubscriberList` (`GET /api/connections/mailing/subscribers`).
 *
 * @example
 * Schema.decodeUnknownSync(SubscriberListSchema)(body)
 */
export const SubscriberListSchema = Schema.Struct({
  listId: Schema.Literals(MAILING_LISTS.map((list) => list.id)),
  pending: Schema.Number,
  confirmed: Schema.Number,
  subscribers: Schema.Array(ListSubscriberSchema),
}) satisfies Schema.Codec<SubscriberList>
