import {
  AUTOCOMPLETE_MAX_LENGTH,
  isPlaceId,
  isSessionToken,
  PLACE_ID_MAX_LENGTH,
  SESSION_TOKEN_MAX_LENGTH,
} from "@vitrine/core/places"
import { Schema } from "effect"
import { API_PATHS } from "./wire.ts"

/**
 * Messages for the places calls' query fields; ours, as the spec gives none.
 *
 * @example
 * body.errors.sessionToken === PLACES_MESSAGE.sessionToken
 */
export const PLACES_MESSAGE = {
  input: `The address input must be text of at most ${AUTOCOMPLETE_MAX_LENGTH} characters.`,
  sessionToken: `The session token must be 1 to ${SESSION_TOKEN_MAX_LENGTH} letters, digits, "-" or "_".`,
  country: "The country must be a two-letter ISO code.",
  placeId: `The place id must be 1 to ${PLACE_ID_MAX_LENGTH} letters, digits, "-" or "_".`,
  trackingId: "The product page and section ids must be text of at most 128 characters.",
  notFound: "No address was found for this place.",
  notConfigured: "Address suggestions are not available in this store.",
} as const

const checked = (message: string, test: (text: string) => boolean) =>
  Schema.String.annotate({ message })
    .check(Schema.makeFilter(test, { message }))
    .pipe(Schema.annotateKey({ messageMissingKey: message }))

const SessionToken = checked(PLACES_MESSAGE.sessionToken, isSessionToken)
// The input is measured once trimmed, as `autocompleteInput` reads it: pads of white space are not
// the visitor's text. Under three characters is no error: the answer is simply no suggestions.
const Input = checked(PLACES_MESSAGE.input, (text) => [...text.trim()].length <= AUTOCOMPLETE_MAX_LENGTH)
const TrackingId = Schema.optionalKey(checked(PLACES_MESSAGE.trackingId, (text) => text.length <= 128))

/**
 * Schema of an address suggestion.
 *
 * @example
 * Schema.decodeUnknownSync(PlaceSuggestionSchema)({ placeId: "ChIJ…", text: "1 Main St, Springfield" })
 */
export const PlaceSuggestionSchema = Schema.Struct({ placeId: Schema.String, text: Schema.String })

/**
 * Schema of a place's address, in the checkout form's address fields.
 *
 * @example
 * Schema.decodeUnknownSync(PlaceAddressSchema)({ line1: "1 Main St", line2: "", city: "Springfield",
 *   region: "IL", postalCode: "62701", country: "US" })
 */
export const PlaceAddressSchema = Schema.Struct({
  line1: Schema.String,
  line2: Schema.String,
  city: Schema.String,
  region: Schema.String,
  postalCode: Schema.String,
  country: Schema.String,
})

/**
 * `GET /api/google-maps/places/autocomplete?input=&sessionToken=&country=` (API-024; method and
 * parameters ours, as the spec leaves them open). Public: a visitor typing an address at checkout.
 * A GET, since it reads and changes nothing of ours. `input` is what the visitor typed (an answer of
 * no suggestions under three characters, without a provider call; 400 over 200); `sessionToken` the
 * browser's token for this address lookup (a UUID), which the details call ends; `country` an
 * optional ISO alpha-2 code the suggestions are kept to. The answer is up to five suggestions.
 *
 * @example
 * Schema.decodeUnknownSync(PlacesAutocomplete.query)({ input: "1 Main", sessionToken: crypto.randomUUID() })
 */
export const PlacesAutocomplete = {
  method: "GET",
  path: API_PATHS.placesAutocomplete,
  query: Schema.Struct({
    input: Input,
    sessionToken: SessionToken,
    country: Schema.optionalKey(checked(PLACES_MESSAGE.country, (text) => /^[A-Za-z]{2}$/.test(text))),
  }),
  response: Schema.Struct({ suggestions: Schema.Array(PlaceSuggestionSchema) }),
} as const

/**
 * `GET /api/google-maps/places/details?placeId=&sessionToken=&productPageId=&sectionId=` (API-025;
 * method and the parameters beyond the tracking ours). `placeId` is a suggestion's; `sessionToken`
 * the one the suggestions were asked with (ending the provider's billing session);
 * `productPageId` and `sectionId` the page and section the call is made from, for cost tracking —
 * either missing logs the console error of ERR-011 and the call goes on. The answer is the address
 * in the checkout form's fields; 404 for a place the provider does not know.
 *
 * @example
 * Schema.decodeUnknownSync(PlaceDetails.query)({ placeId: "ChIJ…", sessionToken, productPageId: "p", sectionId: "s" })
 */
export const PlaceDetails = {
  method: "GET",
  path: API_PATHS.placeDetails,
  query: Schema.Struct({
    placeId: checked(PLACES_MESSAGE.placeId, isPlaceId),
    sessionToken: SessionToken,
    productPageId: TrackingId,
    sectionId: TrackingId,
  }),
  response: Schema.Struct({ address: PlaceAddressSchema }),
} as const
