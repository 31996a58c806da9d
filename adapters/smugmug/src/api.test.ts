import { assert, describe, it } from "@effect/vitest"
import { SmugmugGalleries } from "@vitrine/core/site"
import { Effect, Option } from "effect"
import { HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { SMUGMUG_API_URL, smugmugApi } from "./api.ts"
import { cannedSmugmugGalleries, DEMO_SMUGMUG_UNREACHABLE } from "./canned.ts"

// Smugmug's answers, one at a time (MSW answers for the third-party host; nothing reaches the internet).
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const EVERYTHING = new RegExp(`^${SMUGMUG_API_URL.replace(/[.]/g, "\\.")}/`)
const answering = (respond: (url: URL) => Response | Promise<Response>) => {
  const asked: URL[] = []
  server.use(
    http.get(EVERYTHING, ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      return respond(url)
    }),
  )
  return asked
}
const outcome = <A>(
  effect: Effect.Effect<A, { readonly message: string }, SmugmugGalleries>,
  timeoutMs = 5000,
) =>
  effect.pipe(
    Effect.result,
    Effect.map((result) => (result._tag === "Success" ? result.success : result.failure.message)),
    Effect.provide(smugmugApi({ apiKey: "key", timeoutMs })),
  )
const galleries = (nickname = "cmac") => SmugmugGalleries.use((smugmug) => smugmug.galleries(nickname))
const images = (nickname = "cmac", key = "abc123") =>
  SmugmugGalleries.use((smugmug) => smugmug.images(nickname, key))

describe("Smugmug's API answers", () => {
  it.effect("CONST-007 galleries are asked 20 at most, with the key, and read from Smugmug's albums", () =>
    Effect.gen(function* () {
      const asked = answering(() =>
        HttpResponse.json({
          Response: {
            Album: [
              { AlbumKey: "abc123", Title: "Weddings", Name: "weddings", ImageCount: 12 },
              { AlbumKey: "def456", Name: "travel", ImageCount: 3 },
              { AlbumKey: "bad key!", Title: "Left out" },
            ],
          },
        }),
      )
      assert.deepStrictEqual(
        yield* outcome(galleries()),
        Option.some([
          { key: "abc123", title: "Weddings", imageCount: 12 },
          { key: "def456", title: "travel", imageCount: 3 },
        ]),
      )
      assert.strictEqual(asked[0]?.pathname, "/api/v2/user/cmac!albums")
      assert.strictEqual(asked[0]?.searchParams.get("count"), "20")
      assert.strictEqual(asked[0]?.searchParams.get("APIKey"), "key")
    }),
  )

  it.effect(
    "CONST-007 images are the gallery's first 50, in their L size within 1024 × 768, with an alt text",
    () =>
      Effect.gen(function* () {
        const asked = answering((url) =>
          url.pathname.endsWith("!images")
            ? HttpResponse.json({
                Response: {
                  AlbumImage: [
                    {
                      ThumbnailUrl: "https://photos.smugmug.com/photos/i-x/0/Th/i-x-Th.jpg",
                      OriginalWidth: 4000,
                      OriginalHeight: 3000,
                      Caption: "",
                      Title: "Sunset",
                      FileName: "IMG_1.jpg",
                    },
                    {
                      ThumbnailUrl: "https://photos.smugmug.com/photos/i-y/0/Th/i-y-Th.png",
                      OriginalWidth: 600,
                      OriginalHeight: 900,
                      FileName: "portrait.png",
                    },
                    {
                      ThumbnailUrl: "https://elsewhere.example/i-z-Th.jpg",
                      OriginalWidth: 10,
                      OriginalHeight: 10,
                    },
                  ],
                },
              })
            : HttpResponse.json({ Response: { Album: { AlbumKey: "abc123", NickName: "CMAC" } } }),
        )
        assert.deepStrictEqual(
          yield* outcome(images()),
          Option.some([
            {
              url: "https://photos.smugmug.com/photos/i-x/0/L/i-x-L.jpg",
              width: 1024,
              height: 768,
              alt: "Sunset",
            },
            {
              url: "https://photos.smugmug.com/photos/i-y/0/L/i-y-L.png",
              width: 512,
              height: 768,
              alt: "portrait",
            },
          ]),
        )
        assert.deepStrictEqual(
          asked.map((url) => [url.pathname, url.searchParams.get("count")]),
          [
            ["/api/v2/album/abc123", null],
            ["/api/v2/album/abc123!images", "50"],
          ],
        )
      }),
  )

  it.effect("a 404 is no account or no gallery, and another account's gallery is none", () =>
    Effect.gen(function* () {
      answering(() => HttpResponse.json({ Code: 404 }, { status: 404 }))
      assert.deepStrictEqual(yield* outcome(galleries()), Option.none())
      assert.deepStrictEqual(yield* outcome(images()), Option.none())
      answering(() =>
        HttpResponse.json({ Response: { Album: { AlbumKey: "abc123", NickName: "someone-else" } } }),
      )
      assert.deepStrictEqual(yield* outcome(images()), Option.none())
      answering(() => HttpResponse.json({ Response: {} }))
      assert.deepStrictEqual(yield* outcome(galleries()), Option.some([]))
    }),
  )

  it.each<[string, () => Response]>([
    ["a server error", () => new HttpResponse(null, { status: 500 })],
    ["a rate limit", () => new HttpResponse(null, { status: 429 })],
    ["a refused key", () => HttpResponse.json({ Code: 401 }, { status: 401 })],
    ["a network failure", () => HttpResponse.error()],
    ["an answer of another shape", () => HttpResponse.json({ hello: "world" })],
    ["an answer that is not JSON", () => new HttpResponse("<html>maintenance</html>", { status: 200 })],
  ])("UI-016 %s is 'Unable to connect. Please try again'", (_, respond) =>
    Effect.runPromise(
      Effect.gen(function* () {
        answering(respond)
        assert.strictEqual(yield* outcome(galleries()), "Unable to connect. Please try again")
        assert.strictEqual(yield* outcome(images()), "Unable to connect. Please try again")
      }),
    ),
  )

  // On the real clock (not it.effect's test clock): the timeout must really pass.
  it("UI-016 Smugmug not answering in time is 'Unable to connect. Please try again'", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        server.use(http.get(EVERYTHING, () => new Promise<Response>(() => {})))
        assert.strictEqual(yield* outcome(galleries(), 50), "Unable to connect. Please try again")
      }),
    ))
})

describe("the canned Smugmug of the reference store", () => {
  it.effect(
    "CONST-007 answers without asking Smugmug: the demo account's galleries beyond 20 and a gallery beyond 50 images",
    () =>
      Effect.gen(function* () {
        const demo = Option.getOrThrow(yield* galleries("vitrine-demo"))
        assert.isAbove(demo.length, 20)
        const first = Option.getOrThrow(yield* images("vitrine-demo", demo[0]?.key ?? ""))
        assert.isAbove(first.length, 50)
        const failure = yield* Effect.flip(galleries(DEMO_SMUGMUG_UNREACHABLE))
        assert.strictEqual(failure.message, "Unable to connect. Please try again")
      }).pipe(Effect.provide(cannedSmugmugGalleries())),
  )
})
