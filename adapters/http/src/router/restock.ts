import { Outbox } from "@vitrine/core/mail"
import {
  restockBoxConfig,
  restockGroups,
  restockSettings,
  restockSignUps,
  saveRestockSettings,
  sendRestock,
  signUpForRestock,
} from "@vitrine/core/restock"
import { Clock, Effect } from "effect"
import {
  RestockBoxCall,
  RestockGroupsCall,
  RestockSendAllCall,
  RestockSendCall,
  RestockSignUpCall,
  RestockSignUpsCall,
} from "../contract/restock.ts"
import {
  OutboxCall,
  OutboxRetryCall,
  RestockSettingsCall,
  SaveRestockSettingsCall,
} from "../contract/restock-admin.ts"
import type { BotCheckLayer } from "./bot-check.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

/** What the restock routes need beyond the router's context. */
export interface RestockRoutesOptions {
  readonly botCheck: BotCheckLayer
  /** Whether the store shows a captcha in the restock box (it has a site key, RESTOCK-004) and so checks one. */
  readonly captcha: boolean
}

const RESTOCK_SEND = { permission: "restock.send" } as const

/**
 * The restock routes: the visitor's sign-up (API-010/013; anonymous or member, ROLE-002/003; the
 * captcha checked on the server for PRODUCT_WAITLIST_SUBMISSION and this host, once), and the
 * merchant's groups, sign-ups, sends (API-011 to API-015, `restock.send`, ROLE-004), outbox and
 * restock settings (the automatic send).
 * Reading the sign-ups asks `restock.send` too: core has no read-only restock permission, and whoever
 * may send may see whom to.
 *
 * @example
 * const routes = restockRoutes(context, { botCheck: noBotCheck, captcha: false })
 */
export const restockRoutes = (context: RouterContext, options: RestockRoutesOptions): RouteTable => [
  defineRoute(
    { method: "POST", path: RestockSignUpCall.path, access: "visitor", body: RestockSignUpCall.body },
    ({ body }, req) =>
      signUpForRestock({
        websiteId: context.websiteId,
        payload: {
          isJoinMailingList: body.isJoinMailingList,
          productId: body.productId,
          variantId: body.variantId,
          siteVisitorEmail: body.siteVisitorEmail,
          recaptchaEnterpriseV3Token: body.recaptchaEnterpriseV3Token ?? null,
          ...(body.language === undefined ? {} : { language: body.language }),
        },
        // Members sign in with issue 9; until then every sign-up is a visitor's (ROLE-002).
        memberId: null,
        host: req.hostname,
        captcha: options.captcha,
      }).pipe(
        Effect.map(() => ok(RestockSignUpCall.response, { signedUp: true })),
        Effect.provide(options.botCheck),
      ),
  ),

  defineRoute({ method: "GET", path: RestockBoxCall.path, access: "public" }, () =>
    Effect.map(restockBoxConfig(options.captcha), (box) => ok(RestockBoxCall.response, box)),
  ),

  defineRoute(
    { method: "GET", path: RestockGroupsCall.path, access: RESTOCK_SEND, query: RestockGroupsCall.query },
    ({ query }) => Effect.map(restockGroups(query.cursor), (page) => ok(RestockGroupsCall.response, page)),
  ),

  defineRoute(
    { method: "GET", path: RestockSignUpsCall.path, access: RESTOCK_SEND, query: RestockSignUpsCall.query },
    ({ query }) =>
      Effect.map(
        restockSignUps({ productId: query.productId, variantId: query.variantId ?? null }, query.cursor),
        (page) => ok(RestockSignUpsCall.response, page),
      ),
  ),

  defineRoute(
    { method: "POST", path: RestockSendCall.path, access: RESTOCK_SEND, body: RestockSendCall.body },
    ({ body }) =>
      Effect.map(sendRestock([{ productId: body.productId, variantId: body.variantId }]), (results) =>
        ok(RestockSendCall.response, { results }),
      ),
  ),

  defineRoute(
    { method: "POST", path: RestockSendAllCall.path, access: RESTOCK_SEND, body: RestockSendAllCall.body },
    ({ body }) =>
      Effect.map(sendRestock(body.sendRequests), (results) => ok(RestockSendAllCall.response, { results })),
  ),

  defineRoute(
    { method: "GET", path: OutboxCall.path, access: RESTOCK_SEND, query: OutboxCall.query },
    ({ query }) =>
      Effect.map(
        Outbox.use((outbox) =>
          outbox.list({
            states: query.state === undefined ? null : [query.state],
            after: query.after ?? null,
            limit: 50,
          }),
        ),
        (messages) =>
          ok(OutboxCall.response, {
            messages: messages.map((message) => ({
              key: message.key,
              kind: message.kind,
              to: message.to,
              state: message.state,
              attempts: message.attempts,
              queuedAt: message.queuedAt,
              sentAt: message.sentAt,
              lastError: message.lastError,
            })),
          }),
      ),
  ),

  defineRoute(
    { method: "POST", path: OutboxRetryCall.path, access: RESTOCK_SEND, body: OutboxRetryCall.body },
    ({ body }) =>
      Effect.map(
        Effect.flatMap(Clock.currentTimeMillis, (now) => Outbox.use((outbox) => outbox.retry(body.key, now))),
        (retried) => ok(OutboxRetryCall.response, { retried }),
      ),
  ),

  defineRoute({ method: "GET", path: RestockSettingsCall.path, access: RESTOCK_SEND }, () =>
    Effect.map(restockSettings, (settings) => ok(RestockSettingsCall.response, { settings })),
  ),

  defineRoute(
    {
      method: "PUT",
      path: SaveRestockSettingsCall.path,
      access: RESTOCK_SEND,
      body: SaveRestockSettingsCall.body,
    },
    ({ body }) =>
      Effect.map(saveRestockSettings(body), (settings) => ok(SaveRestockSettingsCall.response, { settings })),
  ),
]
