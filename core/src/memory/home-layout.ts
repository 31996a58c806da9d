import { Effect, Layer, Option } from "effect"
import { VimeoUnreachable } from "../site/errors.ts"
import type { HomeLayout } from "../site/home-layout.ts"
import { videoSource } from "../site/home-video.ts"
import { HomeLayoutRepository, VimeoEmbeds } from "../site/port.ts"

/**
 * HomeLayoutRepository in memory: each website's layout, replaced whole by `save` (a copy is kept, so
 * a caller changing its value afterwards changes nothing stored). Each build starts empty.
 *
 * @example
 * homeLayout("site-1").pipe(Effect.provide(memoryHomeLayout()))
 */
export const memoryHomeLayout = (): Layer.Layer<HomeLayoutRepository> =>
  Layer.sync(HomeLayoutRepository, () => {
    const stored = new Map<string, HomeLayout>()
    return HomeLayoutRepository.of({
      find: (websiteId) => Effect.sync(() => Option.fromNullishOr(stored.get(websiteId))),
      save: (websiteId, layout) =>
        Effect.sync(() => {
          stored.set(websiteId, JSON.parse(JSON.stringify(layout)))
        }),
    })
  })

/**
 * VimeoEmbeds without Vimeo, for tests and a store without internet: the verdict for each video id
 * listed (`"unreachable"` fails as Vimeo unreachable), every other video embeddable. Deterministic.
 *
 * @example
 * memoryVimeoEmbeds({ "22222222": "unsupported" })
 */
export const memoryVimeoEmbeds = (
  verdicts: Readonly<Record<string, "embeddable" | "unsupported" | "unreachable">> = {},
): Layer.Layer<VimeoEmbeds> =>
  Layer.succeed(
    VimeoEmbeds,
    VimeoEmbeds.of({
      verdict: (url) => {
        const verdict = verdicts[videoSource(url)?.id ?? ""] ?? "embeddable"
        return verdict === "unreachable"
          ? Effect.fail(new VimeoUnreachable({ detail: `no answer for ${url}` }))
          : Effect.succeed(verdict)
      },
    }),
  )
