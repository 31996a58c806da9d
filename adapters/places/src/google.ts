import { MAX_SUGGESTIONS, type PlaceSuggestion, Places, PlacesUnavailable } from "@vitrine/core/places"
import type { PlaceDetailsTracking } from "@vitrine/core/visitor"
import { Duration, Effect, Layer, Option, Schema } from "effect"
import { placeAddressFrom } from "./google-address.ts"

/** Google's Places API (New) host: a page needs nothing from it (the browser only calls our server). */
export const GOOGLE_PLACES_ORIGIN = "https://places.googleapis.com"

/** The autocomplete endpoint (POST, JSON body). */
export const GOOGLE_AUTOCOMPLETE_URL = `${GOOGLE_PLACES_ORIGIN}/v1/places:autocomplete`

/**
 * How to reach Google: the API key (from the composition root's Config, never code), optionally the
 * language of the answers, the `fetch` to call with and how long to wait (default 5 s).
 *
 * @example
 * const config: GooglePlacesConfig = { apiKey: process.env.GOOGLE_MAPS_API_KEY }
 */
export interface GooglePlacesConfig {
  readonly apiKey: string
  readonly languageCode?: string
  readonly fetch?: typeof fetch
  readonly timeoutMs?: number
}

// Only the address types: a shop's address form wants streets and buildings, not businesses or cities.
const ADDRESS_TYPES = ["street_address", "premise", "subpremise", "route"]

// The documented answers, only the fields we read.
const AutocompleteAnswer = Schema.Struct({
  suggestions: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        placePrediction: Schema.optionalKey(
          Schema.Struct({ placeId: Schema.String, text: Schema.Struct({ text: Schema.String }) }),
        ),
      }),
    ),
  ),
})
const DetailsAnswer = Schema.Struct({
  addressComponents: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        longText: Schema.optionalKey(Schema.String),
        shortText: Schema.optionalKey(Schema.String),
        types: Schema.Array(Schema.String),
      }),
    ),
  ),
})

const unavailable = (detail: string) => new PlacesUnavailable({ detail })

/** A call to Google: the JSON answer, or none on 404 (an id Google does not know); anything else non-2xx is unavailable. */
const call = (config: GooglePlacesConfig, url: string, init: RequestInit) =>
  Effect.tryPromise({
    try: async (signal) => {
      const response = await (config.fetch ?? fetch)(url, {
        ...init,
        signal,
        headers: { ...(init.headers as Record<string, string>), "X-Goog-Api-Key": config.apiKey },
      })
      if (response.status === 404) return Option.none<unknown>()
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      return Option.some((await response.json()) as unknown)
    },
    catch: (error) => unavailable(String(error)),
  }).pipe(
    Effect.timeoutOrElse({
      duration: Duration.millis(config.timeoutMs ?? 5000),
      orElse: () => Effect.fail(unavailable(`${url} did not answer in time`)),
    }),
  )

const decoded = <S extends Schema.Top>(schema: S, body: unknown) =>
  Effect.mapError(Schema.decodeUnknownEffect(schema)(body), () => unavailable("an answer of another shape"))

/**
 * Places on Google's Places API (New). `autocomplete` posts to `places:autocomplete` with the
 * session token, the address types only and, given a country, `includedRegionCodes` (a restriction,
 * not just a bias: a shop ships to the country the shopper chose), and keeps the place predictions.
 * `details` gets `places/{id}` with the same session token — which ends Google's billing session, so
 * the suggestions before it are not billed one by one — asking only for `addressComponents` (the
 * cheapest field mask holding an address). Google has no field for our cost tracking, so the product
 * page and section of each billed details call are written as an info log annotated
 * `placesProductPageId` and `placesSectionId`, which the store's log pipeline counts. A 404 is none;
 * a network failure, another non-2xx answer, an answer of another shape or none in time is
 * `PlacesUnavailable`.
 *
 * @example
 * Layer.provideMerge(googlePlaces({ apiKey }), postgresLayer(options))
 */
export const googlePlaces = (config: GooglePlacesConfig): Layer.Layer<Places> =>
  Layer.succeed(Places)({
    autocomplete: (input, sessionToken, country) =>
      call(config, GOOGLE_AUTOCOMPLETE_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          input,
          sessionToken,
          includedPrimaryTypes: ADDRESS_TYPES,
          ...(Option.isSome(country) ? { includedRegionCodes: [country.value.toLowerCase()] } : {}),
          ...(config.languageCode === undefined ? {} : { languageCode: config.languageCode }),
        }),
      }).pipe(
        Effect.flatMap((answer) =>
          decoded(
            AutocompleteAnswer,
            Option.getOrElse(answer, () => ({})),
          ),
        ),
        Effect.map((answer) =>
          (answer.suggestions ?? [])
            .flatMap(({ placePrediction }): PlaceSuggestion[] =>
              placePrediction === undefined
                ? []
                : [{ placeId: placePrediction.placeId, text: placePrediction.text.text }],
            )
            .slice(0, MAX_SUGGESTIONS),
        ),
      ),
    details: (placeId, sessionToken, tracking: Option.Option<PlaceDetailsTracking>) => {
      const query = new URLSearchParams({ sessionToken })
      if (config.languageCode !== undefined) query.set("languageCode", config.languageCode)
      const url = `${GOOGLE_PLACES_ORIGIN}/v1/places/${encodeURIComponent(placeId)}?${query}`
      return call(config, url, { method: "GET", headers: { "X-Goog-FieldMask": "addressComponents" } }).pipe(
        Effect.flatMap(
          Option.match({
            onNone: () => Effect.succeed(Option.none()),
            onSome: (body) =>
              Effect.map(decoded(DetailsAnswer, body), (answer) =>
                Option.some(placeAddressFrom(answer.addressComponents ?? [])),
              ),
          }),
        ),
        Effect.tap(() =>
          Effect.logInfo("places details billed").pipe(
            Effect.annotateLogs({
              placesProductPageId: Option.match(tracking, {
                onNone: () => "",
                onSome: (t) => t.productPageId,
              }),
              placesSectionId: Option.match(tracking, { onNone: () => "", onSome: (t) => t.sectionId }),
            }),
          ),
        ),
      )
    },
  })
