import type { ShippingAddress } from "../checkout/address.ts"

/**
 * One address suggestion: the provider's place id, to ask {@link Places} `details` for, and the text
 * the visitor reads in the list.
 *
 * @example
 * const suggestion: PlaceSuggestion = { placeId: "ChIJ...", text: "1 Main St, Springfield, IL, USA" }
 */
export interface PlaceSuggestion {
  readonly placeId: string
  readonly text: string
}

/**
 * The address of a place in the shape of the checkout form's address fields (`ShippingAddress`
 * without the shopper's name and e-mail), so the form fills them as they are. `region` is the
 * country's subdivision code as the provider gives it ("" when none), `country` ISO 3166-1 alpha-2.
 *
 * @example
 * const address: PlaceAddress = { line1: "1 Main St", line2: "", city: "Springfield", region: "IL",
 *   postalCode: "62701", country: "US" }
 */
export type PlaceAddress = Pick<
  ShippingAddress,
  "line1" | "line2" | "city" | "region" | "postalCode" | "country"
>
