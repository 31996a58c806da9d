import { HomeLayoutSchema } from "@vitrine/core/site"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"
import { SITE_PATHS } from "./site-paths.ts"

/**
 * `GET /api/home-layout` (ours): `{ layout }`, the home page's sections as the merchant last saved
 * them, or `null` before any save (the home page then stays as it was). The editor's read, so the
 * merchant's (`site.manage`); the storefront renders the layout on the server.
 *
 * @example
 * const { layout } = Schema.decodeUnknownSync(GetHomeLayout.response)(await res.json())
 */
export const GetHomeLayout = {
  method: "GET",
  path: SITE_PATHS.homeLayout,
  response: Schema.Struct({ layout: Schema.NullOr(HomeLayoutSchema) }),
} as const

/**
 * `GET /api/home-page` (ours): `{ layout }`, the home page's sections as visitors see them (the
 * layout as saved, `null` before any save); public, for a storefront that shows the home page
 * without the server's render of it (a visitor who came to `/` by a link inside the app).
 *
 * @example
 * const { layout } = Schema.decodeUnknownSync(GetHomePage.response)(await res.json())
 */
export const GetHomePage = {
  method: "GET",
  path: SITE_PATHS.homePage,
  response: GetHomeLayout.response,
} as const

/**
 * `PUT /api/home-layout` (ours): replaces the layout whole and answers `{ layout }` as saved. A body
 * that does not fit core's model is 400 with `errors` by field path (`sections.0.padding`,
 * `sections.1.blocks.2.url`, `sections` past 60 blocks, CONST-003); a Vimeo video Vimeo will not
 * embed is 400 with EDITOR-044's message on its `url`; Vimeo unreachable is 503 "Unable to connect.
 * Please try again". Nothing is saved on any failure. The whole body is bounded by the API's body
 * limit (100 kB by default, 413 past it). The merchant's (`site.manage`), with the crumb.
 *
 * @example
 * Schema.decodeUnknownSync(SaveHomeLayout.body)({ sections: [{ padding: 6, blocks: [] }] })
 */
export const SaveHomeLayout = {
  method: "PUT",
  path: SITE_PATHS.homeLayout,
  body: HomeLayoutSchema.annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ layout: HomeLayoutSchema }),
} as const
