import { Schema, SchemaGetter } from "effect"
import { validateWebsiteColour, type WebsiteColour } from "./website.ts"

/**
 * Schema of a parsed colour: whole channels 0–255, alpha 0–1 (COLOUR-003, COLOUR-004).
 *
 * @example
 * Schema.decodeUnknownSync(RgbaSchema)({ r: 255, g: 0, b: 0, a: 1 })
 */
export const RgbaSchema = Schema.Struct({
  r: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 })),
  g: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 })),
  b: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 })),
  a: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
})

/**
 * Schema of a website colour (COLOUR-005 to COLOUR-009): fails with the spec's message, the same one
 * `validateWebsiteColour` gives. An absent alpha decodes as 1.
 *
 * @example
 * Schema.decodeUnknownSync(WebsiteColourSchema)({ hue: 200, saturation: 0.5, lightness: 0.4 })
 */
export const WebsiteColourSchema = Schema.Unknown.check(
  Schema.makeFilter((input) => {
    const result = validateWebsiteColour(input)
    return result.ok || result.message
  }),
).pipe(
  Schema.decodeTo(
    Schema.Struct({
      hue: Schema.Number,
      saturation: Schema.Number,
      lightness: Schema.Number,
      alpha: Schema.Number,
    }),
    {
      // The filter above has already refused anything invalid, so the fallback is never reached.
      decode: SchemaGetter.transform((input: unknown) => {
        const result = validateWebsiteColour(input)
        return result.ok ? result.colour : (input as WebsiteColour)
      }),
      encode: SchemaGetter.transform((colour: WebsiteColour): unknown => colour),
    },
  ),
)
