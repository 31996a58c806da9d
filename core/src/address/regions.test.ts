import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { RegionSchema } from "./model.ts"
import { hasRegions, REGION_COUNTRIES, regionsOf } from "./regions.ts"

const codes = (country: string) => regionsOf(country).map((region) => region.code)

describe("POSTAL-002 region lists", () => {
  it("POSTAL-002 exist for AU, CA, ES, FR, GB, IE, NO, NZ, SE, US and no other country", () => {
    expect([...REGION_COUNTRIES].sort()).toEqual(["AU", "CA", "ES", "FR", "GB", "IE", "NO", "NZ", "SE", "US"])
    for (const country of REGION_COUNTRIES) expect(regionsOf(country).length).toBeGreaterThan(0)
    for (const country of ["DE", "JP", "PR", "", "us "]) {
      expect(hasRegions(country)).toBe(false)
    }
    expect(regionsOf("DE")).toEqual([])
    expect(regionsOf(" us ")).toBe(regionsOf("US"))
  })

  it.each([
    ["AU", 8, ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]],
    ["CA", 13, ["ON", "QC", "BC", "AB", "MB", "SK", "NS", "NB", "NL", "PE", "NT", "NU", "YT"]],
    ["ES", 52, ["M", "B", "C", "VI", "PM", "CE", "ML", "TF", "GC"]],
    ["IE", 26, ["D", "CO", "G", "KY", "WW"]],
    ["NZ", 17, ["AUK", "WGN", "CAN", "CIT"]],
    ["SE", 21, ["AB", "M", "O", "Z"]],
    ["NO", 13, ["03", "11", "50"]],
  ] as const)("POSTAL-002 %s has %i regions, among them %j", (country, count, some) => {
    expect(regionsOf(country)).toHaveLength(count)
    expect(codes(country)).toEqual(expect.arrayContaining([...some]))
  })

  it("POSTAL-002 ES lists provinces, not autonomous communities; IE counties, not provinces", () => {
    expect(codes("ES")).not.toContain("AN")
    expect(codes("ES")).toContain("SE")
    expect(codes("IE")).not.toContain("L")
  })

  it("POSTAL-002 FR lists départements and overseas collectivities, not regions", () => {
    expect(codes("FR")).toEqual(expect.arrayContaining(["01", "2A", "2B", "75C", "971", "974", "NC", "PF"]))
    for (const region of ["IDF", "ARA", "20R", "6AE"]) expect(codes("FR")).not.toContain(region)
  })

  it("POSTAL-002 GB lists council areas and counties, not nations or groupings", () => {
    expect(codes("GB")).toEqual(expect.arrayContaining(["KEN", "BFS", "EDH", "CRF", "LND"]))
    for (const nation of ["ENG", "SCT", "WLS", "NIR", "EAW", "GBN", "UKM"])
      expect(codes("GB")).not.toContain(nation)
  })

  it.each(REGION_COUNTRIES)("POSTAL-002 %s: unique codes, non-empty names, sorted by name", (country) => {
    const regions = regionsOf(country)
    expect(new Set(codes(country)).size).toBe(regions.length)
    for (const region of regions) {
      expect(Schema.is(RegionSchema)(region)).toBe(true)
      expect(region.name.trim()).not.toBe("")
      expect(region.code).toMatch(/^[A-Z0-9]{1,3}$/)
    }
    const names = regions.map((region) => region.name)
    expect(names).toEqual([...names].sort(new Intl.Collator(country === "SE" ? "sv" : undefined).compare))
  })
})

describe("POSTAL-003 the US list", () => {
  it("POSTAL-003 has the 50 states, DC, the territories and the armed-forces codes AA, AE, AP", () => {
    const us = codes("US")
    expect(us).toHaveLength(50 + 1 + 6 + 3)
    expect(us).toEqual(
      expect.arrayContaining(["DC", "AA", "AE", "AP", "PR", "GU", "VI", "MP", "AS", "UM", "CA", "NY"]),
    )
    expect(regionsOf("US").find((region) => region.code === "DC")?.name).toBe("District of Columbia")
    expect(regionsOf("US").find((region) => region.code === "AP")?.name).toBe("Armed Forces Pacific")
  })
})
