import { createPlacesClient } from "@vitrine/adapter-http/client"
import { API_PATHS, PLACES_MESSAGE } from "@vitrine/adapter-http/contract"
import { addressBookPlaces, DEMO_ADDRESS_BOOK, googlePlaces } from "@vitrine/adapter-places"
import { type RunningServer, type StartOptions, start } from "@vitrine/app-server"
import { memoryLayer } from "@vitrine/core/memory"
import { PlacesUnavailable } from "@vitrine/core/places"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Visitor } from "./visitor.ts"

const TOKEN = "0b6c1a52-8a9e-4b8e-9a0f-2f6d1c4e7a11"
const SPRINGFIELD = DEMO_ADDRESS_BOOK.find((entry) => entry.placeId === "demo-us-springfield")

const serverWith = (places: NonNullable<StartOptions["places"]>) => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await start({ port: 0, logLevel: "silent", layer: memoryLayer(), outboxWorker: false, places })
  })
  afterAll(() => server?.stop())
  return () => {
    if (!server) throw new Error("The server is not started yet")
    return server
  }
}

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`
const autocomplete = (params: Record<string, string>) => query(API_PATHS.placesAutocomplete, params)
const details = (params: Record<string, string>) => query(API_PATHS.placeDetails, params)

describe("the places routes on the demo address book", () => {
  const server = serverWith(addressBookPlaces())
  const visitor = () => new Visitor(server().url)

  it("API-024 suggests addresses for what the visitor typed, kept to the country", async () => {
    const { status, body } = await visitor().get(
      autocomplete({ input: "main spring", sessionToken: TOKEN, country: "us" }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ suggestions: [{ placeId: SPRINGFIELD?.placeId, text: SPRINGFIELD?.text }] })
  })

  it("an input under three characters answers no suggestions", async () => {
    const { status, body } = await visitor().get(autocomplete({ input: " 1 ", sessionToken: TOKEN }))
    expect({ status, body }).toEqual({ status: 200, body: { suggestions: [] } })
  })

  it.each([
    ["an input over 200 characters", { input: "a".repeat(201), sessionToken: TOKEN }, "input"],
    ["no session token", { input: "main" }, "sessionToken"],
    ["a session token of 37 characters", { input: "main", sessionToken: "x".repeat(37) }, "sessionToken"],
    ["a session token with a space", { input: "main", sessionToken: "a b" }, "sessionToken"],
    ["a three-letter country", { input: "main", sessionToken: TOKEN, country: "USA" }, "country"],
  ])("%s is 400 with the field's message", async (_name, params, field) => {
    const { status, body } = await visitor().get(autocomplete(params))
    expect(status).toBe(400)
    expect(Object.keys((body as { errors: object }).errors)).toContain(field)
  })

  it("a NUL in the query is refused at the boundary (400)", async () => {
    const { status } = await visitor().get(
      `${API_PATHS.placesAutocomplete}?input=main%00st&sessionToken=${TOKEN}`,
    )
    expect(status).toBe(400)
  })

  it("API-025 answers the address of a suggestion in the checkout's address fields", async () => {
    const { status, body } = await visitor().get(
      details({
        placeId: "demo-us-springfield",
        sessionToken: TOKEN,
        productPageId: "page-1",
        sectionId: "sec-1",
      }),
    )
    expect({ status, body }).toEqual({ status: 200, body: { address: SPRINGFIELD?.address } })
  })

  it("the details call goes on without its tracking context (ERR-011 is a console error, not a refusal)", async () => {
    const { status } = await visitor().get(details({ placeId: "demo-us-springfield", sessionToken: TOKEN }))
    expect(status).toBe(200)
  })

  it("an unknown place is 404 with a message; a place id that cannot be one is 400", async () => {
    const unknown = await visitor().get(details({ placeId: "no-such-place", sessionToken: TOKEN }))
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: { message: PLACES_MESSAGE.notFound },
    })
    const bad = await visitor().get(details({ placeId: "../etc", sessionToken: TOKEN }))
    expect(bad.status).toBe(400)
  })

  it("the places client speaks the same contract, checked with the full Schemas", async () => {
    const client = createPlacesClient({ baseUrl: server().url, validate: "schema" })
    const found = await client.suggestAddresses({ input: "downing", sessionToken: TOKEN, country: "GB" })
    expect(found.ok && found.value.suggestions.map((s) => s.placeId)).toEqual(["demo-gb-london"])
    const address = await client.placeDetails({ placeId: "demo-gb-london", sessionToken: TOKEN })
    expect(address.ok && address.value.address.postalCode).toBe("SW1A 2AA")
  })
})

describe("the places routes without a provider", () => {
  const server = serverWith(false)

  it("answer 503 with a message", async () => {
    const { status, body } = await new Visitor(server().url).get(
      autocomplete({ input: "main", sessionToken: TOKEN }),
    )
    expect({ status, body }).toEqual({ status: 503, body: { message: PLACES_MESSAGE.notConfigured } })
  })
})

describe("the places routes with Google failing", () => {
  const failing: typeof fetch = async () => new Response(null, { status: 500 })
  const server = serverWith(googlePlaces({ apiKey: "key", fetch: failing }))

  it("answer 503 with the provider's message, never 500", async () => {
    const { status, body } = await new Visitor(server().url).get(
      details({ placeId: "ChIJabc", sessionToken: TOKEN, productPageId: "p", sectionId: "s" }),
    )
    expect({ status, body }).toEqual({
      status: 503,
      body: { message: new PlacesUnavailable({ detail: "" }).message },
    })
  })
})
