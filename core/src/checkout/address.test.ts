import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { regionsOf } from "../address/regions.ts"
import { ADDRESS_MESSAGE, addressErrors, leadingPostalPart, normalizeAddress } from "./address.ts"
import { ADDRESS } from "./program.test-support.ts"

const at = (country: string, postalCode: string, region = "") =>
  addressErrors({ ...ADDRESS, country, postalCode, region })

describe("checkout address", () => {
  it.each([
    ["US", "1234", "TX", "ZIP Codes need to be 5 digits."],
    ["CA", "1A1 1A1", "ON", "An FSA code is invalid."],
    ["AU", "20000", "NSW", "Postal Codes need to be 4 digits."],
    ["GB", "1234 5AB", "LND", "Enter only the 1-4 character outcode portion of postcodes."],
    ["FR", "7500", "75C", "Postal Codes need to be 5 digits."],
    ["NZ", "60110", "WGN", "Postcodes need to be 4 digits."],
    ["NO", "031", "03", "Postal Codes need to be 4 digits."],
    ["ES", "2800", "M", "Postal Codes need to be 5 digits."],
    ["IE", "D0", "D", "Enter only the first three characters of the Eircode."],
  ])(
    "POSTAL-004..013 a %s address with postal code %j gets the country's message",
    (country, code, _region, message) => {
      expect(at(country, code).postalCode).toBe(message)
    },
  )

  it.each([
    ["US", "78701"],
    ["CA", "K1A 0B1"],
    ["GB", "SW1A 1AA"],
    ["GB", "EC1A1BB"],
    ["IE", "D02 X285"],
    ["SE", "113 51"],
    ["AU", "2000"],
  ])("POSTAL-004..013 a whole %s postal code %j passes on its leading part", (country, code) => {
    expect(at(country, code).postalCode).toBeUndefined()
  })

  it("POSTAL-015 a US territory uses the ZIP rule", () => {
    expect(at("PR", "009").postalCode).toBe("ZIP Codes need to be 5 digits.")
    expect(at("PR", "00901").postalCode).toBeUndefined()
  })

  it("POSTAL-014 any other country: any code passes, and it may be blank", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (code) => {
        expect(at("DE", code).postalCode).toBeUndefined()
      }),
    )
  })

  it("POSTAL-002 POSTAL-003 a country with a region list needs one of its regions; DC and AE are US regions", () => {
    expect(addressErrors({ ...ADDRESS, region: "" }).region).toBe(ADDRESS_MESSAGE.region)
    expect(addressErrors({ ...ADDRESS, region: "ZZ" }).region).toBe(ADDRESS_MESSAGE.region)
    expect(addressErrors({ ...ADDRESS, region: "dc" }).region).toBeUndefined()
    expect(addressErrors({ ...ADDRESS, region: "AE" }).region).toBeUndefined()
    fc.assert(
      fc.property(fc.constantFrom(...regionsOf("US")), (region) => {
        expect(addressErrors({ ...ADDRESS, region: region.code }).region).toBeUndefined()
      }),
    )
  })

  it("POSTAL-004 property: every 5-digit ZIP passes and every other digit count fails", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}$/), (zip) => {
        expect(at("US", zip, "TX").postalCode === undefined).toBe(zip.length === 5)
      }),
    )
  })

  it("required fields and the e-mail are checked, one message per field", () => {
    const errors = addressErrors({ ...ADDRESS, firstName: " ", line1: "", email: "not-an-address" })
    expect(errors).toEqual({
      firstName: "This field is required.",
      line1: "This field is required.",
      email: "Email is invalid",
    })
    expect(addressErrors({ ...ADDRESS, country: "U" }).country).toBe("Select a country.")
    expect(addressErrors(ADDRESS)).toEqual({})
  })

  it("the leading part is what the spec's rule describes", () => {
    expect(leadingPostalPart("GB", "sw1a 1aa")).toBe("sw1a")
    expect(leadingPostalPart("CA", "K1A 0B1")).toBe("K1A")
    expect(leadingPostalPart("US", " 78701 ")).toBe("78701")
    expect(normalizeAddress({ ...ADDRESS, country: "us", region: "tx" })).toMatchObject({
      country: "US",
      region: "TX",
    })
  })
})
