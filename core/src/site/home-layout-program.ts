import { Effect } from "effect"
import { HomeLayoutRefused } from "./errors.ts"
import type { HomeLayout } from "./home-layout.ts"
import { blockField } from "./home-layout-rules.ts"
import { checkedMedia } from "./home-media-program.ts"
import { videoSource } from "./home-video.ts"
import { HomeLayoutRepository, VimeoEmbeds } from "./port.ts"

/** The message of a Vimeo video that cannot be shown (EDITOR-044). */
export const VIMEO_BASIC_MESSAGE =
  "Vimeo Basic accounts are unsupported. Please share a video from a different account."

/**
 * A website's home layout; none until its merchant saves one, and then the home page stays as it was.
 *
 * @example
 * homeLayout("site-1") // Effect<Option<HomeLayout>, never, HomeLayoutRepository>
 */
export const homeLayout = Effect.fn("homeLayout")(function* (websiteId: string) {
  const repository = yield* HomeLayoutRepository
  return yield* repository.find(websiteId)
})

// Every Vimeo video's field path with its address, in the layout's order.
const vimeoVideos = (layout: HomeLayout) =>
  layout.sections.flatMap((section, s) =>
    section.blocks.flatMap((block, b) =>
      block.kind === "video" && videoSource(block.url)?.provider === "vimeo"
        ? [{ field: blockField(s, b, "url"), url: block.url }]
        : [],
    ),
  )

/**
 * Saves a website's home layout whole (decoded at the boundary with `HomeLayoutSchema`) and gives it
 * back. Each Vimeo video is first checked with Vimeo (`VimeoEmbeds`, two at a time): a video Vimeo
 * will not embed fails the save with HomeLayoutRefused, EDITOR-044's message on its field; Vimeo
 * unreachable fails it with VimeoUnreachable. Album tracks and Smugmug galleries are checked too
 * (`checkedMedia`: a track's file must be audio of the file manager; a gallery one of the account's
 * first 20, whose title and first 50 images are kept): their refusals join the Vimeo ones in
 * HomeLayoutRefused, and Smugmug unreachable fails with SmugmugUnreachable. Nothing is saved on
 * any failure; the layout answered is the one kept.
 *
 * @example
 * saveHomeLayout("site-1", { sections: [] })
 */
export const saveHomeLayout = Effect.fn("saveHomeLayout")(function* (websiteId: string, layout: HomeLayout) {
  const vimeo = yield* VimeoEmbeds
  const verdicts = yield* Effect.forEach(
    vimeoVideos(layout),
    ({ field, url }) => Effect.map(vimeo.verdict(url), (verdict) => [field, verdict] as const),
    { concurrency: 2 },
  )
  const refused = verdicts.filter(([, verdict]) => verdict === "unsupported")
  const media = yield* checkedMedia(websiteId, layout)
  const errors = {
    ...Object.fromEntries(refused.map(([field]) => [field, VIMEO_BASIC_MESSAGE])),
    ...media.errors,
  }
  if (Object.keys(errors).length > 0) return yield* new HomeLayoutRefused({ errors })
  const repository = yield* HomeLayoutRepository
  yield* repository.save(websiteId, media.layout)
  return media.layout
})
