import { homeLayout, saveHomeLayout, VimeoEmbeds, VimeoUnreachable } from "@vitrine/core/site"
import { Effect, Layer, Option } from "effect"
import { GetHomeLayout, GetHomePage, SaveHomeLayout } from "../contract/home-layout.ts"
import type { RouterContext } from "./context.ts"
import type { SmugmugGalleriesLayer } from "./home-media.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

/** Where the home layout's save asks Vimeo about Vimeo videos (EDITOR-044). */
export type VimeoEmbedsLayer = Layer.Layer<VimeoEmbeds>

/**
 * The VimeoEmbeds of a store without a Vimeo adapter: Vimeo cannot be asked, so a layout with a Vimeo
 * video is not saved ("Unable to connect. Please try again"); YouTube videos need no check.
 *
 * @example
 * homeLayoutRoutes(context, noVimeo)
 */
export const noVimeo: VimeoEmbedsLayer = Layer.succeed(
  VimeoEmbeds,
  VimeoEmbeds.of({
    verdict: () => Effect.fail(new VimeoUnreachable({ detail: "no Vimeo adapter configured" })),
  }),
)

/**
 * The home page's routes: the visitors' read (`GET /api/home-page`, public) and the editor's two,
 * the merchant's (`site.manage`). The reads answer `{ layout }`,
 * `null` before any save; the save decodes the body with core's model (400 with `errors` by field
 * path), checks Vimeo videos through `vimeo` (400 on the video's `url` for EDITOR-044, 503 when Vimeo
 * cannot be reached), albums' files and Smugmug galleries through `smugmug` (400 on the field, 503
 * when Smugmug cannot be reached) and answers `{ layout }` as saved.
 *
 * @example
 * const routes = homeLayoutRoutes(context, { vimeo: vimeoOEmbeds({}), smugmug: noSmugmug })
 */
export const homeLayoutRoutes = (
  context: RouterContext,
  { vimeo, smugmug }: { readonly vimeo: VimeoEmbedsLayer; readonly smugmug: SmugmugGalleriesLayer },
): RouteTable => [
  defineRoute({ method: "GET", path: GetHomeLayout.path, access: { permission: "site.manage" } }, () =>
    Effect.map(homeLayout(context.websiteId), (saved) =>
      ok(GetHomeLayout.response, { layout: Option.getOrNull(saved) }),
    ),
  ),

  defineRoute({ method: "GET", path: GetHomePage.path, access: "public" }, () =>
    Effect.map(homeLayout(context.websiteId), (saved) =>
      ok(GetHomePage.response, { layout: Option.getOrNull(saved) }),
    ),
  ),

  defineRoute(
    {
      method: "PUT",
      path: SaveHomeLayout.path,
      access: { permission: "site.manage" },
      body: SaveHomeLayout.body,
    },
    ({ body }) =>
      saveHomeLayout(context.websiteId, body).pipe(
        Effect.map((layout) => ok(SaveHomeLayout.response, { layout })),
        Effect.provide(Layer.merge(vimeo, smugmug)),
      ),
  ),
]
