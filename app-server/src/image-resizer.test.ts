import { assert, describe, it } from "@effect/vitest"
import { fileRendition, queueFileJob, runFileJob, uploadFile } from "@vitrine/core/files"
import { memoryLayer } from "@vitrine/core/memory"
import { Effect, Layer, Option } from "effect"
import sharp from "sharp"
import { sharpImageResizer } from "./image-resizer.ts"

const RED = [220, 30, 30]
const BLUE = [30, 30, 220]

// A photo as a phone stores one taken upright: its pixels lying on their side (1200 × 600, red on
// the left, blue on the right) and EXIF orientation 6, "turn 90° clockwise to show" — shown upright
// it is 600 × 1200, red on top.
const sidewaysJpeg = async (): Promise<Uint8Array> => {
  const width = 1200
  const height = 600
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set(x < width / 2 ? RED : BLUE, (y * width + x) * 3)
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  )
}

// The colour at (x, y) of an encoded image, as [r, g, b].
const colourAt = async (bytes: Uint8Array, x: number, y: number) => {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at], data[at + 1], data[at + 2]] as number[]
}

const near = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - (expected[index] as number)) < 40)

describe("the sharp image resizer", () => {
  it.effect(
    "EDITOR-010 a JPEG with EXIF orientation 6 is processed upright: widths measured upright, each rendition's width and height swapped from the stored pixels, top side on top, no orientation tag left",
    () =>
      Effect.gen(function* () {
        const bytes = yield* Effect.promise(sidewaysJpeg)
        const stored = yield* Effect.promise(() => sharp(bytes).metadata())
        assert.deepStrictEqual(
          [stored.format, stored.width, stored.height, stored.orientation],
          ["jpeg", 1200, 600, 6],
        )

        const file = yield* uploadFile("site-1", { id: "f-1", fileName: "portrait.jpg", bytes })
        assert.strictEqual(file.type, "image/jpeg")
        yield* queueFileJob("site-1", file, "j-1")
        assert.isTrue(yield* runFileJob({}))

        // Upright it is 600 wide: the served widths narrower than 600, not than 1200.
        assert.isTrue(Option.isNone(yield* fileRendition("site-1", "f-1", 750)))
        for (const width of [100, 300, 500]) {
          const rendition = Option.getOrThrow(yield* fileRendition("site-1", "f-1", width))
          const meta = yield* Effect.promise(() => sharp(rendition.bytes).metadata())
          assert.deepStrictEqual([meta.format, meta.width, meta.height], ["webp", width, width * 2])
          assert.isUndefined(meta.orientation, "the rendition is upright itself, with no tag to apply")
          const top = yield* Effect.promise(() => colourAt(rendition.bytes, width / 2, width / 4))
          const bottom = yield* Effect.promise(() => colourAt(rendition.bytes, width / 2, (width * 7) / 4))
          assert.isTrue(near(top, RED), `the top is red at ${width}: ${top}`)
          assert.isTrue(near(bottom, BLUE), `the bottom is blue at ${width}: ${bottom}`)
        }
      }).pipe(Effect.provide(Layer.merge(memoryLayer(), sharpImageResizer))),
  )
})
