import {
  NavigationUpdateSchema,
  SiteFooterSchema,
  SiteHeaderFooterSchema,
  SiteHeaderSchema,
  SiteLayoutSchema,
} from "@vitrine/core/site"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"
import { SITE_PATHS } from "./site-paths.ts"

/** Messages of a header and footer body missing one of its two parts (ours). */
export const HEADER_FOOTER_FIELD_MESSAGE = {
  header: "The header is required.",
  footer: "The footer is required.",
} as const

/**
 * `GET /api/site-header-footer` (API-031, whose answer the spec does not show): the website's
 * header and footer, `{ header, footer }` as API-032 sends them, core's defaults until the merchant
 * saves any. The editor's read, so the merchant's (`site.manage`); pages get them rendered.
 *
 * @example
 * const { header, footer } = Schema.decodeUnknownSync(GetSiteHeaderFooter.response)(await res.json())
 */
export const GetSiteHeaderFooter = {
  method: "GET",
  path: SITE_PATHS.headerFooter,
  response: SiteHeaderFooterSchema,
} as const

/**
 * `PUT /api/site-header-footer` (API-032): replaces the header and the footer, both at once, and
 * answers them as saved. A part missing or not fitting core's model is 400 with `errors` by field
 * path (`header.siteTitle`, `footer.links.0.href`); like every state-changing call it needs the
 * crumb, and `site.manage`.
 *
 * @example
 * Schema.decodeUnknownSync(SaveSiteHeaderFooter.body)(DEFAULT_HEADER_FOOTER)
 */
export const SaveSiteHeaderFooter = {
  method: "PUT",
  path: SITE_PATHS.headerFooter,
  body: Schema.Struct({
    header: SiteHeaderSchema.pipe(
      Schema.annotateKey({ messageMissingKey: HEADER_FOOTER_FIELD_MESSAGE.header }),
    ),
    footer: SiteFooterSchema.pipe(
      Schema.annotateKey({ messageMissingKey: HEADER_FOOTER_FIELD_MESSAGE.footer }),
    ),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: SiteHeaderFooterSchema,
} as const

/**
 * `GET /api/commondata/GetSiteLayout` (API-039): `{ layout }`, whose `layout[0]` is the main
 * navigation (`identifier` "mainNavigation") with the header's `links`; the merchant's
 * (`site.manage`), as the editor's other reads.
 *
 * @example
 * const { layout } = Schema.decodeUnknownSync(GetSiteLayout.response)(await res.json())
 */
export const GetSiteLayout = {
  method: "GET",
  path: SITE_PATHS.layout,
  response: SiteLayoutSchema,
} as const

/**
 * `POST /api/widget/UpdateNavigation` (API-038): the navigation update payload (STORE-008,
 * `fieldName`, `templateId`, `navigation.items`). The main navigation is the header's links, so the
 * update sets them (core's `updateNavigation`: one link per item, a store page or an address, no
 * nesting, the rest of the header and the footer kept) and answers the site layout as API-039 does
 * (ours: the spec shows no response). A body that does not fit is 400 with `errors` by field path
 * (`navigation.items.0.externalLink`); another navigation than `mainNavigation`, or an item the
 * header cannot show, is 400 too, under its field. The merchant's (`site.manage`), with the crumb.
 *
 * @example
 * Schema.decodeUnknownSync(UpdateNavigation.body)(navigationUpdate(MAIN_NAVIGATION, "tpl-1", []))
 */
export const UpdateNavigation = {
  method: "POST",
  path: SITE_PATHS.navigation,
  body: NavigationUpdateSchema.annotate({ message: FIELD_MESSAGE.body }),
  response: SiteLayoutSchema,
} as const
