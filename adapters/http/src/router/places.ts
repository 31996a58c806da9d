import { type Places, type PlacesUnavailable, placeAddress, suggestAddresses } from "@vitrine/core/places"
import { Effect, type Layer, Option } from "effect"
import { PLACES_MESSAGE, PlaceDetails, PlacesAutocomplete } from "../contract/places.ts"
import { ok } from "./reply.ts"
import { defineRoute, type Reply, type RouteTable } from "./route.ts"

/** The address provider the places routes use; none when the store has not configured one. */
export type PlacesLayer = Layer.Layer<Places>

const notConfigured: Reply = { status: 503, body: { message: PLACES_MESSAGE.notConfigured } }

// The provider down or refusing our key is the store's trouble, not the visitor's: 503 with the
// error's message, which tells the checkout to let the shopper type the address.
const unavailable = (error: PlacesUnavailable): Effect.Effect<Reply> =>
  Effect.succeed({ status: 503, body: { message: error.message } })

/**
 * The places routes (API-024, API-025): public reads, under the /api guards (the rate limit) like
 * every API call. The query is decoded with the contract; the programs apply core's rules (no
 * provider call under three characters, at most five suggestions, ERR-011's log when the tracking
 * context is missing). A place the provider does not know is 404; a store without a provider, or a
 * provider that cannot answer, 503 with a message.
 *
 * @example
 * const routes = placesRoutes(googlePlaces({ apiKey }))
 */
export const placesRoutes = (places: PlacesLayer | undefined): RouteTable => [
  defineRoute(
    { method: "GET", path: PlacesAutocomplete.path, access: "public", query: PlacesAutocomplete.query },
    ({ query }) =>
      places === undefined
        ? notConfigured
        : suggestAddresses(query.input, query.sessionToken, query.country).pipe(
            Effect.map((suggestions) => ok(PlacesAutocomplete.response, { suggestions })),
            Effect.catchTag("PlacesUnavailable", unavailable),
            Effect.provide(places),
          ),
  ),

  defineRoute(
    { method: "GET", path: PlaceDetails.path, access: "public", query: PlaceDetails.query },
    ({ query }) =>
      places === undefined
        ? notConfigured
        : placeAddress(query.placeId, query.sessionToken, query).pipe(
            Effect.map(
              Option.match({
                onNone: (): Reply => ({ status: 404, body: { message: PLACES_MESSAGE.notFound } }),
                onSome: (address) => ok(PlaceDetails.response, { address }),
              }),
            ),
            Effect.catchTag("PlacesUnavailable", unavailable),
            Effect.provide(places),
          ),
  ),
]
