import { regionsOf } from "@vitrine/core/address"
import type { PlaceAddress } from "@vitrine/core/places"

/**
 * One entry of Google's `addressComponents` (Places API (New)): its long and short text and its
 * types (`street_number`, `route`, `locality`, `administrative_area_level_1`, …).
 */
export interface GoogleAddressComponent {
  readonly longText?: string | undefined
  readonly shortText?: string | undefined
  readonly types: ReadonlyArray<string>
}

// Countries whose addresses write the house number after the street ("Hauptstraße 5"); elsewhere it
// comes first ("5 Main St"). A short list of our own: Google's components do not say the order.
const NUMBER_AFTER_STREET = new Set([
  "AT",
  "BE",
  "CH",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "HR",
  "HU",
  "IS",
  "IT",
  "LT",
  "LV",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
])

const CITY_TYPES = ["locality", "postal_town", "sublocality_level_1", "administrative_area_level_2"]
const REGION_TYPES = ["administrative_area_level_1", "administrative_area_level_2"]

/**
 * The checkout form's address fields from Google's address components. `line1` is the house number
 * and street in the country's order (or the premise when there is no street); `line2` the unit
 * (`subpremise`); `city` the first of locality, postal town, sublocality, county; `postalCode`
 * the postal code; `country` the ISO code. `region` is a code of the country's region list
 * (POSTAL-002) only: Google's first- or second-level area matched by code or by name — the list
 * names states in the US, councils in GB, départements in FR — and "" when nothing matches, so the
 * shopper picks it rather than the form holding a code the checkout refuses.
 *
 * @example
 * placeAddressFrom([{ longText: "5", types: ["street_number"] }, { longText: "Main St", types: ["route"] },
 *   { longText: "United States", shortText: "US", types: ["country"] }]) // { line1: "5 Main St", …, country: "US" }
 */
export const placeAddressFrom = (components: ReadonlyArray<GoogleAddressComponent>): PlaceAddress => {
  const of = (type: string) => components.find((component) => component.types.includes(type))
  const long = (type: string) => of(type)?.longText?.trim() ?? ""
  const first = (types: ReadonlyArray<string>) => types.map(long).find((text) => text !== "") ?? ""
  const country = (of("country")?.shortText ?? "").trim().toUpperCase()
  const number = long("street_number")
  const street = long("route")
  const parts = NUMBER_AFTER_STREET.has(country) ? [street, number] : [number, street]
  const line1 =
    street === "" ? first(["premise", "point_of_interest"]) : parts.filter((p) => p !== "").join(" ")
  return {
    line1,
    line2: long("subpremise"),
    city: first(CITY_TYPES),
    region: regionCode(country, components),
    postalCode: long("postal_code"),
    country,
  }
}

const regionCode = (country: string, components: ReadonlyArray<GoogleAddressComponent>): string => {
  const regions = regionsOf(country)
  for (const type of REGION_TYPES) {
    const area = components.find((component) => component.types.includes(type))
    if (area === undefined) continue
    const short = area.shortText?.trim().toUpperCase()
    const long = area.longText?.trim().toLowerCase()
    const found = regions.find(
      (region) => region.code.toUpperCase() === short || region.name.toLowerCase() === long,
    )
    if (found !== undefined) return found.code
  }
  return ""
}
