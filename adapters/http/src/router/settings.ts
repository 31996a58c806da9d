import { changeStoreCurrency } from "@vitrine/core/site"
import { Effect } from "effect"
import { GetStoreSettings, SaveStoreSettings } from "../contract/settings.ts"
import type { RouterContext } from "./context.ts"
import { keptAndAnnounced } from "./kept-value.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

/**
 * The store settings routes: reading them is public (every page shows prices in the store
 * currency); setting the store currency is the merchant's (`settings.write`), and like every
 * state-changing call needs the crumb too. A save is kept by this process and announced to the
 * others, whose settings sources then drop what they kept.
 *
 * @example
 * const routes = settingsRoutes(context)
 */
export const settingsRoutes = (context: RouterContext): RouteTable => [
  defineRoute({ method: "GET", path: GetStoreSettings.path, access: "public" }, () =>
    Effect.map(context.settings.current, (settings) => ok(GetStoreSettings.response, { settings })),
  ),

  defineRoute(
    {
      method: "PUT",
      path: SaveStoreSettings.path,
      access: { permission: "settings.write" },
      body: SaveStoreSettings.body,
    },
    ({ body }) =>
      changeStoreCurrency(context.websiteId, body.selectedCurrency).pipe(
        keptAndAnnounced(context.settings, "store-settings", context.websiteId),
        Effect.map((settings) => ok(SaveStoreSettings.response, { settings })),
      ),
  ),
]
