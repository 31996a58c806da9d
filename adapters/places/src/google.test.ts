import { assert, describe, expect, it } from "@effect/vitest"
import { Places, PlacesUnavailable } from "@vitrine/core/places"
import { Effect, Logger, Option, References } from "effect"
import { HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { GOOGLE_AUTOCOMPLETE_URL, GOOGLE_PLACES_ORIGIN, googlePlaces } from "./google.ts"

// Google's answers played by MSW, one at a time: what the adapter sends and how it reads each answer.
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const DETAILS_URL = `${GOOGLE_PLACES_ORIGIN}/v1/places/:placeId`
const run = <A, E>(effect: Effect.Effect<A, E, Places>, timeoutMs = 5000) =>
  Effect.runPromise(Effect.result(effect.pipe(Effect.provide(googlePlaces({ apiKey: "key-1", timeoutMs })))))
const autocomplete = (country = Option.some("US")) =>
  Places.use((places) => places.autocomplete("1 Main", "tok-1", country))
const details = (placeId = "ChIJabc") =>
  Places.use((places) => places.details(placeId, "tok-1", Option.none()))

describe("Places on Google's Places API (New)", () => {
  it("autocomplete posts the input, session token, address types and region with the key, and keeps place predictions", async () => {
    const seen: { body?: unknown; key?: string | null } = {}
    server.use(
      http.post(GOOGLE_AUTOCOMPLETE_URL, async ({ request }) => {
        seen.body = await request.json()
        seen.key = request.headers.get("X-Goog-Api-Key")
        return HttpResponse.json({
          suggestions: [
            {
              placePrediction: {
                placeId: "p1",
                place: "places/p1",
                text: { text: "1 Main St, Springfield", matches: [] },
              },
            },
            { queryPrediction: { text: { text: "1 Main" } } },
            {
              placePrediction: {
                placeId: "p2",
                place: "places/p2",
                text: { text: "1 Main Ave, Shelbyville" },
              },
            },
          ],
        })
      }),
    )
    const result = await run(autocomplete())
    assert.deepStrictEqual(result._tag === "Success" ? result.success : result, [
      { placeId: "p1", text: "1 Main St, Springfield" },
      { placeId: "p2", text: "1 Main Ave, Shelbyville" },
    ])
    expect(seen.key).toBe("key-1")
    expect(seen.body).toMatchObject({ input: "1 Main", sessionToken: "tok-1", includedRegionCodes: ["us"] })
  })

  it("no suggestions field is no suggestions; without a country no region is sent", async () => {
    let body: Record<string, unknown> = {}
    server.use(
      http.post(GOOGLE_AUTOCOMPLETE_URL, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({})
      }),
    )
    const result = await run(autocomplete(Option.none()))
    expect(result._tag === "Success" ? result.success : result).toEqual([])
    expect(body).not.toHaveProperty("includedRegionCodes")
  })

  it("details ask for the address components only, in the session, and read the address", async () => {
    const seen: { mask?: string | null; token?: string | null; id?: string } = {}
    server.use(
      http.get(DETAILS_URL, ({ request, params }) => {
        seen.mask = request.headers.get("X-Goog-FieldMask")
        seen.token = new URL(request.url).searchParams.get("sessionToken")
        seen.id = String(params.placeId)
        return HttpResponse.json({
          addressComponents: [
            { longText: "1", shortText: "1", types: ["street_number"] },
            { longText: "Main Street", shortText: "Main St", types: ["route"] },
            { longText: "Springfield", shortText: "Springfield", types: ["locality", "political"] },
            { longText: "Illinois", shortText: "IL", types: ["administrative_area_level_1", "political"] },
            { longText: "United States", shortText: "US", types: ["country", "political"] },
            { longText: "62701", shortText: "62701", types: ["postal_code"] },
          ],
        })
      }),
    )
    const result = await run(details())
    expect(result._tag === "Success" ? result.success : result).toEqual(
      Option.some({
        line1: "1 Main Street",
        line2: "",
        city: "Springfield",
        region: "IL",
        postalCode: "62701",
        country: "US",
      }),
    )
    expect(seen).toEqual({ mask: "addressComponents", token: "tok-1", id: "ChIJabc" })
  })

  it("each billed details call is logged with its product page and section, for cost tracking", async () => {
    server.use(http.get(DETAILS_URL, () => HttpResponse.json({ addressComponents: [] })))
    const logged: unknown[] = []
    const logger = Logger.make(({ message, fiber }) =>
      logged.push([message, fiber.getRef(References.CurrentLogAnnotations)]),
    )
    const tracking = Option.some({ productPageId: "page-1", sectionId: "section-1" })
    await Effect.runPromise(
      Places.use((places) => places.details("ChIJabc", "tok-1", tracking)).pipe(
        Effect.provide(googlePlaces({ apiKey: "key-1" })),
        Effect.provide(Logger.layer([logger])),
      ),
    )
    expect(logged).toEqual([
      [["places details billed"], { placesProductPageId: "page-1", placesSectionId: "section-1" }],
    ])
  })

  it("a 404 for details is none: Google does not know the place", async () => {
    server.use(
      http.get(DETAILS_URL, () =>
        HttpResponse.json({ error: { code: 404, status: "NOT_FOUND" } }, { status: 404 }),
      ),
    )
    const result = await run(details())
    expect(result._tag === "Success" ? result.success : result).toEqual(Option.none())
  })

  it.each([
    [
      "a refused key (400)",
      () => HttpResponse.json({ error: { status: "INVALID_ARGUMENT" } }, { status: 400 }),
    ],
    [
      "a quota error (429)",
      () => HttpResponse.json({ error: { status: "RESOURCE_EXHAUSTED" } }, { status: 429 }),
    ],
    ["a server error (500)", () => new HttpResponse(null, { status: 500 })],
    [
      "an answer of another shape",
      () => HttpResponse.json({ suggestions: [{ placePrediction: { placeId: 7 } }] }),
    ],
    ["a network failure", () => HttpResponse.error()],
  ])("%s is PlacesUnavailable", async (_name, answer) => {
    server.use(http.post(GOOGLE_AUTOCOMPLETE_URL, answer))
    const result = await run(autocomplete())
    expect(result._tag === "Failure" && result.failure instanceof PlacesUnavailable).toBe(true)
  })

  it("no answer in time is PlacesUnavailable", async () => {
    server.use(http.post(GOOGLE_AUTOCOMPLETE_URL, () => new Promise<Response>(() => {})))
    const result = await run(autocomplete(), 50)
    expect(result._tag === "Failure" && result.failure instanceof PlacesUnavailable).toBe(true)
  })
})
