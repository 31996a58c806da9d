import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { addressConfig } from "./config.ts"
import { postalCodeSchema } from "./model.ts"
import {
  isUsTerritory,
  OTHER_POSTAL_RULE,
  POSTAL_RULES,
  type PostalCountry,
  postalCountry,
  US_TERRITORIES,
  validatePostalCode,
} from "./postal.ts"

const DIGIT = fc.constantFrom(..."0123456789")
const LETTER = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
const ALNUM = fc.oneof(DIGIT, LETTER)
const join = (parts: ReadonlyArray<fc.Arbitrary<string>>) => fc.tuple(...parts).map((chars) => chars.join(""))
const repeat = (char: fc.Arbitrary<string>, min: number, max: number) =>
  fc.array(char, { minLength: min, maxLength: max }).map((chars) => chars.join(""))
const padded = (code: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom("", " ", "  ", "\t"), code, fc.constantFrom("", " ", "\n")).map((p) => p.join(""))

// Valid codes per country, built from the rule's words, not from its pattern.
const VALID: Record<PostalCountry, fc.Arbitrary<string>> = {
  US: repeat(DIGIT, 5, 5),
  CA: join([LETTER, DIGIT, LETTER]),
  AU: repeat(DIGIT, 4, 4),
  GB: fc.oneof(
    repeat(LETTER, 1, 2),
    join([repeat(LETTER, 1, 2), DIGIT]),
    join([repeat(LETTER, 1, 2), DIGIT, ALNUM]),
  ),
  FR: repeat(DIGIT, 5, 5),
  NZ: repeat(DIGIT, 4, 4),
  NO: repeat(DIGIT, 4, 4),
  SE: repeat(DIGIT, 1, 3),
  ES: repeat(DIGIT, 5, 5),
  IE: repeat(ALNUM, 3, 3),
}

const wrongLengthDigits = (ok: (n: number) => boolean) =>
  fc
    .integer({ min: 0, max: 9 })
    .filter((n) => !ok(n))
    .chain((n) => repeat(DIGIT, n, n))
const withForeign = (valid: fc.Arbitrary<string>, foreign: fc.Arbitrary<string>) =>
  fc.tuple(valid, fc.nat(), foreign).map(([code, at, char]) => {
    const i = at % (code.length + 1)
    return code.slice(0, i) + char + code.slice(i + 1)
  })
const PUNCT = fc.constantFrom("-", ".", "/", "#", "_", "!", "é", "ß", "٣")

// Invalid codes per country, each invalid by construction.
const INVALID: Record<PostalCountry, fc.Arbitrary<string>> = {
  US: fc.oneof(
    wrongLengthDigits((n) => n === 5),
    withForeign(VALID.US, fc.oneof(LETTER, PUNCT)),
  ),
  CA: fc.oneof(
    join([DIGIT, ALNUM, ALNUM]),
    join([LETTER, LETTER, ALNUM]),
    join([LETTER, DIGIT, DIGIT]),
    repeat(ALNUM, 0, 2),
    join([VALID.CA, repeat(ALNUM, 1, 3)]),
  ),
  AU: fc.oneof(
    wrongLengthDigits((n) => n === 4),
    withForeign(VALID.AU, fc.oneof(LETTER, PUNCT)),
  ),
  GB: fc.oneof(
    join([DIGIT, repeat(ALNUM, 0, 3)]),
    repeat(LETTER, 3, 4),
    join([repeat(LETTER, 3, 3), DIGIT]),
    repeat(ALNUM, 5, 8),
    fc.constant(""),
    withForeign(VALID.GB, PUNCT),
  ),
  FR: fc.oneof(
    wrongLengthDigits((n) => n === 5),
    withForeign(VALID.FR, fc.oneof(LETTER, PUNCT)),
  ),
  NZ: fc.oneof(
    wrongLengthDigits((n) => n === 4),
    withForeign(VALID.NZ, fc.oneof(LETTER, PUNCT)),
  ),
  NO: fc.oneof(
    wrongLengthDigits((n) => n === 4),
    withForeign(VALID.NO, fc.oneof(LETTER, PUNCT)),
  ),
  SE: fc.oneof(
    wrongLengthDigits((n) => n >= 1 && n <= 3),
    withForeign(VALID.SE, fc.oneof(LETTER, PUNCT)),
  ),
  ES: fc.oneof(
    wrongLengthDigits((n) => n === 5),
    withForeign(VALID.ES, fc.oneof(LETTER, PUNCT)),
  ),
  IE: fc.oneof(repeat(ALNUM, 0, 2), repeat(ALNUM, 4, 8), withForeign(VALID.IE, PUNCT)),
}

