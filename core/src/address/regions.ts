import { iso31662 } from "iso-3166/2.js"

// Region lists come from the ISO 3166-2 subdivisions of the `iso-3166` package (POSTAL-002), never
// typed by hand. For each country we list the finest level ISO gives — the subdivisions that have
// none of their own — because that is what a postal address names: the state, province or
// territory in AU, CA and US; the council area or county in GB; the province (plus Ceuta and
// Melilla) in ES; the county in IE; the département and overseas collectivity in FR; the county or
// region in NO, NZ and SE. GB's nations and the groupings ISO lists for reference (England and
// Wales, Great Britain, United Kingdom) are not places an address names, so they are left out.
//
// The ISO data lists Norway's 2020–2023 counties; a newer package release will bring the 2024 ones.

/** A region of a country: its ISO 3166-2 code without the country prefix, and its name. */
export interface Region {
  readonly code: string
  readonly name: string
}

/**
 * The countries with a region list (POSTAL-002).
 *
 * @example
 * REGION_COUNTRIES.includes("NZ") // true
 */
export const REGION_COUNTRIES = ["AU", "CA", "ES", "FR", "GB", "IE", "NO", "NZ", "SE", "US"] as const
/** A country with a region list. */
export type RegionCountry = (typeof REGION_COUNTRIES)[number]

// The armed-forces "states" of US military mail are USPS codes, not ISO 3166-2 subdivisions, so no
// ISO package has them; the spec asks for them (POSTAL-003). Names as USPS abbreviates them.
const US_ARMED_FORCES: ReadonlyArray<Region> = [
  { code: "AA", name: "Armed Forces Americas" },
  { code: "AE", name: "Armed Forces Europe, Canada, Africa and Middle East" },
  { code: "AP", name: "Armed Forces Pacific" },
]

const GB_NOT_ADDRESSED = new Set(["GB-ENG", "GB-SCT", "GB-WLS", "GB-NIR", "GB-EAW", "GB-GBN", "GB-UKM"])

// Sorted in the country's own language, so "Örebro län" comes after "Västra Götalands län" in Sweden.
const COLLATION: Record<RegionCountry, string> = {
  AU: "en",
  CA: "en",
  ES: "es",
  FR: "fr",
  GB: "en",
  IE: "en",
  NO: "nb",
  NZ: "en",
  SE: "sv",
  US: "en",
}

/**
 * Whether an ISO 3166-2 subdivision lies in a country: directly, or inside one of its subdivisions.
 *
 * @example
 * isSubdivisionOf({ code: "GB-BFS", parent: "GB-NIR" }, "GB") // true
 */
export const isSubdivisionOf = (entry: { readonly parent: string }, country: string): boolean =>
  entry.parent === country || entry.parent.startsWith(`${country}-`)

const build = (country: RegionCountry): ReadonlyArray<Region> => {
  const inCountry = iso31662.filter((entry) => isSubdivisionOf(entry, country))
  const parents = new Set(inCountry.map((entry) => entry.parent))
  const regions = inCountry
    .filter((entry) => !parents.has(entry.code) && !GB_NOT_ADDRESSED.has(entry.code))
    .map((entry) => ({ code: entry.code.slice(country.length + 1), name: entry.name }))
    .concat(country === "US" ? US_ARMED_FORCES : [])
  const collator = new Intl.Collator(COLLATION[country])
  return regions.sort((a, b) => collator.compare(a.name, b.name))
}

const cache = /* @__PURE__ */ new Map<RegionCountry, ReadonlyArray<Region>>()

/**
 * Whether a country has a region list.
 *
 * @example
 * hasRegions("DE") // false
 */
export const hasRegions = (country: string): country is RegionCountry =>
  (REGION_COUNTRIES as ReadonlyArray<string>).includes(country)

/**
 * The regions of a country, sorted by name, or an empty list for a country without a region list
 * (POSTAL-002, POSTAL-003: the US list has DC and the armed-forces codes AA, AE, AP).
 *
 * @example
 * regionsOf("US").find((region) => region.code === "DC") // { code: "DC", name: "District of Columbia" }
 */
export const regionsOf = (country: string): ReadonlyArray<Region> => {
  const code = country.trim().toUpperCase()
  if (!hasRegions(code)) return []
  const known = cache.get(code)
  if (known) return known
  const regions = build(code)
  cache.set(code, regions)
  return regions
}
