import { changeStoreCurrency } from "@vitrine/core/site"
import { Effect } from "effect"
import type { Router } from "express"
import { GetStoreSettings, SaveStoreSettings } from "../contract/settings.ts"
import type { RouterContext } from "./context.ts"
import { decodeInput, ok, route } from "./reply.ts"

/**
 * The store settings routes: read them, and set the store currency. The PUT, like every
 * state-changing call, passes the crumb check first. There are no merchant accounts yet, so nothing
 * else guards it: a deployment that is not a demo puts it behind its own sign-in.
 *
 * @example
 * settingsRoutes(router, context)
 */
export const settingsRoutes = (router: Router, context: RouterContext): void => {
  router.get(
    GetStoreSettings.path,
    route(context, () =>
      Effect.map(context.settings.current, (settings) => ok(GetStoreSettings.response, { settings })),
    ),
  )

  router.put(
    SaveStoreSettings.path,
    context.body,
    route(context, (req) => {
      const body = decodeInput(SaveStoreSettings.body, req.body)
      if (!body.ok) return body.reply
      return changeStoreCurrency(context.websiteId, body.value.selectedCurrency).pipe(
        Effect.tap(context.settings.remember),
        Effect.map((settings) => ok(SaveStoreSettings.response, { settings })),
      )
    }),
  )
}
