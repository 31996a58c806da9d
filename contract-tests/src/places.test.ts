import { addressBookPlaces, DEMO_ADDRESS_BOOK, googlePlaces } from "@vitrine/adapter-places"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { suite } from "./places.contract.spec.ts"
import { fakeGooglePlaces } from "./setup/fake-google-places.ts"

const google = fakeGooglePlaces("places-key", DEMO_ADDRESS_BOOK)
const mswServer = setupServer(...google.handlers)
beforeAll(() => mswServer.listen({ onUnhandledFrame: "error" }))
afterEach(() => mswServer.resetHandlers(...google.handlers))
afterAll(() => mswServer.close())

suite("address book (memory)", () => addressBookPlaces(), DEMO_ADDRESS_BOOK)
suite(
  "Google Places API (New), played by MSW",
  () => googlePlaces({ apiKey: "places-key" }),
  DEMO_ADDRESS_BOOK,
)
