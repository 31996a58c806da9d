import { VimeoEmbeds, VimeoUnreachable } from "@vitrine/core/site"
import { Duration, Effect, Layer, Option, Schema } from "effect"

/** Vimeo's oEmbed endpoint (JSON), asked with `?url=<the video's address>`. */
export const VIMEO_OEMBED_URL = "https://vimeo.com/api/oembed.json"

/**
 * How to ask Vimeo: optionally the `fetch` to call with and how long to wait (default 5 s).
 *
 * @example
 * const config: VimeoOEmbedConfig = { timeoutMs: 3000 }
 */
export interface VimeoOEmbedConfig {
  readonly fetch?: typeof fetch
  readonly timeoutMs?: number
}

// Of Vimeo's oEmbed answer (type, version, title, html, …) only what decides: the account type of
// the video's owner ("basic", "plus", "pro", "business", "premium", "live_*", …).
const OEmbed = Schema.Struct({
  type: Schema.Literal("video"),
  account_type: Schema.optionalKey(Schema.String),
})
const decode = Schema.decodeUnknownOption(OEmbed)

type Verdict = "embeddable" | "unsupported"

const unreachable = (detail: string) => Effect.fail(new VimeoUnreachable({ detail }))

// 403: the owner does not let the video be embedded (a Basic account's privacy, or a domain list);
// 404: no public video at that address (private, or deleted). Either way it cannot be shown.
const REFUSING = new Set([403, 404])

const ask = (config: VimeoOEmbedConfig, url: string) =>
  Effect.tryPromise({
    try: async (signal) => {
      const address = `${VIMEO_OEMBED_URL}?url=${encodeURIComponent(url)}`
      const response = await (config.fetch ?? fetch)(address, {
        signal,
        headers: { accept: "application/json" },
      })
      if (REFUSING.has(response.status)) return { refused: true as const }
      if (!response.ok) throw new Error(`oEmbed answered ${response.status}`)
      return { refused: false as const, body: (await response.json()) as unknown }
    },
    catch: (error) => new VimeoUnreachable({ detail: String(error) }),
  }).pipe(
    Effect.timeoutOrElse({
      duration: Duration.millis(config.timeoutMs ?? 5000),
      orElse: () => unreachable("oEmbed did not answer in time"),
    }),
  )

/**
 * VimeoEmbeds on Vimeo's oEmbed endpoint (EDITOR-044). How a video that cannot be used is told:
 * - the answer's `account_type` is `"basic"` (the owner's plan is Vimeo Basic): `unsupported`;
 * - Vimeo answers 403 (the owner does not allow embedding) or 404 (no public video there):
 *   `unsupported`, since the storefront could not show it either;
 * - any other video answer: `embeddable`.
 * A network failure, a timeout, another status (5xx, 429) or an answer that is not oEmbed's JSON is
 * VimeoUnreachable ("Unable to connect. Please try again"): the save is not made.
 *
 * @example
 * Effect.provide(saveHomeLayout("site-1", layout), vimeoOEmbeds())
 */
export const vimeoOEmbeds = (config: VimeoOEmbedConfig = {}): Layer.Layer<VimeoEmbeds> =>
  Layer.succeed(VimeoEmbeds, {
    verdict: (url) =>
      Effect.flatMap(ask(config, url), (answer): Effect.Effect<Verdict, VimeoUnreachable> => {
        if (answer.refused) return Effect.succeed("unsupported")
        const oembed = decode(answer.body)
        if (Option.isNone(oembed)) return unreachable("oEmbed answered something else")
        return Effect.succeed(oembed.value.account_type === "basic" ? "unsupported" : "embeddable")
      }),
  })
