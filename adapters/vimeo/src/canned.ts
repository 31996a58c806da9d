import { VimeoEmbeds, VimeoUnreachable, videoSource } from "@vitrine/core/site"
import { Effect, Layer } from "effect"

/**
 * The demo's Vimeo videos with a fixed verdict: 22222222 is a Basic account's video (refused with
 * EDITOR-044's message), 33333333 a video Vimeo cannot be asked about (the save fails with "Unable to
 * connect. Please try again"). Every other video is embeddable.
 */
export const DEMO_VIMEO_VERDICTS: Readonly<Record<string, "unsupported" | "unreachable">> = {
  "22222222": "unsupported",
  "33333333": "unreachable",
}

/**
 * VimeoEmbeds without the internet, for the reference store and its tests: the verdict of each video
 * id listed (default `DEMO_VIMEO_VERDICTS`), every other Vimeo video embeddable. Deterministic: it
 * never asks Vimeo, so a store without a network behaves the same on every run.
 *
 * @example
 * start({ vimeo: cannedVimeoEmbeds() })
 */
export const cannedVimeoEmbeds = (
  verdicts: Readonly<Record<string, "unsupported" | "unreachable">> = DEMO_VIMEO_VERDICTS,
): Layer.Layer<VimeoEmbeds> =>
  Layer.succeed(VimeoEmbeds, {
    verdict: (url) => {
      const verdict = verdicts[videoSource(url)?.id ?? ""]
      if (verdict === "unreachable")
        return Effect.fail(new VimeoUnreachable({ detail: "the demo's unreachable video" }))
      return Effect.succeed(verdict ?? "embeddable")
    },
  })
