import { ImageResizer, ImageUnreadable } from "@vitrine/core/files"
import { Effect, Layer } from "effect"
import sharp from "sharp"

// WebP at 80: about a third of a JPEG's bytes at the same look; `effort` 4 keeps a 20 MB image's
// seven widths to a few seconds on one core.
const WEBP = { quality: 80, effort: 4 } as const

// Pixels past this are refused (sharp's own guard against decompression bombs: a tiny file that
// unpacks to gigabytes). 100 megapixels is a 10,000 × 10,000 photo.
const LIMIT_INPUT_PIXELS = 100_000_000

const unreadable = (cause: unknown) =>
  new ImageUnreadable({ detail: cause instanceof Error ? cause.message : String(cause) })

const image = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: "error", animated: false })

/**
 * The ImageResizer on `sharp` (libvips, prebuilt for Linux from npm): an image's width as it is
 * shown (its EXIF orientation applied, so a portrait photo taken sideways is measured upright), and
 * a rendition that width wide, its aspect kept, turned upright, its metadata dropped (no camera
 * location leaves the server), as WebP (`RENDITION_TYPE`). An animated GIF keeps its first frame.
 *
 * @example
 * runFileJob({}).pipe(Effect.provide(sharpImageResizer))
 */
export const sharpImageResizer: Layer.Layer<ImageResizer> = Layer.succeed(
  ImageResizer,
  ImageResizer.of({
    width: (bytes) =>
      Effect.tryPromise({
        try: async () => {
          const meta = await image(bytes).metadata()
          const sideways = meta.orientation !== undefined && meta.orientation >= 5
          const width = sideways ? meta.height : meta.width
          if (width === undefined) throw new Error("no width")
          return width
        },
        catch: unreadable,
      }),
    resize: (bytes, width) =>
      Effect.tryPromise({
        try: async () =>
          new Uint8Array(
            await image(bytes).rotate().resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer(),
          ),
        catch: unreadable,
      }),
  }),
)
