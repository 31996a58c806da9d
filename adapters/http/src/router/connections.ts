import {
  allSubscribers,
  confirmAutomation,
  connectAutomation,
  connectMailingList,
  disconnectAutomation,
  disconnectMailingList,
  listSubscribers,
  removeSubscriber,
  SUBSCRIBERS_PAGE_SIZE,
  siteConnections,
  subscribersCsv,
} from "@vitrine/core/site"
import { Effect } from "effect"
import {
  AutomationHandshake,
  ConnectAutomation,
  DisconnectAutomation,
  DisconnectMailing,
  ExportListSubscribers,
  GetConnections,
  ListSubscribersCall,
  RemoveListSubscriber,
  SaveMailingConnection,
} from "../contract/connections.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type Reply, type RouteTable } from "./route.ts"

const SITE_MANAGE = { permission: "site.manage" } as const

/**
 * The connections' routes (EDITOR-007 to EDITOR-009): the merchant's reads and changes behind
 * `site.manage`, and the automation service's handshake, a visitor's call whose key is its
 * authority (see `AutomationHandshake`).
 *
 * @example
 * const routes = connectionRoutes(context)
 */
export const connectionRoutes = (context: RouterContext): RouteTable => [
  defineRoute({ method: "GET", path: GetConnections.path, access: SITE_MANAGE }, () =>
    Effect.map(siteConnections(context.websiteId), (connections) => ok(GetConnections.response, connections)),
  ),

  defineRoute(
    {
      method: "PUT",
      path: SaveMailingConnection.path,
      access: SITE_MANAGE,
      body: SaveMailingConnection.body,
    },
    ({ body }) =>
      Effect.map(connectMailingList(context.websiteId, body), (mailing) =>
        ok(SaveMailingConnection.response, { mailing }),
      ),
  ),

  defineRoute({ method: "DELETE", path: DisconnectMailing.path, access: SITE_MANAGE }, () =>
    Effect.as(disconnectMailingList(context.websiteId), ok(DisconnectMailing.response, { mailing: null })),
  ),

  defineRoute({ method: "POST", path: ConnectAutomation.path, access: SITE_MANAGE }, () =>
    Effect.map(connectAutomation(context.websiteId), ({ state, key }) =>
      ok(ConnectAutomation.response, { automation: state, key }),
    ),
  ),

  defineRoute({ method: "DELETE", path: DisconnectAutomation.path, access: SITE_MANAGE }, () =>
    Effect.map(disconnectAutomation(context.websiteId), (automation) =>
      ok(DisconnectAutomation.response, { automation }),
    ),
  ),

  defineRoute(
    {
      method: "GET",
      path: ListSubscribersCall.path,
      access: SITE_MANAGE,
      params: ListSubscribersCall.params,
      query: ListSubscribersCall.query,
    },
    ({ params, query }) =>
      Effect.map(
        listSubscribers(context.websiteId, params.listId, {
          page: query.page ?? 1,
          size: query.size ?? SUBSCRIBERS_PAGE_SIZE,
        }),
        (list) => ok(ListSubscribersCall.response, list),
      ),
  ),

  defineRoute(
    {
      method: "GET",
      path: ExportListSubscribers.path,
      access: SITE_MANAGE,
      params: ExportListSubscribers.params,
    },
    ({ params }) =>
      Effect.map(
        allSubscribers(context.websiteId, params.listId),
        (subscribers): Reply => ({
          status: 200,
          type: "csv",
          body: subscribersCsv(subscribers),
          headers: { "Content-Disposition": `attachment; filename="${params.listId}-subscribers.csv"` },
        }),
      ),
  ),

  defineRoute(
    {
      method: "DELETE",
      path: RemoveListSubscriber.path,
      access: SITE_MANAGE,
      params: RemoveListSubscriber.params,
    },
    ({ params }) =>
      Effect.as(
        removeSubscriber(context.websiteId, params.subscriberId),
        ok(RemoveListSubscriber.response, { removed: true }),
      ),
  ),

  defineRoute(
    { method: "POST", path: AutomationHandshake.path, access: "visitor", body: AutomationHandshake.body },
    ({ body }) =>
      Effect.map(confirmAutomation(context.websiteId, body.key), (automation) =>
        ok(AutomationHandshake.response, { automation }),
      ),
  ),
]
