import type {
  AutomationConnection,
  MailingConnection,
  MailingListId,
  SiteConnections,
  SubscriberList,
  SubscriberPaging,
} from "@vitrine/core/site"
import { SITE_PATHS } from "../contract/site-paths.ts"
import { pathOf } from "../contract/wire.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/** The connections' calls (`site.manage`), answering results as the store client's. */
export interface ConnectionsClient {
  /** The mailing-list connection, the automation state and the lists to choose from. */
  readonly connections: () => Promise<ApiResult<SiteConnections>>
  /** Connects or changes the mailing list (EDITOR-008); a 400 carries `errors` by field. */
  readonly saveMailing: (connection: MailingConnection) => Promise<ApiResult<{ mailing: MailingConnection }>>
  /** Disconnects the mailing list (EDITOR-007). */
  readonly disconnectMailing: () => Promise<ApiResult<{ mailing: null }>>
  /** Starts the automation handshake (EDITOR-009): the state "awaiting" and the one-time key. */
  readonly connectAutomation: () => Promise<ApiResult<{ automation: AutomationConnection; key: string }>>
  /** Disconnects the automation service (EDITOR-009). */
  readonly disconnectAutomation: () => Promise<ApiResult<{ automation: AutomationConnection }>>
  /** One page of a list's subscribers, newest first, with the count of each status (the server's default page without `paging`). */
  readonly subscribers: (
    listId: MailingListId,
    paging?: SubscriberPaging,
  ) => Promise<ApiResult<SubscriberList>>
  /** Removes a subscriber from a list; a 404 when it was not there. */
  readonly removeSubscriber: (
    listId: MailingListId,
    subscriberId: string,
  ) => Promise<ApiResult<{ removed: true }>>
}

/**
 * Where a list's CSV export downloads from (a link the browser follows with its session).
 *
 * @example
 * <a href={subscribersCsvPath("newsletter")} download>Export CSV</a>
 */
export const subscribersCsvPath = (listId: MailingListId): string =>
  pathOf(SITE_PATHS.listSubscribersCsv, { listId })

/**
 * A fetch client of the connections' endpoints (`/api/connections/…`), safe for the browser.
 *
 * @example
 * const { ok } = await createConnectionsClient().disconnectMailing()
 */
export const createConnectionsClient = (options: StoreClientOptions = {}): ConnectionsClient => {
  const config = clientConfig(options)
  return {
    connections: () => send(config, { endpoint: "connections", method: "GET", path: SITE_PATHS.connections }),
    saveMailing: (connection) =>
      send(config, {
        endpoint: "mailingConnection",
        method: "PUT",
        path: SITE_PATHS.mailingConnection,
        body: connection,
      }),
    disconnectMailing: () =>
      send(config, { endpoint: "mailingConnection", method: "DELETE", path: SITE_PATHS.mailingConnection }),
    connectAutomation: () =>
      send(config, {
        endpoint: "automationConnection",
        method: "POST",
        path: SITE_PATHS.automationConnection,
      }),
    subscribers: (listId, paging) =>
      send(config, {
        endpoint: "listSubscribers",
        method: "GET",
        path: pathOf(SITE_PATHS.listSubscribers, { listId }),
        ...(paging === undefined ? {} : { query: { page: String(paging.page), size: String(paging.size) } }),
      }),
    removeSubscriber: (listId, subscriberId) =>
      send(config, {
        endpoint: "removeListSubscriber",
        method: "DELETE",
        path: pathOf(SITE_PATHS.listSubscriber, { listId, subscriberId }),
      }),
    disconnectAutomation: () =>
      send(config, {
        endpoint: "automationConnection",
        method: "DELETE",
        path: SITE_PATHS.automationConnection,
      }),
  }
}
