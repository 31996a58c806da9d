import {
  disconnectTranslation,
  MULTILINGUAL_LIMITS,
  multilingualSettings,
  multilingualStatus,
  offeredLanguages,
  saveSiteLanguages,
} from "@vitrine/core/site"
import { Effect } from "effect"
import {
  DisconnectTranslation,
  GetMultilingualLanguages,
  GetMultilingualSettings,
  GetMultilingualStatus,
  SaveSiteLanguages,
} from "../contract/multilingual.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

const SITE_MANAGE = { permission: "site.manage" } as const

/**
 * The multilingual settings' routes (SITE-002, API-033 to API-037), all the merchant's
 * (`site.manage`): three reads of the stored settings (whole, as a status, as the catalogue marked
 * with the site's languages), the list's save and the translation service's disconnect, both
 * answering the settings. Storefront pages read them too, once per page (app-server's
 * `languageOfPage`: the language a path is served in), straight from the store, so a save shows on
 * the next page.
 *
 * @example
 * const routes = multilingualRoutes(context)
 */
export const multilingualRoutes = (context: RouterContext): RouteTable => [
  defineRoute({ method: "GET", path: GetMultilingualSettings.path, access: SITE_MANAGE }, () =>
    Effect.map(multilingualSettings(context.websiteId), (settings) =>
      ok(GetMultilingualSettings.response, settings),
    ),
  ),

  defineRoute({ method: "GET", path: GetMultilingualStatus.path, access: SITE_MANAGE }, () =>
    Effect.map(multilingualSettings(context.websiteId), (settings) =>
      ok(GetMultilingualStatus.response, multilingualStatus(settings)),
    ),
  ),

  defineRoute({ method: "GET", path: GetMultilingualLanguages.path, access: SITE_MANAGE }, () =>
    Effect.map(multilingualSettings(context.websiteId), (settings) =>
      ok(GetMultilingualLanguages.response, {
        languages: offeredLanguages(settings),
        limit: MULTILINGUAL_LIMITS.languages,
      }),
    ),
  ),

  defineRoute(
    { method: "PUT", path: SaveSiteLanguages.path, access: SITE_MANAGE, body: SaveSiteLanguages.body },
    ({ body }) =>
      Effect.map(saveSiteLanguages(context.websiteId, body.languages), (saved) =>
        ok(SaveSiteLanguages.response, saved),
      ),
  ),

  defineRoute({ method: "DELETE", path: DisconnectTranslation.path, access: SITE_MANAGE }, () =>
    Effect.map(disconnectTranslation(context.websiteId), (saved) =>
      ok(DisconnectTranslation.response, saved),
    ),
  ),
]
