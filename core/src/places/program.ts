import { Effect, Option } from "effect"
import { placeDetailsTracking } from "../visitor/place-details.ts"
import type { PlacesUnavailable } from "./errors.ts"
import type { PlaceAddress, PlaceSuggestion } from "./model.ts"
import { Places } from "./port.ts"
import { autocompleteInput, MAX_SUGGESTIONS, suggestionCountry } from "./rules.ts"

/**
 * Suggestions for what a visitor typed (API-024): none, without calling the provider, for an input
 * `autocompleteInput` refuses; otherwise at most `MAX_SUGGESTIONS`, whatever the provider returns.
 *
 * @example
 * suggestAddresses("1 Main", token, "US") // Effect<[{ placeId, text }, ...], PlacesUnavailable, Places>
 */
export const suggestAddresses = (
  rawInput: string,
  sessionToken: string,
  country?: string,
): Effect.Effect<readonly PlaceSuggestion[], PlacesUnavailable, Places> => {
  const input = autocompleteInput(rawInput)
  if (input === undefined) return Effect.succeed([])
  return Places.use((places) =>
    places
      .autocomplete(input, sessionToken, Option.fromNullishOr(suggestionCountry(country)))
      .pipe(Effect.map((suggestions) => suggestions.slice(0, MAX_SUGGESTIONS))),
  )
}

/**
 * The address of the place a visitor picked (API-025). The product page and section are for cost
 * tracking: when either is missing the console error of ERR-011 is logged and the call goes on.
 *
 * @example
 * placeAddress("ChIJ...", token, { productPageId: "p1", sectionId: "s1" }) // Effect<Option<PlaceAddress>, ...>
 */
export const placeAddress = (
  placeId: string,
  sessionToken: string,
  context: { readonly productPageId?: string | undefined; readonly sectionId?: string | undefined },
): Effect.Effect<Option.Option<PlaceAddress>, PlacesUnavailable, Places> =>
  Effect.flatMap(placeDetailsTracking(context), (tracking) =>
    Places.use((places) => places.details(placeId, sessionToken, tracking)),
  )
