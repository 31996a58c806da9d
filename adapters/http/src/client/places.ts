import type { PlaceAddress, PlaceSuggestion } from "@vitrine/core/places"
import { API_PATHS } from "../contract/wire.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/**
 * The address-suggestion calls (API-024, API-025), a client of their own so the checkout's lazy
 * address part carries them and nothing else. Every call answers `{ ok, value }` or
 * `{ ok: false, error }`: 404 for an unknown place, 503 when the store has no address provider.
 *
 * @example
 * const places: PlacesClient = createPlacesClient()
 */
export interface PlacesClient {
  /** Up to five suggestions for what the visitor typed, kept to `country` when given. */
  readonly suggestAddresses: (query: {
    readonly input: string
    readonly sessionToken: string
    readonly country?: string
  }) => Promise<ApiResult<{ suggestions: readonly PlaceSuggestion[] }>>
  /** The address of a suggestion, ending the session; the page and section are for cost tracking. */
  readonly placeDetails: (query: {
    readonly placeId: string
    readonly sessionToken: string
    readonly productPageId?: string
    readonly sectionId?: string
  }) => Promise<ApiResult<{ address: PlaceAddress }>>
}

const defined = (query: { readonly [name: string]: string | undefined }) =>
  Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )

/**
 * A places client over `fetch`.
 *
 * @example
 * const { value } = await createPlacesClient().suggestAddresses({ input: "1 Main", sessionToken })
 */
export const createPlacesClient = (options: StoreClientOptions = {}): PlacesClient => {
  const config = clientConfig(options)
  return {
    suggestAddresses: (query) =>
      send(config, {
        endpoint: "suggestAddresses",
        method: "GET",
        path: API_PATHS.placesAutocomplete,
        query: defined(query),
      }),
    placeDetails: (query) =>
      send(config, {
        endpoint: "placeDetails",
        method: "GET",
        path: API_PATHS.placeDetails,
        query: defined(query),
      }),
  }
}
