import {
  type SiteHeaderFooter,
  saveSiteHeaderFooter,
  siteHeaderFooter,
  siteLayout,
  updateNavigation,
} from "@vitrine/core/site"
import { Effect } from "effect"
import {
  GetSiteHeaderFooter,
  GetSiteLayout,
  SaveSiteHeaderFooter,
  UpdateNavigation,
} from "../contract/site-header-footer.ts"
import type { RouterContext } from "./context.ts"
import { type KeptValue, keptAndAnnounced, keptValue } from "./kept-value.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

/** Where pages read the header and footer: kept by each process, as the store settings are. */
export type HeaderFooterSource = KeptValue<SiteHeaderFooter>

/**
 * A header and footer source for one website, keeping what it read for `timeToLiveMs`: every
 * storefront page shows them, so rendering a page adds no query for them.
 *
 * @example
 * headerFooterSource("vitrine-demo", 5000).current
 */
export const headerFooterSource = (websiteId: string, timeToLiveMs: number): HeaderFooterSource =>
  keptValue(siteHeaderFooter(websiteId), timeToLiveMs)

// A saved header and footer, whichever route saved it: kept by this process at once, and announced
// so that every other process drops its copy.
const shared = <E, R>(context: RouterContext, saving: Effect.Effect<SiteHeaderFooter, E, R>) =>
  saving.pipe(keptAndAnnounced(context.headerFooter, "site-header-footer", context.websiteId))

/**
 * The header and footer editor's routes (SITE-001, API-031, API-032) and the site layout
 * (API-039) with its navigation update (API-038), all the merchant's (`site.manage`): the read
 * answers what is saved (the defaults before any save), the save replaces both parts and answers
 * them, the layout is the main navigation, the header's links (`siteLayout`), which the navigation
 * update sets (`updateNavigation`) and answers as the layout. A save of either kind is kept by this process's source at once and
 * announced to the others, whose sources drop what they kept.
 *
 * @example
 * const routes = siteHeaderFooterRoutes(context)
 */
export const siteHeaderFooterRoutes = (context: RouterContext): RouteTable => [
  defineRoute({ method: "GET", path: GetSiteHeaderFooter.path, access: { permission: "site.manage" } }, () =>
    Effect.map(siteHeaderFooter(context.websiteId), (saved) => ok(GetSiteHeaderFooter.response, saved)),
  ),

  defineRoute({ method: "GET", path: GetSiteLayout.path, access: { permission: "site.manage" } }, () =>
    Effect.map(siteHeaderFooter(context.websiteId), ({ header }) =>
      ok(GetSiteLayout.response, { layout: siteLayout(header.links) }),
    ),
  ),

  defineRoute(
    {
      method: "PUT",
      path: SaveSiteHeaderFooter.path,
      access: { permission: "site.manage" },
      body: SaveSiteHeaderFooter.body,
    },
    ({ body }) =>
      shared(context, saveSiteHeaderFooter(context.websiteId, body)).pipe(
        Effect.map((saved) => ok(SaveSiteHeaderFooter.response, saved)),
      ),
  ),

  defineRoute(
    {
      method: "POST",
      path: UpdateNavigation.path,
      access: { permission: "site.manage" },
      body: UpdateNavigation.body,
    },
    ({ body }) =>
      shared(context, updateNavigation(context.websiteId, body)).pipe(
        Effect.map(({ header }) => ok(UpdateNavigation.response, { layout: siteLayout(header.links) })),
      ),
  ),
]
