import {
  disconnectTranslation,
  MULTILINGUAL_LIMITS,
  type MultilingualSettings,
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
import { type KeptValue, keptAndAnnounced, keptValue } from "./kept-value.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

const SITE_MANAGE = { permission: "site.manage" } as const

/**
 * Where storefront pages read the site's languages: every page asks them (which language its path
 * is served in, the switcher's links), so each process keeps them as it keeps the header and footer
 * and the store settings, rather than adding a query to every page view. A save in this process is
 * kept at once; the other processes drop their copy when the save is announced (ChangeNotices'
 * "multilingual" topic: Postgres LISTEN/NOTIFY) and, should a notice be lost, within the time to
 * live (the server's 5 s) at worst.
 */
export type MultilingualSource = KeptValue<MultilingualSettings>

/**
 * A languages source for one website, keeping what it read for `timeToLiveMs` (0: read every time).
 *
 * @example
 * multilingualSource("vitrine-demo", 5000).current
 */
export const multilingualSource = (websiteId: string, timeToLiveMs: number): MultilingualSource =>
  keptValue(multilingualSettings(websiteId), timeToLiveMs)

// A saved list or a disconnect: kept by this process at once, announced so the others drop theirs.
const shared = <E, R>(context: RouterContext, saving: Effect.Effect<MultilingualSettings, E, R>) =>
  saving.pipe(keptAndAnnounced(context.multilingual, "multilingual", context.websiteId))

/**
 * The multilingual settings' routes (SITE-002, API-033 to API-037), all the merchant's
 * (`site.manage`): three reads of the stored settings (whole, as a status, as the catalogue marked
 * with the site's languages), the list's save and the translation service's disconnect, both
 * answering the settings. Storefront pages read them through `context.multilingual` (app-server's
 * `languageOfPage`), which a save or a disconnect updates in this process and announces to the
 * others. The merchant's reads go to the store, never to the kept copy.
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
      Effect.map(shared(context, saveSiteLanguages(context.websiteId, body.languages)), (saved) =>
        ok(SaveSiteLanguages.response, saved),
      ),
  ),

  defineRoute({ method: "DELETE", path: DisconnectTranslation.path, access: SITE_MANAGE }, () =>
    Effect.map(shared(context, disconnectTranslation(context.websiteId)), (saved) =>
      ok(DisconnectTranslation.response, saved),
    ),
  ),
]
