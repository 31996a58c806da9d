import {
  AutomationConnectionSchema,
  MAILING_CONNECTION_MESSAGE,
  MAILING_LISTS,
  MailingConnectionSchema,
  SUBSCRIBERS_MAX_PAGE_SIZE,
  SubscriberListSchema,
} from "@vitrine/core/site"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"
import { SITE_PATHS } from "./site-paths.ts"

const MailingListSchema = Schema.Struct({
  id: Schema.Literals(MAILING_LISTS.map((list) => list.id)),
  name: Schema.String,
})

/**
 * `GET /api/connections` (`site.manage`): `{ mailing, automation, lists }`: the forms' mailing-list
 * connection (null: none; EDITOR-008), the automation service's state (EDITOR-009; never a key) and
 * the store's lists a form can join. The spec shows no call; the paths are ours.
 *
 * @example
 * const { mailing } = Schema.decodeUnknownSync(GetConnections.response)(await res.json())
 */
export const GetConnections = {
  method: "GET",
  path: SITE_PATHS.connections,
  response: Schema.Struct({
    mailing: Schema.NullOr(MailingConnectionSchema),
    automation: AutomationConnectionSchema,
    lists: Schema.Array(MailingListSchema),
  }),
} as const

/**
 * `PUT /api/connections/mailing`: connects (or changes) the mailing list, payload `{ listId,
 * doubleOptIn, subject, to, cc, bcc }` (EDITOR-008); answers `{ mailing }` as saved. Bad input is 400
 * with `errors` by field and the editor's messages (EDITOR-014, EDITOR-015, EDITOR-023, EDITOR-024).
 *
 * @example
 * Schema.decodeUnknownSync(SaveMailingConnection.body)({ listId: "newsletter", doubleOptIn: true, subject: "Hi", to: ["a@example.com"], cc: [], bcc: [] })
 */
export const SaveMailingConnection = {
  method: "PUT",
  path: SITE_PATHS.mailingConnection,
  body: MailingConnectionSchema.annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ mailing: MailingConnectionSchema }),
} as const

/** `DELETE /api/connections/mailing` (EDITOR-007): disconnects the list; answers `{ mailing: null }`. */
export const DisconnectMailing = {
  method: "DELETE",
  path: SITE_PATHS.mailingConnection,
  response: Schema.Struct({ mailing: Schema.Null }),
} as const

/**
 * `POST /api/connections/automation` (EDITOR-009): starts the handshake; answers `{ automation, key }`,
 * the state "awaiting" and the one-time key to paste into the service (shown once, never again).
 * While connected: 409, `errors.automation`.
 */
export const ConnectAutomation = {
  method: "POST",
  path: SITE_PATHS.automationConnection,
  response: Schema.Struct({ automation: AutomationConnectionSchema, key: Schema.String }),
} as const

/** `DELETE /api/connections/automation` (EDITOR-009): disconnects from any state; answers `{ automation }`. */
export const DisconnectAutomation = {
  method: "DELETE",
  path: SITE_PATHS.automationConnection,
  response: Schema.Struct({ automation: AutomationConnectionSchema }),
} as const

/**
 * `POST /api/automation-handshake` (EDITOR-009): the automation service confirms with `{ key }`. The
 * service calls as a visitor (it takes a crumb first, as any caller that changes state); the key is
 * its authority, so no staff session is asked. A key that does not match, has expired, or comes
 * when nothing awaits is 409 with `errors.key`; answers `{ automation }`, now connected.
 */
export const AutomationHandshake = {
  method: "POST",
  path: SITE_PATHS.automationHandshake,
  body: Schema.Struct({
    key: Schema.String.annotate({ message: "The connection key is text" }).pipe(
      Schema.annotateKey({ messageMissingKey: "The connection key is required" }),
    ),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ automation: AutomationConnectionSchema }),
} as const

const ListParams = Schema.Struct({
  listId: Schema.Literals(MAILING_LISTS.map((list) => list.id)).annotate({
    message: MAILING_CONNECTION_MESSAGE.list,
  }),
})

/** The messages of the subscribers' paging query. */
export const SUBSCRIBER_PAGING_MESSAGE = {
  page: "The page must be a whole number from 1.",
  size: `The page size must be a whole number from 1 to ${SUBSCRIBERS_MAX_PAGE_SIZE}.`,
} as const

// A whole number typed in the query, within bounds; one message whatever is wrong with it.
const wholeFromText = (maximum: number, message: string) =>
  Schema.optionalKey(
    Schema.FiniteFromString.annotate({ message }).check(
      Schema.isInt({ message }),
      Schema.isBetween({ minimum: 1, maximum }, { message }),
    ),
  )

/**
 * `GET /api/connections/lists/:listId/subscribers?page=&size=` (`site.manage`): one page of the
 * list's subscribers, newest sign-up first, with the count of each status on the whole list
 * (`SubscriberList`). `page` counts from 1 (default 1; past the end: no subscribers), `size` is 1 to
 * `SUBSCRIBERS_MAX_PAGE_SIZE` (default `SUBSCRIBERS_PAGE_SIZE`). A list the store lacks is 400
 * (`errors.listId`); a bad page or size 400 with `SUBSCRIBER_PAGING_MESSAGE`.
 *
 * @example
 * Schema.decodeUnknownSync(ListSubscribersCall.response)(await res.json())
 */
export const ListSubscribersCall = {
  method: "GET",
  path: SITE_PATHS.listSubscribers,
  params: ListParams,
  query: Schema.Struct({
    page: wholeFromText(1_000_000_000, SUBSCRIBER_PAGING_MESSAGE.page),
    size: wholeFromText(SUBSCRIBERS_MAX_PAGE_SIZE, SUBSCRIBER_PAGING_MESSAGE.size),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: SubscriberListSchema,
} as const

/** `GET /api/connections/lists/:listId/subscribers.csv` (`site.manage`): the list as a CSV download. */
export const ExportListSubscribers = {
  method: "GET",
  path: SITE_PATHS.listSubscribersCsv,
  params: ListParams,
} as const

/**
 * `DELETE /api/connections/lists/:listId/subscribers/:subscriberId` (`site.manage`): removes the
 * subscriber; answers `{ removed: true }`, or 404 (`errors.subscriberId`) when it is not there.
 */
export const RemoveListSubscriber = {
  method: "DELETE",
  path: SITE_PATHS.listSubscriber,
  params: Schema.Struct({
    ...ListParams.fields,
    subscriberId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)).annotate({
      message: "The subscriber's id is text of 1 to 100 characters",
    }),
  }),
  response: Schema.Struct({ removed: Schema.Literal(true) }),
} as const
