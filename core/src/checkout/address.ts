import { postalCountry, validatePostalCode } from "../address/postal.ts"
import { hasRegions, regionsOf } from "../address/regions.ts"
import { isOneAddress } from "../mail/address.ts"

// Plain rules, apart from the address's schema (`ShippingAddressSchema` in model.ts): the checkout
// page checks the form with them as it loads, and a module it imports must not bring Effect's
// Schema into the browser's bundle (about 26 KB gzip, a long task to evaluate on a phone).

/**
 * The shopper's contact and shipping address as the checkout form sends it. Every field is text the
 * shopper typed; `region` is a code from the country's region list (POSTAL-002) or "" for a country
 * without one; `country` is ISO 3166-1 alpha-2. `ShippingAddressSchema` (model.ts) decodes it.
 *
 * @example
 * const address: ShippingAddress = { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace",
 *   line1: "1 Main St", line2: "", city: "Springfield", region: "IL", postalCode: "62701", country: "US" }
 */
export interface ShippingAddress {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly line1: string
  readonly line2: string
  readonly city: string
  readonly region: string
  readonly postalCode: string
  readonly country: string
}

/** A field of the address form. */
export type AddressField = keyof ShippingAddress

/** The messages of the address form beyond the postal rules (the spec gives none: ours). */
export const ADDRESS_MESSAGE = {
  required: "This field is required.",
  email: "Email is invalid",
  region: "Select a valid region.",
  country: "Select a country.",
} as const

const REQUIRED: readonly AddressField[] = ["email", "firstName", "lastName", "line1", "city", "country"]

/**
 * The part of a shopper's full postal code that the spec's rule describes. The POSTAL rules check
 * the codes a merchant types for a zone — the Canadian FSA, the British outcode, the Eircode's
 * routing key, three digits of a Swedish code — so at checkout the same rule reads that leading
 * part of the whole code the shopper types: "SW1A 1AA" → "SW1A", "K1A 0B1" → "K1A", "113 51" →
 * "113", "D02 X285" → "D02". Elsewhere the whole code is checked.
 *
 * @example
 * leadingPostalPart("GB", "sw1a 1aa") // "sw1a"
 */
export const leadingPostalPart = (country: string, code: string): string => {
  const trimmed = code.trim()
  const compact = trimmed.replaceAll(/\s+/g, "")
  switch (postalCountry(country)) {
    case "GB":
      // The inward code is always digit + two letters: what is before it is the outcode.
      return trimmed.includes(" ")
        ? (trimmed.split(/\s+/)[0] ?? "")
        : compact.length > 4
          ? compact.slice(0, -3)
          : compact
    case "CA":
    case "IE":
    case "SE":
      return compact.slice(0, 3)
    default:
      return trimmed
  }
}

/**
 * Checks the address for checkout: required fields, one valid e-mail address, the country's postal
 * rule (POSTAL-004 to POSTAL-015, on the leading part as {@link leadingPostalPart} says; required
 * for a country with a rule of its own, optional elsewhere) and a region from the country's list
 * when it has one (POSTAL-002). Returns one message per failing field, empty when the address is good.
 *
 * @example
 * addressErrors({ ...address, country: "US", postalCode: "1234" }) // { postalCode: "ZIP Codes need to be 5 digits." }
 */
export const addressErrors = (address: ShippingAddress): Partial<Record<AddressField, string>> => {
  const errors: Partial<Record<AddressField, string>> = {}
  for (const field of REQUIRED) if (address[field].trim() === "") errors[field] = ADDRESS_MESSAGE.required
  if (errors.email === undefined && !isOneAddress(address.email.trim())) errors.email = ADDRESS_MESSAGE.email
  const country = address.country.trim().toUpperCase()
  if (errors.country === undefined && !/^[A-Z]{2}$/.test(country)) errors.country = ADDRESS_MESSAGE.country
  if (errors.country !== undefined) return errors
  const ruled = postalCountry(country) !== "other"
  if (ruled || address.postalCode.trim() !== "") {
    const check = validatePostalCode(country, leadingPostalPart(country, address.postalCode))
    if (!check.ok) errors.postalCode = check.message
  }
  if (
    hasRegions(country) &&
    !regionsOf(country).some((region) => region.code === address.region.trim().toUpperCase())
  ) {
    errors.region = ADDRESS_MESSAGE.region
  }
  return errors
}

/**
 * The address as an order keeps it: trimmed, country and region upper-cased.
 *
 * @example
 * normalizeAddress({ ...address, country: "us" }).country // "US"
 */
export const normalizeAddress = (address: ShippingAddress): ShippingAddress => ({
  email: address.email.trim(),
  firstName: address.firstName.trim(),
  lastName: address.lastName.trim(),
  line1: address.line1.trim(),
  line2: address.line2.trim(),
  city: address.city.trim(),
  region: address.region.trim().toUpperCase(),
  postalCode: address.postalCode.trim().toUpperCase(),
  country: address.country.trim().toUpperCase(),
})
