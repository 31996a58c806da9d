import { type PostalCountry, postalCountry, postalRule } from "./postal.ts"

/**
 * How a country's addresses are configured (POSTAL-001): what its subdivisions and postal codes are
 * called, the message for a bad code, the pattern a code must match and codes that pass.
 */
export interface AddressConfig {
  readonly subdivisionsLabel: string
  readonly postalCodesLabel: string
  readonly postalCodeErrorLabel: string
  /** Anchored pattern over the trimmed, upper-cased code (a string, so the config is JSON). */
  readonly postalCodeRegExp: string
  readonly examplePostalCodes: ReadonlyArray<string>
}

// The labels are not given by the spec. The postal-code labels follow the wording of each country's
// message ("ZIP Codes", "Postcodes", "Eircode", "FSA code"); the subdivision labels name what the
// region list of `regions.ts` holds for that country. Examples are real codes of each country's
// main cities, cut to the part the rule asks for.
const LABELS: Record<
  PostalCountry | "other",
  Omit<AddressConfig, "postalCodeErrorLabel" | "postalCodeRegExp">
> = {
  US: {
    subdivisionsLabel: "States",
    postalCodesLabel: "ZIP Codes",
    examplePostalCodes: ["10001", "94103", "00901"],
  },
  CA: {
    subdivisionsLabel: "Provinces",
    postalCodesLabel: "FSA Codes",
    examplePostalCodes: ["K1A", "M5V", "H2X"],
  },
  AU: {
    subdivisionsLabel: "States",
    postalCodesLabel: "Postal Codes",
    examplePostalCodes: ["2000", "3000", "0800"],
  },
  GB: {
    subdivisionsLabel: "Counties",
    postalCodesLabel: "Postcodes",
    examplePostalCodes: ["SW1A", "M1", "EC1A", "B33"],
  },
  FR: {
    subdivisionsLabel: "Departments",
    postalCodesLabel: "Postal Codes",
    examplePostalCodes: ["75001", "13001", "97400"],
  },
  NZ: {
    subdivisionsLabel: "Regions",
    postalCodesLabel: "Postcodes",
    examplePostalCodes: ["1010", "6011", "8011"],
  },
  NO: {
    subdivisionsLabel: "Counties",
    postalCodesLabel: "Postal Codes",
    examplePostalCodes: ["0150", "5003", "7010"],
  },
  SE: {
    subdivisionsLabel: "Counties",
    postalCodesLabel: "Postcodes",
    examplePostalCodes: ["111", "41", "2"],
  },
  ES: {
    subdivisionsLabel: "Provinces",
    postalCodesLabel: "Postal Codes",
    examplePostalCodes: ["28001", "08001", "41001"],
  },
  IE: {
    subdivisionsLabel: "Counties",
    postalCodesLabel: "Eircodes",
    examplePostalCodes: ["D02", "A65", "T12"],
  },
  other: { subdivisionsLabel: "Regions", postalCodesLabel: "Postal Codes", examplePostalCodes: [] },
}

/**
 * The address configuration of a country (POSTAL-001); US territories share the US configuration,
 * countries without a rule of their own get the generic one (anything passes, "Invalid postal code.").
 *
 * @example
 * addressConfig("IE").postalCodeErrorLabel // "Enter only the first three characters of the Eircode."
 */
export const addressConfig = (country: string): AddressConfig => {
  const rule = postalRule(country)
  return {
    ...LABELS[postalCountry(country)],
    postalCodeErrorLabel: rule.message,
    postalCodeRegExp: rule.pattern,
  }
}
