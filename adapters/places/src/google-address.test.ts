import { describe, expect, it } from "@effect/vitest"
import { placeAddressFrom } from "./google-address.ts"

const component = (types: string[], longText: string, shortText = longText) => ({
  types,
  longText,
  shortText,
})

describe("Google's address components as the checkout's address fields", () => {
  it("a US address: number before street, the unit on line 2, the state's code", () => {
    expect(
      placeAddressFrom([
        component(["street_number"], "350"),
        component(["route"], "5th Avenue", "5th Ave"),
        component(["subpremise"], "Floor 34"),
        component(["locality", "political"], "New York"),
        component(["administrative_area_level_2", "political"], "New York County"),
        component(["administrative_area_level_1", "political"], "New York", "NY"),
        component(["country", "political"], "United States", "US"),
        component(["postal_code"], "10118"),
      ]),
    ).toEqual({
      line1: "350 5th Avenue",
      line2: "Floor 34",
      city: "New York",
      region: "NY",
      postalCode: "10118",
      country: "US",
    })
  })

  it("a German address: street before number; no region list, so no region", () => {
    expect(
      placeAddressFrom([
        component(["street_number"], "5"),
        component(["route"], "Hauptstraße"),
        component(["locality"], "Berlin"),
        component(["administrative_area_level_1"], "Berlin", "BE"),
        component(["country"], "Germany", "DE"),
        component(["postal_code"], "10115"),
      ]),
    ).toMatchObject({ line1: "Hauptstraße 5", city: "Berlin", region: "", country: "DE" })
  })

  it("a British address: the postal town is the city and the council, a second-level area, is the region by name", () => {
    expect(
      placeAddressFrom([
        component(["street_number"], "10"),
        component(["route"], "Downing Street", "Downing St"),
        component(["postal_town"], "London"),
        component(["administrative_area_level_2"], "Westminster"),
        component(["administrative_area_level_1"], "England"),
        component(["country"], "United Kingdom", "GB"),
        component(["postal_code"], "SW1A 2AA"),
      ]),
    ).toEqual({
      line1: "10 Downing Street",
      line2: "",
      city: "London",
      region: "WSM",
      postalCode: "SW1A 2AA",
      country: "GB",
    })
  })

  it("a place without a street gives its premise as line 1; an area not in the list gives no region", () => {
    expect(
      placeAddressFrom([
        component(["premise"], "Sydney Opera House"),
        component(["locality"], "Sydney"),
        component(["administrative_area_level_1"], "Nowhere State", "XX"),
        component(["country"], "Australia", "AU"),
      ]),
    ).toMatchObject({
      line1: "Sydney Opera House",
      city: "Sydney",
      region: "",
      postalCode: "",
      country: "AU",
    })
  })

  it("no components at all give empty fields, never undefined", () => {
    expect(placeAddressFrom([])).toEqual({
      line1: "",
      line2: "",
      city: "",
      region: "",
      postalCode: "",
      country: "",
    })
  })
})
