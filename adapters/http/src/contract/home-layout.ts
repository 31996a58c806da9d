import { HomeLayoutSchema, SmugmugGallerySchema, SmugmugNicknameSchema } from "@vitrine/core/site"
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
 * `sections.1.blocks.2.url`, `sections` past 60 blocks, CONST-003, an album past 60 tracks,
 * CONST-004); a Vimeo video Vimeo will not embed is 400 with EDITOR-044's message on its `url`; a
 * track whose file is not audio of the file manager is 400 on its `tracks.<t>.fileId`; a Smugmug
 * block's unknown account or gallery (not among the first 20, CONST-007) is 400 on its `nickname` or
 * `galleryKey`, and its `title` and `images` are Smugmug's (the first 50), never the body's; Vimeo or
 * Smugmug unreachable is 503 "Unable to connect. Please try again". Nothing is saved on any failure. The whole body is bounded by the API's body
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

/**
 * `GET /api/smugmug/galleries?nickname=<nickname>` (ours): `{ galleries }`, the first 20 public
 * galleries of a Smugmug account (CONST-007), each `{ key, title, imageCount }`, for the editor to
 * pick one. A malformed nickname is 400 on `nickname`; no such account is 404 on `nickname`;
 * Smugmug unreachable is 503 "Unable to connect. Please try again". The merchant's (`site.manage`).
 *
 * @example
 * const { galleries } = Schema.decodeUnknownSync(ListSmugmugGalleries.response)(await res.json())
 */
export const ListSmugmugGalleries = {
  method: "GET",
  path: SITE_PATHS.smugmugGalleries,
  query: Schema.Struct({ nickname: SmugmugNicknameSchema }),
  response: Schema.Struct({ galleries: Schema.Array(SmugmugGallerySchema) }),
} as const

/**
 * `GET /api/home-page/tracks/:fileId` (ours): a track's audio, for the `<audio>` of an album on the
 * home page. Public, but only a file that is audio and a track of the saved home page (404
 * otherwise): the file manager's other files stay the merchant's. Served inline with its sniffed
 * type, `nosniff` and a CSP that runs nothing; one byte range (`Range: bytes=a-b`) is honoured (206),
 * as browsers ask to seek and Safari asks before it plays.
 *
 * @example
 * `<audio src="/api/home-page/tracks/${fileId}" controls preload="none">`
 */
export const HomeTrack = {
  method: "GET",
  path: SITE_PATHS.homeTrack,
  params: Schema.Struct({ fileId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)) }),
} as const