const CASES: ReadonlyArray<[string, PostalCountry, string]> = [
  ["POSTAL-004", "US", "ZIP Codes need to be 5 digits."],
  ["POSTAL-005", "CA", "An FSA code is invalid."],
  ["POSTAL-006", "AU", "Postal Codes need to be 4 digits."],
  ["POSTAL-007", "GB", "Enter only the 1-4 character outcode portion of postcodes."],
  ["POSTAL-008", "FR", "Postal Codes need to be 5 digits."],
  ["POSTAL-009", "NZ", "Postcodes need to be 4 digits."],
  ["POSTAL-010", "NO", "Postal Codes need to be 4 digits."],
  ["POSTAL-011", "SE", "Enter up to 3 digits of the postcode."],
  ["POSTAL-012", "ES", "Postal Codes need to be 5 digits."],
  ["POSTAL-013", "IE", "Enter only the first three characters of the Eircode."],
]

describe.each(CASES)("%s %s postal codes", (id, country, message) => {
  it(`${id} the message is exactly the spec's`, () => {
    expect(POSTAL_RULES[country].message).toBe(message)
    expect(addressConfig(country).postalCodeErrorLabel).toBe(message)
  })

  it(`${id} every valid code passes, trimmed and upper-cased`, () => {
    fc.assert(
      fc.property(padded(VALID[country]), (code) => {
        expect(validatePostalCode(country, code)).toEqual({ ok: true, postalCode: code.trim().toUpperCase() })
      }),
    )
  })

  it(`${id} every invalid code fails with the message`, () => {
    fc.assert(
      fc.property(INVALID[country], (code) => {
        expect(validatePostalCode(country, code)).toEqual({ ok: false, message })
      }),
    )
  })

  it(`${id} the country code is read in any case`, () => {
    const bad = validatePostalCode(country.toLowerCase(), "!")
    expect(bad).toEqual({ ok: false, message })
  })
})

describe("POSTAL examples", () => {
  it.each([
    ["US", "90210", true],
    ["US", "9021", false],
    ["US", "90210-1234", false],
    ["US", "", false],
    ["CA", "K1A", true],
    ["CA", "k1a", true],
    ["CA", "K1A 0B1", false],
    ["CA", "1KA", false],
    ["AU", "2000", true],
    ["AU", "200", false],
    ["GB", "SW1A", true],
    ["GB", "M1", true],
    ["GB", "E", true],
    ["GB", "EC1A", true],
    ["GB", "B33", true],
    ["GB", "SW1A 1AA", false],
    ["GB", "SW1AA", false],
    ["GB", "1SW", false],
    ["GB", "ABC", false],
    ["FR", "75001", true],
    ["FR", "7500", false],
    ["NZ", "6011", true],
    ["NZ", "60111", false],
    ["NO", "0150", true],
    ["NO", "015", false],
    ["SE", "1", true],
    ["SE", "111", true],
    ["SE", "1111", false],
    ["SE", "", false],
    ["ES", "28001", true],
    ["ES", "2800A", false],
    ["IE", "D02", true],
    ["IE", "D6W", true],
    ["IE", "D02 X285", false],
    ["IE", "D0", false],
  ] as const)("POSTAL-004..013 %s %j passes: %s", (country, code, ok) => {
    expect(validatePostalCode(country, code).ok).toBe(ok)
  })
})

