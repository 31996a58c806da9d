import { assert, describe, it } from "@effect/vitest"
import { VimeoEmbeds } from "@vitrine/core/site"
import { Effect } from "effect"
import { HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { cannedVimeoEmbeds } from "./canned.ts"
import { VIMEO_OEMBED_URL, vimeoOEmbeds } from "./oembed.ts"

// Vimeo's oEmbed answers, one at a time (MSW answers for the third-party host; nothing reaches the internet).
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const VIDEO = "https://vimeo.com/76979871"
const oembed = (accountType: string) => ({
  type: "video",
  version: "1.0",
  provider_name: "Vimeo",
  title: "The New Vimeo Player",
  author_name: "Vimeo",
  account_type: accountType,
  html: '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
  video_id: 76979871,
})
const answering = (respond: () => Response) => {
  const asked: string[] = []
  server.use(
    http.get(VIMEO_OEMBED_URL, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get("url") ?? "")
      return respond()
    }),
  )
  return asked
}
const verdictOf = (timeoutMs = 5000) =>
  VimeoEmbeds.use((vimeo) => vimeo.verdict(VIDEO)).pipe(
    Effect.result,
    Effect.map((result) => (result._tag === "Success" ? result.success : result.failure.message)),
    Effect.provide(vimeoOEmbeds({ timeoutMs })),
  )

describe("Vimeo's oEmbed answers", () => {
  it.effect(
    "EDITOR-044 a video of a Basic account is unsupported; Vimeo is asked about the video's address",
    () =>
      Effect.gen(function* () {
        const asked = answering(() => HttpResponse.json(oembed("basic")))
        assert.strictEqual(yield* verdictOf(), "unsupported")
        assert.deepStrictEqual(asked, [VIDEO])
      }),
  )

  it.each(["plus", "pro", "business", "premium", "live_premium", "staff"])(
    "a video of a %s account is embeddable",
    (accountType) =>
      Effect.runPromise(
        Effect.gen(function* () {
          answering(() => HttpResponse.json(oembed(accountType)))
          assert.strictEqual(yield* verdictOf(), "embeddable")
        }),
      ),
  )

  it.each([403, 404])("EDITOR-044 Vimeo refusing the embed (%i) is unsupported", (status) =>
    Effect.runPromise(
      Effect.gen(function* () {
        answering(() => new HttpResponse(null, { status }))
        assert.strictEqual(yield* verdictOf(), "unsupported")
      }),
    ),
  )

  it.each<[string, () => Response]>([
    ["a server error", () => new HttpResponse(null, { status: 500 })],
    ["a rate limit", () => new HttpResponse(null, { status: 429 })],
    ["a network failure", () => HttpResponse.error()],
    ["an answer that is not oEmbed", () => HttpResponse.json({ hello: "world" })],
    ["an answer that is not JSON", () => new HttpResponse("<html>maintenance</html>", { status: 200 })],
  ])("UI-016 %s is 'Unable to connect. Please try again'", (_, respond) =>
    Effect.runPromise(
      Effect.gen(function* () {
        answering(respond)
        assert.strictEqual(yield* verdictOf(), "Unable to connect. Please try again")
      }),
    ),
  )

  // On the real clock (not it.effect's test clock): the timeout must really pass.
  it("UI-016 Vimeo not answering in time is 'Unable to connect. Please try again'", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        server.use(http.get(VIMEO_OEMBED_URL, () => new Promise<Response>(() => {})))
        assert.strictEqual(yield* verdictOf(50), "Unable to connect. Please try again")
      }),
    ))
})

describe("the canned Vimeo of the reference store", () => {
  const canned = (url: string) =>
    VimeoEmbeds.use((vimeo) => vimeo.verdict(url)).pipe(
      Effect.result,
      Effect.map((result) => (result._tag === "Success" ? result.success : result.failure.message)),
      Effect.provide(cannedVimeoEmbeds()),
    )

  it.effect(
    "EDITOR-044 answers without asking Vimeo: the demo's Basic video, its unreachable one, and the rest embeddable",
    () =>
      Effect.gen(function* () {
        assert.strictEqual(yield* canned("https://vimeo.com/22222222"), "unsupported")
        assert.strictEqual(yield* canned("https://vimeo.com/33333333"), "Unable to connect. Please try again")
        assert.strictEqual(yield* canned(VIDEO), "embeddable")
      }),
  )
})
