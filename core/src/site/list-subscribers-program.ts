import { Clock, Effect, Option } from "effect"
import type { FormSubmission } from "../form/submission.ts"
import { Outbox, type OutboxDraft } from "../mail/outbox.ts"
import { SubscriberNotFound } from "./errors.ts"
import {
  type ListSubscriber,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberList,
  type SubscriberPaging,
} from "./list-subscriber.ts"
import {
  CONFIRMATION_LIFETIME_MS,
  FORM_NOTIFICATION_MAIL_KIND,
  LIST_CONFIRMATION_MAIL_KIND,
  normaliseEmail,
  notificationRecipients,
  subscriberEmail,
} from "./list-subscriber-rules.ts"
import type { MailingConnection, MailingListId } from "./mailing-connection-rules.ts"
import { ListSubscribers, SiteConnectionsRepository } from "./port.ts"

/**
 * What the confirmation e-mail's renderer reads: the subscriber, the list and when its link
 * stops working (milliseconds since the epoch). The link itself is signed as it is rendered, so
 * nothing secret is queued.
 *
 * @example
 * const data: ConfirmationMailData = { subscriberId: "…", listId: "newsletter", expiresAt: 0 }
 */
export interface ConfirmationMailData {
  readonly subscriberId: string
  readonly listId: MailingListId
  readonly expiresAt: number
}

/**
 * What the notification e-mail's renderer reads: the connection's subject, the form's name and the
 * submission's answers as text (the renderer escapes them).
 *
 * @example
 * const data: NotificationMailData = { subject: "New sign-up", formName: "Newsletter", submittedAt: 0, answers: [] }
 */
export interface NotificationMailData {
  readonly subject: string
  readonly formName: string
  readonly submittedAt: number
  readonly answers: FormSubmission["answers"]
}

const notificationDrafts = (
  connection: MailingConnection,
  formName: string,
  submission: FormSubmission,
): OutboxDraft[] =>
  notificationRecipients(connection).map((to, index) => ({
    key: `${FORM_NOTIFICATION_MAIL_KIND}:${submission.id}:${index}`,
    kind: FORM_NOTIFICATION_MAIL_KIND,
    to,
    data: {
      subject: connection.subject,
      formName,
      submittedAt: submission.submittedAt,
      answers: submission.answers,
    } satisfies NotificationMailData,
  }))

// One confirmation e-mail per subscriber per clock hour: the outbox keeps one message per key, so
// repeated sign-ups of a pending address (or someone else typing it in a loop) mail it at most hourly.
const RESEND_EVERY_MS = 60 * 60_000

const confirmationDraft = (subscriber: ListSubscriber, now: number): OutboxDraft => {
  const expiresAt = now + CONFIRMATION_LIFETIME_MS
  return {
    key: `${LIST_CONFIRMATION_MAIL_KIND}:${subscriber.id}:${Math.floor(now / RESEND_EVERY_MS)}`,
    kind: LIST_CONFIRMATION_MAIL_KIND,
    to: subscriber.email,
    data: {
      subscriberId: subscriber.id,
      listId: subscriber.listId,
      expiresAt,
    } satisfies ConfirmationMailData,
  }
}

/**
 * What a submission's follow-up did: the subscriber its e-mail answer made or kept (null without a
 * connection or an e-mail answer), and whether the visitor is to be told to check their inbox —
 * true whenever the site's list uses double opt-in and the submission gave an address. Ours: this
 * does not depend on whether that address was already confirmed, so the answer never tells whoever
 * types an address whether it is on the list (its owner, already confirmed, simply gets no e-mail).
 *
 * @example
 * const followUp: FollowUp = { subscriber: null, checkInbox: false }
 */
export interface FollowUp {
  readonly subscriber: ListSubscriber | null
  readonly checkInbox: boolean
}

const NO_FOLLOW_UP: FollowUp = { subscriber: null, checkInbox: false }

/**
 * What a connected site does with an accepted form or newsletter submission, inside the caller's
 * transaction (so it happens exactly when the submission is stored): nothing without a mailing
 * connection. With one, a notification e-mail to each of the connection's To, CC and BCC addresses
 * is queued in the outbox (each its own copy, `notificationRecipients`), and the submission's e-mail
 * answer, if any (`subscriberEmail`), joins the connected list: confirmed at once, or — double
 * opt-in — pending, with a confirmation e-mail queued.
 *
 * A repeat sign-up (ours; the spec is silent) keeps the one subscriber: a confirmed address stays
 * confirmed and gets no new confirmation e-mail; a pending one gets a fresh confirmation e-mail,
 * at most one per clock hour (its earlier link keeps working until it expires); with double
 * opt-in off, a pending one
 * (signed up while it was on) is confirmed. Answers a `FollowUp`.
 *
 * @example
 * followUpSubmission("site-1", "Newsletter", submission) // Effect<FollowUp, never, …>
 */