describe("POSTAL-014 other countries", () => {
  it("POSTAL-014 any string passes, and the generic message is 'Invalid postal code.'", () => {
    expect(OTHER_POSTAL_RULE.message).toBe("Invalid postal code.")
    expect(addressConfig("DE").postalCodeErrorLabel).toBe("Invalid postal code.")
    fc.assert(
      fc.property(
        fc.constantFrom("DE", "JP", "BR", "", "ZZ", "united states"),
        fc.string(),
        (country, code) => {
          expect(postalCountry(country)).toBe("other")
          expect(validatePostalCode(country, code).ok).toBe(true)
        },
      ),
    )
  })

  it("POSTAL-014 a rule never throws, for any country and any code", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: "grapheme" }), (country, code) => {
        expect(typeof validatePostalCode(country, code).ok).toBe("boolean")
      }),
    )
  })
})

describe("POSTAL-015 US territories", () => {
  it("POSTAL-015 the territories are US, PR, GU, VI, MP, AS, UM", () => {
    expect(US_TERRITORIES).toEqual(["US", "PR", "GU", "VI", "MP", "AS", "UM"])
    for (const code of US_TERRITORIES) expect(isUsTerritory(code.toLowerCase())).toBe(true)
    for (const code of ["CA", "MX", "FM", "PW", ""]) expect(isUsTerritory(code)).toBe(false)
  })

  it.each(US_TERRITORIES)("POSTAL-015 %s uses the US ZIP code rule and configuration", (territory) => {
    expect(postalCountry(territory)).toBe("US")
    expect(addressConfig(territory)).toEqual(addressConfig("US"))
    fc.assert(fc.property(VALID.US, (code) => validatePostalCode(territory, code).ok))
    fc.assert(
      fc.property(INVALID.US, (code) => {
        expect(validatePostalCode(territory, code)).toEqual({
          ok: false,
          message: "ZIP Codes need to be 5 digits.",
        })
      }),
    )
  })
})

describe("POSTAL-001 address configuration", () => {
  it.each([...CASES.map(([, country]) => country), "other"])(
    "POSTAL-001 %s has every field, and its examples pass its own pattern",
    (country) => {
      const config = addressConfig(country === "other" ? "DE" : country)
      expect(Object.keys(config).sort()).toEqual([
        "examplePostalCodes",
        "postalCodeErrorLabel",
        "postalCodeRegExp",
        "postalCodesLabel",
        "subdivisionsLabel",
      ])
      expect(config.subdivisionsLabel).not.toBe("")
      expect(config.postalCodesLabel).not.toBe("")
      for (const example of config.examplePostalCodes) {
        expect(new RegExp(config.postalCodeRegExp).test(example)).toBe(true)
        expect(validatePostalCode(country, example).ok).toBe(true)
      }
      expect(JSON.parse(JSON.stringify(config))).toEqual(config)
    },
  )

  it("POSTAL-001 the labels follow each country's wording", () => {
    expect(addressConfig("US")).toMatchObject({ subdivisionsLabel: "States", postalCodesLabel: "ZIP Codes" })
    expect(addressConfig("IE")).toMatchObject({ subdivisionsLabel: "Counties", postalCodesLabel: "Eircodes" })
    expect(addressConfig("GB").postalCodesLabel).toBe("Postcodes")
  })
})

describe("POSTAL postal-code Schema", () => {
  it("POSTAL-005 decodes to the normalised code", () => {
    expect(Schema.decodeUnknownSync(postalCodeSchema("CA"))(" k1a ")).toBe("K1A")
  })

  it.each(CASES)("%s the Schema fails with the spec's message", (_, country, message) => {
    const result = Schema.decodeUnknownResult(postalCodeSchema(country))("not a code!")
    expect(result._tag).toBe("Failure")
    expect(String(result._tag === "Failure" ? result.failure : "")).toContain(message)
  })

  it("POSTAL-014 the Schema of another country accepts anything but refuses a non-string", () => {
    expect(Schema.decodeUnknownSync(postalCodeSchema("DE"))("10115")).toBe("10115")
    expect(Schema.is(postalCodeSchema("DE"))(10115)).toBe(false)
  })
})
