import { Schema, SchemaGetter } from "effect"
import { normalizePostalCode, postalRule, validatePostalCode } from "./postal.ts"

/**
 * Schema of an address configuration (POSTAL-001), for sending it over the wire.
 *
 * @example
 * Schema.decodeUnknownSync(AddressConfigSchema)(addressConfig("US"))
 */
export const AddressConfigSchema = Schema.Struct({
  subdivisionsLabel: Schema.String,
  postalCodesLabel: Schema.String,
  postalCodeErrorLabel: Schema.String,
  postalCodeRegExp: Schema.String,
  examplePostalCodes: Schema.Array(Schema.String),
})

/**
 * Schema of a region (POSTAL-002).
 *
 * @example
 * Schema.decodeUnknownSync(RegionSchema)({ code: "NSW", name: "New South Wales" })
 */
export const RegionSchema = Schema.Struct({ code: Schema.String, name: Schema.String })

/**
 * Schema of a postal code for one country: decodes to the trimmed, upper-cased code, and fails with
 * the spec's message for that country (POSTAL-004 to POSTAL-015).
 *
 * @example
 * Schema.decodeUnknownSync(postalCodeSchema("CA"))(" k1a ") // "K1A"
 */
export const postalCodeSchema = (country: string) =>
  Schema.String.pipe(
    Schema.decode({
      decode: SchemaGetter.transform(normalizePostalCode),
      encode: SchemaGetter.transform((code: string) => code),
    }),
  ).check(
    Schema.makeFilter((code: string) => validatePostalCode(country, code).ok || postalRule(country).message),
  )
