import { Schema, SchemaGetter } from "effect"
import { GalleryDesignSchema } from "../enums/model.ts"
import { ASPECT_RATIOS, GALLERY_OPTIONS, type GalleryOptions } from "./options.ts"
import { readGalleryOptions } from "./read.ts"

const between = (option: { min: number; max: number }) =>
  Schema.Number.check(Schema.isBetween({ minimum: option.min, maximum: option.max }))
const O = GALLERY_OPTIONS

/**
 * Schema of gallery options with every value present and in range (the decoded side).
 *
 * @example
 * Schema.is(GalleryOptionsType)(DEFAULT_GALLERY_OPTIONS) // true
 */
export const GalleryOptionsType = Schema.Struct({
  design: GalleryDesignSchema,
  autoplay: Schema.Boolean,
  "autoplay-duration": between(O["autoplay-duration"]),
  controls: Schema.Boolean,
  "auto-crop": Schema.Boolean,
  "aspect-ratio": Schema.Literals(Object.keys(ASPECT_RATIOS) as Array<keyof typeof ASPECT_RATIOS>),
  "square-thumbs": Schema.Boolean,
  thumbnails: Schema.Boolean,
  "thumbnail-strip-height": between(O["thumbnail-strip-height"]),
  "thumbnail-strip-margin": between(O["thumbnail-strip-margin"]),
  "show-meta-basic": Schema.Boolean,
  "show-meta": Schema.Boolean,
  "show-meta-only-title": Schema.Boolean,
  "meta-position": Schema.Literals(O["meta-position"].choices),
  "show-meta-on-hover": Schema.Boolean,
  "active-alignment": Schema.Literals(O["active-alignment"].choices),
  "thumbnails-per-row": between(O["thumbnails-per-row"]).check(Schema.isInt()),
  padding: between(O.padding),
  lightbox: Schema.Boolean,
  lightboxTheme: Schema.Literals(O.lightboxTheme.choices),
  "max-width": between(O["max-width"]),
  newWindow: Schema.Boolean,
  transparentBackground: Schema.Boolean,
  indicators: Schema.Boolean,
})

/**
 * Schema decoding stored gallery options (GALLERY-001 to GALLERY-026) by `readGalleryOptions`:
 * defaults filled in, numbers clamped; it fails, naming each option and why, when a choice or boolean
 * is refused. Encoding writes every option.
 *
 * @example
 * Schema.decodeUnknownSync(GalleryOptionsSchema)({ padding: "80" })["padding"] // 50
 */
export const GalleryOptionsSchema = Schema.Unknown.check(
  Schema.makeFilter((input) =>
    readGalleryOptions(input).errors.map((error) =>
      error.option === undefined ? error.message : { path: [error.option], issue: error.message },
    ),
  ),
).pipe(
  Schema.decodeTo(GalleryOptionsType, {
    decode: SchemaGetter.transform((input: unknown) => readGalleryOptions(input).options),
    encode: SchemaGetter.transform((options: GalleryOptions): unknown => options),
  }),
)
