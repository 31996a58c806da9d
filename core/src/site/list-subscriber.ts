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

/** How many subscribers a page holds when the merchant asks for no size: 50. */
export const SUBSCRIBERS_PAGE_SIZE = 50

/** The most subscribers one page may hold: 200 (ours; a longer list is read page by page or exported). */
export const SUBSCRIBERS_MAX_PAGE_SIZE = 200

/**
 * Which page of a list to read: `page` counts from 1, `size` subscribers a page (1 to
 * `SUBSCRIBERS_MAX_PAGE_SIZE`).
 *
 * @example
 * const paging: SubscriberPaging = { page: 2, size: 50 }
 */
export interface SubscriberPaging {
  readonly page: number
  readonly size: number
}

/**
 * One page of a list's subscribers as the merchant's panel shows it: how many of each status on the
 * whole list, which page of what size, and that page's subscribers, newest sign-up first. A page
 * past the end holds none. The pages: `subscriberPages`.
 *
 * @example
 * const view: SubscriberList = { listId: "newsletter", pending: 1, confirmed: 2, page: 1, size: 50, subscribers: [] }
 */
export interface SubscriberList {
  readonly listId: MailingListId
  readonly pending: number
  readonly confirmed: number
  readonly page: number
  readonly size: number
  readonly subscribers: readonly ListSubscriber[]
}

/**
 * How many pages a list has: at least 1 (an empty list is one empty page).
 *
 * @example
 * subscriberPages({ pending: 3, confirmed: 98, size: 50 }) // 3
 */
export const subscriberPages = (list: Pick<SubscriberList, "pending" | "confirmed" | "size">): number =>
  Math.max(1, Math.ceil((list.pending + list.confirmed) / list.size))

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
  page: Schema.Number,
  size: Schema.Number,
  subscribers: Schema.Array(ListSubscriberSchema),
}) satisfies Schema.Codec<SubscriberList>
