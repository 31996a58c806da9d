import { type AddressBookEntry, GOOGLE_AUTOCOMPLETE_URL, GOOGLE_PLACES_ORIGIN } from "@vitrine/adapter-places"
import { HttpResponse, http } from "msw"

/**
 * Google's Places API (New) as its documentation describes it, for MSW, over an address book: the
 * key checked (400 `INVALID_ARGUMENT` when wrong), `places:autocomplete` answering place predictions
 * for entries whose text holds every word of the input as a word prefix, restricted by
 * `includedRegionCodes`, up to 5; `places/{id}` answering `addressComponents` for a known id, 404
 * `NOT_FOUND` otherwise. The components are written back from each entry's address the way Google
 * gives them (number and route apart, the region as the first-level area's short text).
 *
 * @example
 * const google = fakeGooglePlaces("key", DEMO_ADDRESS_BOOK); server.use(...google.handlers)
 */
export const fakeGooglePlaces = (apiKey: string, book: ReadonlyArray<AddressBookEntry>) => {
  const refused = () =>
    HttpResponse.json(
      { error: { code: 400, message: "API key not valid.", status: "INVALID_ARGUMENT" } },
      { status: 400 },
    )
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((word) => word !== "")
  const autocomplete = http.post(GOOGLE_AUTOCOMPLETE_URL, async ({ request }) => {
    if (request.headers.get("X-Goog-Api-Key") !== apiKey) return refused()
    const body = (await request.json()) as { input: string; includedRegionCodes?: string[] }
    const regions = body.includedRegionCodes?.map((code) => code.toUpperCase())
    const wanted = words(body.input)
    const suggestions = book
      .filter((entry) => regions === undefined || regions.includes(entry.address.country))
      .filter((entry) => wanted.every((word) => words(entry.text).some((have) => have.startsWith(word))))
      .slice(0, 5)
      .map((entry) => ({
        placePrediction: {
          place: `places/${entry.placeId}`,
          placeId: entry.placeId,
          text: { text: entry.text, matches: [] },
        },
      }))
    return HttpResponse.json(suggestions.length === 0 ? {} : { suggestions })
  })
  const details = http.get(`${GOOGLE_PLACES_ORIGIN}/v1/places/:placeId`, ({ request, params }) => {
    if (request.headers.get("X-Goog-Api-Key") !== apiKey) return refused()
    const entry = book.find((item) => item.placeId === params.placeId)
    if (entry === undefined)
      return HttpResponse.json(
        { error: { code: 404, message: "Not found", status: "NOT_FOUND" } },
        { status: 404 },
      )
    const { line1, line2, city, region, postalCode, country } = entry.address
    const [number, ...street] = line1.split(" ")
    const numbered = number !== undefined && /^\d/.test(number)
    const component = (types: string[], text: string) =>
      text === "" ? [] : [{ longText: text, shortText: text, types }]
    return HttpResponse.json({
      addressComponents: [
        ...(numbered
          ? [...component(["street_number"], number), ...component(["route"], street.join(" "))]
          : component(["premise"], line1)),
        ...component(["subpremise"], line2),
        ...component(["locality", "political"], city),
        ...component(["administrative_area_level_1", "political"], region),
        { longText: country, shortText: country, types: ["country", "political"] },
        ...component(["postal_code"], postalCode),
      ],
    })
  })
  return { handlers: [autocomplete, details] as const }
}
