import { MAX_SUGGESTIONS, type PlaceAddress, Places } from "@vitrine/core/places"
import { Effect, Layer, Option } from "effect"

/**
 * One address of a fixed address book: its place id and the one-line text shown as a suggestion.
 *
 * @example
 * const entry: AddressBookEntry = { placeId: "demo-us-1", text: "1600 Amphitheatre Pkwy, …", address }
 */
export interface AddressBookEntry {
  readonly placeId: string
  readonly text: string
  readonly address: PlaceAddress
}

const entry = (placeId: string, address: PlaceAddress): AddressBookEntry => ({
  placeId,
  address,
  text: [address.line1, address.line2, address.city, address.region, address.postalCode, address.country]
    .filter((part) => part !== "")
    .join(", "),
})

/**
 * A small address book of real public addresses in the countries with region lists, for the demo
 * store without a Google key and for tests. Their regions are codes of the country's list.
 */
export const DEMO_ADDRESS_BOOK: ReadonlyArray<AddressBookEntry> = [
  entry("demo-us-springfield", {
    line1: "1 Main St",
    line2: "",
    city: "Springfield",
    region: "IL",
    postalCode: "62701",
    country: "US",
  }),
  entry("demo-us-mountain-view", {
    line1: "1600 Amphitheatre Pkwy",
    line2: "",
    city: "Mountain View",
    region: "CA",
    postalCode: "94043",
    country: "US",
  }),
  entry("demo-us-new-york", {
    line1: "350 5th Ave",
    line2: "Floor 34",
    city: "New York",
    region: "NY",
    postalCode: "10118",
    country: "US",
  }),
  entry("demo-ca-ottawa", {
    line1: "111 Wellington St",
    line2: "",
    city: "Ottawa",
    region: "ON",
    postalCode: "K1A 0A9",
    country: "CA",
  }),
  entry("demo-gb-london", {
    line1: "10 Downing St",
    line2: "",
    city: "London",
    region: "WSM",
    postalCode: "SW1A 2AA",
    country: "GB",
  }),
  entry("demo-au-sydney", {
    line1: "Bennelong Point",
    line2: "",
    city: "Sydney",
    region: "NSW",
    postalCode: "2000",
    country: "AU",
  }),
  entry("demo-fr-paris", {
    line1: "5 Avenue Anatole France",
    line2: "",
    city: "Paris",
    region: "75C",
    postalCode: "75007",
    country: "FR",
  }),
  entry("demo-ie-dublin", {
    line1: "1 Main Street",
    line2: "",
    city: "Dublin",
    region: "D",
    postalCode: "D02 X285",
    country: "IE",
  }),
]

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word !== "")

/**
 * Places over a fixed address book, in memory, with no provider to pay. A suggestion is an entry
 * whose text has, for each word of the input, a word starting with it (any order, any case), in
 * the given country only; at most `MAX_SUGGESTIONS`, in book order. `details` answers the entry's
 * address, none for an id not in the book.
 *
 * @example
 * suggestAddresses("main spring", token, "US").pipe(Effect.provide(addressBookPlaces()))
 */
export const addressBookPlaces = (
  book: ReadonlyArray<AddressBookEntry> = DEMO_ADDRESS_BOOK,
): Layer.Layer<Places> =>
  Layer.succeed(Places)({
    autocomplete: (input, _sessionToken, country) =>
      Effect.sync(() => {
        const wanted = words(input)
        return book
          .filter((item) => Option.isNone(country) || item.address.country === country.value)
          .filter((item) => {
            const have = words(item.text)
            return wanted.every((word) => have.some((word2) => word2.startsWith(word)))
          })
          .slice(0, MAX_SUGGESTIONS)
          .map(({ placeId, text }) => ({ placeId, text }))
      }),
    details: (placeId) =>
      Effect.succeed(
        Option.map(
          Option.fromNullishOr(book.find((item) => item.placeId === placeId)),
          (item) => item.address,
        ),
      ),
  })
