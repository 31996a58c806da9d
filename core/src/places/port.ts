import { Context, type Effect, type Option } from "effect"
import type { PlaceDetailsTracking } from "../visitor/place-details.ts"
import type { PlacesUnavailable } from "./errors.ts"
import type { PlaceAddress, PlaceSuggestion } from "./model.ts"

/**
 * Looks addresses up for visitors (API-024, API-025): suggestions for what they typed, then the
 * address of the one they pick. Callers go through `suggestAddresses` and `placeAddress`
 * (program.ts), which apply the input rules; an adapter may assume them.
 */
export class Places extends Context.Service<
  Places,
  {
    /**
     * Up to `MAX_SUGGESTIONS` suggestions for an input of 3 to 200 characters, biased to the country
     * (ISO alpha-2) when given; empty when nothing matches.
     */
    readonly autocomplete: (
      input: string,
      sessionToken: string,
      country: Option.Option<string>,
    ) => Effect.Effect<readonly PlaceSuggestion[], PlacesUnavailable>
    /**
     * The address of a place, or none when the provider does not know the id. `sessionToken` ends
     * the autocomplete session it began; `tracking` is the product page and section the call is
     * made from, for cost tracking (API-025), none when the caller did not give it (ERR-011).
     */
    readonly details: (
      placeId: string,
      sessionToken: string,
      tracking: Option.Option<PlaceDetailsTracking>,
    ) => Effect.Effect<Option.Option<PlaceAddress>, PlacesUnavailable>
  }
>()("@vitrine/core/places/Places") {}
