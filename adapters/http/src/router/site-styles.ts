import {
  FONT_CATALOGUE,
  FONT_WEIGHTS,
  fontStack,
  type SiteStyles,
  saveSiteStyles,
  siteStyles,
} from "@vitrine/core/site"
import { Effect } from "effect"
import { fontFileUrl } from "../contract/site-paths.ts"
import { type FontListEntry, GetSiteStyles, ListFonts, SaveSiteStyles } from "../contract/site-styles.ts"
import type { RouterContext } from "./context.ts"
import { type KeptValue, keptAndAnnounced, keptValue } from "./kept-value.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

/** Where pages read the site styles: kept by each process, as the header and footer are. */
export type SiteStylesSource = KeptValue<SiteStyles>

/**
 * A site styles source for one website, keeping what it read for `timeToLiveMs`: every storefront
 * page writes them into its head, so rendering a page adds no query for them.
 *
 * @example
 * siteStylesSource("vitrine-demo", 5000).current
 */
export const siteStylesSource = (websiteId: string, timeToLiveMs: number): SiteStylesSource =>
  keptValue(siteStyles(websiteId), timeToLiveMs)

/** The font picker's list: the catalogue with each font's stack and files (`fontFileUrl`). */
const FONT_LIST: ReadonlyArray<FontListEntry> = FONT_CATALOGUE.map((font) => ({
  id: font.id,
  name: font.name,
  category: font.category,
  stack: fontStack(font),
  files: font.selfHosted ? FONT_WEIGHTS.map((weight) => ({ weight, url: fontFileUrl(font.id, weight) })) : [],
}))

const SITE_MANAGE = { permission: "site.manage" } as const

/**
 * The site styles' routes (001 §2), all the merchant's (`site.manage`): the read answers what is
 * saved (the defaults before any save), the save replaces the styles and answers them, and the font
 * list answers the catalogue for the picker. A save is kept by this process's source at once and
 * announced to the others, whose sources drop what they kept.
 *
 * @example
 * const routes = siteStylesRoutes(context)
 */
export const siteStylesRoutes = (context: RouterContext): RouteTable => [
  defineRoute({ method: "GET", path: GetSiteStyles.path, access: SITE_MANAGE }, () =>
    Effect.map(siteStyles(context.websiteId), (saved) => ok(GetSiteStyles.response, saved)),
  ),

  defineRoute({ method: "GET", path: ListFonts.path, access: SITE_MANAGE }, () =>
    ok(ListFonts.response, { fonts: FONT_LIST }),
  ),

  defineRoute(
    { method: "PUT", path: SaveSiteStyles.path, access: SITE_MANAGE, body: SaveSiteStyles.body },
    ({ body }) =>
      saveSiteStyles(context.websiteId, body).pipe(
        keptAndAnnounced(context.styles, "site-styles", context.websiteId),
        Effect.map((saved) => ok(SaveSiteStyles.response, saved)),
      ),
  ),
]