export const followUpSubmission = Effect.fn("followUpSubmission")(function* (
  websiteId: string,
  formName: string,
  submission: FormSubmission,
) {
  const found = yield* SiteConnectionsRepository.use((repository) => repository.findMailing(websiteId))
  if (Option.isNone(found)) return NO_FOLLOW_UP
  const connection = found.value
  const outbox = yield* Outbox
  const now = yield* Clock.currentTimeMillis
  yield* outbox.enqueue(notificationDrafts(connection, formName, submission))
  const email = subscriberEmail(submission.answers)
  if (email === null) return NO_FOLLOW_UP
  return yield* joinConnectedList(websiteId, connection, email, now)
})

// The address joins the connection's list: confirmed at once, or pending with a confirmation
// e-mail queued (double opt-in; at most one per subscriber per clock hour).
const joinConnectedList = Effect.fnUntraced(function* (
  websiteId: string,
  connection: MailingConnection,
  email: string,
  now: number,
) {
  const subscriber = yield* ListSubscribers.use((subscribers) =>
    subscribers.join({
      websiteId,
      listId: connection.listId,
      email,
      confirmed: !connection.doubleOptIn,
      at: now,
    }),
  )
  if (subscriber.status === "pending")
    yield* Outbox.use((outbox) => outbox.enqueue([confirmationDraft(subscriber, now)]))
  return { subscriber, checkInbox: connection.doubleOptIn } satisfies FollowUp
})

/**
 * Adds an address (already normalised) to the website's mailing list from outside a form — the
 * restock box's "join the mailing list" checkbox — as a form's sign-up would: confirmed at once, or,
 * with double opt-in, pending with a confirmation e-mail queued; a repeat keeps the one subscriber
 * (see `followUpSubmission`). No notification e-mail: that is a form submission's. A site without a
 * mailing connection has no list to join (EDITOR-007): nobody is added.
 *
 * @example
 * joinMailingList("site-1", "ada@example.com") // Effect<FollowUp, never, SiteConnectionsRepository | ListSubscribers | Outbox>
 */
export const joinMailingList = Effect.fn("joinMailingList")(function* (websiteId: string, email: string) {
  const found = yield* SiteConnectionsRepository.use((repository) => repository.findMailing(websiteId))
  if (Option.isNone(found)) return NO_FOLLOW_UP
  return yield* joinConnectedList(
    websiteId,
    found.value,
    normaliseEmail(email),
    yield* Clock.currentTimeMillis,
  )
})

/**
 * Confirms a subscriber through its link (the caller checked the signature and the expiry):
 * idempotent, a confirmed one answered as it is; `SubscriberNotFound` when it was removed.
 *
 * @example
 * confirmSubscriber("…") // Effect<ListSubscriber, SubscriberNotFound, ListSubscribers>
 */
export const confirmSubscriber = Effect.fn("confirmSubscriber")(function* (id: string) {
  const now = yield* Clock.currentTimeMillis
  const confirmed = yield* ListSubscribers.use((subscribers) => subscribers.confirm(id, now))
  if (Option.isNone(confirmed)) return yield* new SubscriberNotFound({ id })
  return confirmed.value
})

/**
 * One page of a list's subscribers for the merchant (`SubscriberList`): the counts by status on the
 * whole list and the page's subscribers, newest first; the first page of `SUBSCRIBERS_PAGE_SIZE`
 * when no paging is given. The caller checked the paging (whole, page ≥ 1, size 1 to the maximum).
 *
 * @example
 * listSubscribers("site-1", "newsletter", { page: 2, size: 50 }) // Effect<SubscriberList, never, ListSubscribers>
 */
export const listSubscribers = Effect.fn("listSubscribers")(function* (
  websiteId: string,
  listId: MailingListId,
  paging: SubscriberPaging = { page: 1, size: SUBSCRIBERS_PAGE_SIZE },
) {
  const repository = yield* ListSubscribers
  const [counts, subscribers] = yield* Effect.all([
    repository.counts(websiteId, listId),
    repository.page(websiteId, listId, { offset: (paging.page - 1) * paging.size, limit: paging.size }),
  ])
  return { listId, ...counts, page: paging.page, size: paging.size, subscribers } satisfies SubscriberList
})

/**
 * Every subscriber of a list, newest first: what the CSV export holds.
 *
 * @example
 * allSubscribers("site-1", "newsletter") // Effect<readonly ListSubscriber[], never, ListSubscribers>
 */
export const allSubscribers = Effect.fn("allSubscribers")(function* (
  websiteId: string,
  listId: MailingListId,
) {
  return yield* ListSubscribers.use((repository) => repository.list(websiteId, listId))
})

/**
 * Removes a subscriber from the website's list; `SubscriberNotFound` when there is none (removed
 * already, or another website's).
 *
 * @example
 * removeSubscriber("site-1", "…") // Effect<void, SubscriberNotFound, ListSubscribers>
 */
export const removeSubscriber = Effect.fn("removeSubscriber")(function* (websiteId: string, id: string) {
  const removed = yield* ListSubscribers.use((subscribers) => subscribers.remove(websiteId, id))
  if (!removed) return yield* new SubscriberNotFound({ id })
})
