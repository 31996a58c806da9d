import { assert, describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import fc from "fast-check"
import { memoryHomeLayout, memoryVimeoEmbeds } from "../memory/home-layout.ts"
import { memorySiteFiles } from "../memory/site-files.ts"
import { memorySmugmugGalleries } from "../memory/smugmug-galleries.ts"
import { UNABLE_TO_CONNECT } from "./errors.ts"
import {
  HOME_LAYOUT_MESSAGE,
  type HomeBlock,
  type HomeLayout,
  HomeLayoutSchema,
  PREVIEW_FRAME_WIDTH,
} from "./home-layout.ts"
import { homeLayout, saveHomeLayout, VIMEO_BASIC_MESSAGE } from "./home-layout-program.ts"
import {
  blockCount,
  CODE_EDITING_UNAVAILABLE,
  canAddBlock,
  emptySection,
  isAndroid,
  moved,
  newBlock,
  withBlockAdded,
} from "./home-layout-rules.ts"
import { SITE_LIMITS } from "./limits.ts"

const failureOf = (input: unknown): string | undefined => {
  const result = Schema.decodeUnknownResult(HomeLayoutSchema)(input)
  return result._tag === "Failure" ? String(result.failure) : undefined
}
const text: HomeBlock = {
  kind: "text",
  heading: "Hello",
  paragraph: { blocks: [{ kind: "paragraph", runs: [{ text: "World" }] }] },
}
const layoutOf = (...sizes: number[]): HomeLayout => ({
  sections: sizes.map((size) => ({ padding: 6, blocks: Array.from({ length: size }, () => text) })),
})
const withBlock = (block: unknown) => ({ sections: [{ padding: 6, blocks: [block] }] })

describe("the home layout's model", () => {
  it.each([3, 6, 12])("CONST-012 padding %i percent is a preset", (padding) =>
    expect(failureOf({ sections: [{ padding, blocks: [] }] })).toBeUndefined(),
  )

  it.each([0, 5, 7, 100, "6", null])(
    "CONST-012 padding %j is refused with the padding's message",
    (padding) =>
      expect(failureOf({ sections: [{ padding, blocks: [] }] })).toContain(HOME_LAYOUT_MESSAGE.padding),
  )

  it.each([0, 60])("CONST-011 marquee intensity %i is a preset", (intensity) =>
    expect(failureOf(withBlock({ kind: "marquee", text: "Sale", intensity }))).toBeUndefined(),
  )

  it.each([1, 30, 59, 61, -60])("CONST-011 marquee intensity %i is refused", (intensity) =>
    expect(failureOf(withBlock({ kind: "marquee", text: "Sale", intensity }))).toContain(
      HOME_LAYOUT_MESSAGE.intensity,
    ),
  )

  it("CONST-002 the preview frames are desktop 1024 and phone 428, the tablet between them", () => {
    expect(PREVIEW_FRAME_WIDTH).toEqual({ desktop: 1024, phone: 428, tablet: 768 })
  })

  it("CONST-011 the marquee's frequency, speed and size are the presets, not the merchant's", () => {
    expect(SITE_LIMITS.marquee).toEqual({
      waveFrequency: 4,
      intensities: [0, 60],
      speed: 0.5,
      textSizeRem: 4,
    })
    const decoded = Schema.decodeUnknownSync(HomeLayoutSchema)(
      withBlock({ kind: "marquee", text: "Sale", intensity: 0, speed: 9 }),
    )
    expect(decoded.sections[0]?.blocks[0]).toEqual({ kind: "marquee", text: "Sale", intensity: 0 })
  })

  it.each([
    [{ kind: "text", heading: "h".repeat(121), paragraph: "" }, HOME_LAYOUT_MESSAGE.heading],
    [{ kind: "text", heading: "", paragraph: "p".repeat(2001) }, HOME_LAYOUT_MESSAGE.paragraph],
    [
      {
        kind: "text",
        heading: "",
        paragraph: { blocks: [{ kind: "paragraph", runs: [{ text: "p".repeat(2001) }] }] },
      },
      HOME_LAYOUT_MESSAGE.paragraph,
    ],
    [{ kind: "marquee", text: "", intensity: 0 }, HOME_LAYOUT_MESSAGE.marqueeText],
    [{ kind: "video", url: "https://example.com/video.mp4" }, HOME_LAYOUT_MESSAGE.videoUrl],
    [{ kind: "video" }, HOME_LAYOUT_MESSAGE.videoUrl],
    [{ kind: "code", html: "x".repeat(20_001) }, HOME_LAYOUT_MESSAGE.code],
    [{ kind: "gallery" }, HOME_LAYOUT_MESSAGE.block],
  ])("a block %# that does not fit is refused with its field's message", (block, message) =>
    expect(failureOf(withBlock(block))).toContain(message),
  )

  it("a paragraph saved as plain text before rich text is read as rich text, and written back as one", () => {
    const decoded = Schema.decodeUnknownSync(HomeLayoutSchema)(
      withBlock({ kind: "text", heading: "Hi", paragraph: "Since 1998.\n\nMade in <Lisbon>." }),
    )
    const paragraph = {
      blocks: ["Since 1998.", "Made in <Lisbon>."].map((t) => ({ kind: "paragraph", runs: [{ text: t }] })),
    }
    expect(decoded.sections[0]?.blocks[0]).toEqual({ kind: "text", heading: "Hi", paragraph })
    expect(Schema.encodeSync(HomeLayoutSchema)(decoded).sections[0]?.blocks[0]).toEqual({
      kind: "text",
      heading: "Hi",
      paragraph,
    })
  })

  it("CONST-003 60 blocks over several sections fit, 61 do not", () => {
    expect(failureOf(layoutOf(20, 0, 40))).toBeUndefined()
    expect(failureOf(layoutOf(20, 1, 40))).toContain(HOME_LAYOUT_MESSAGE.blocks)
    expect(failureOf(layoutOf(61))).toContain(HOME_LAYOUT_MESSAGE.blocks)
  })

  it("CONST-003 property: a layout decodes exactly when it holds at most 60 blocks in all", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 25 }), { maxLength: 6 }), (sizes) => {
        const layout = layoutOf(...sizes)
        expect(blockCount(layout)).toBe(sizes.reduce((a, b) => a + b, 0))
        expect(failureOf(layout) === undefined).toBe(blockCount(layout) <= 60)
      }),
    )
  })
})

describe("the home layout's rules", () => {
  it("CONST-003 property: adding blocks one by one never goes past 60", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 2 }), { maxLength: 80 }),
        fc.nat({ max: 3 }),
        (targets, sections) => {
          let layout: HomeLayout = { sections: Array.from({ length: sections }, emptySection) }
          for (const target of targets) layout = withBlockAdded(layout, target, newBlock("text"))
          expect(blockCount(layout)).toBeLessThanOrEqual(60)
          expect(canAddBlock(layout)).toBe(blockCount(layout) < 60)
        },
      ),
    )
  })

  it("CONST-003 a full layout takes no block", () => {
    const full = layoutOf(30, 30)
    expect(canAddBlock(full)).toBe(false)
    expect(withBlockAdded(full, 0, newBlock("code"))).toBe(full)
  })

  it("property: moving an item keeps the same items, and a move past an end changes nothing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 10 }),
        fc.integer({ min: -1, max: 11 }),
        fc.constantFrom(-1 as const, 1 as const),
        (items, from, by) => {
          const after = moved(items, from, by)
          expect([...after].sort()).toEqual([...items].sort())
          const to = from + by
          if (from < 0 || to < 0 || from >= items.length || to >= items.length) expect(after).toBe(items)
          else {
            expect(after[to]).toBe(items[from])
          }
        },
      ),
    )
  })

  it("CONST-012 a new section takes the middle padding preset, and each new block decodes", () => {
    expect(emptySection()).toEqual({ padding: 6, blocks: [] })
    const blocks = (["text", "marquee", "code", "album"] as const).map(newBlock)
    expect(failureOf({ sections: [{ padding: 6, blocks }] })).toBeUndefined()
  })
})

const vimeo = (id: string): HomeBlock => ({ kind: "video", url: `https://vimeo.com/${id}` })
const withVimeo = (...blocks: HomeBlock[]): HomeLayout => ({
  sections: [{ padding: 3, blocks: [text, ...blocks] }],
})
describe("code editing on Android", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36", true],
    ["Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0", true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15", false],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36", false],
    ["", false],
  ])("EDITOR-045 %s is Android: %s", (userAgent, android) => {
    expect(isAndroid(userAgent)).toBe(android)
    expect(CODE_EDITING_UNAVAILABLE).toBe("Code editing is not available on Android.")
  })
})

describe("saving the home layout", () => {
  const layers = (verdicts: Parameters<typeof memoryVimeoEmbeds>[0]) =>
    Layer.mergeAll(
      memoryHomeLayout(),
      memoryVimeoEmbeds(verdicts),
      memorySiteFiles(),
      memorySmugmugGalleries(),
    )

  it.effect("a layout with a YouTube and an embeddable Vimeo video is saved and read back", () =>
    Effect.gen(function* () {
      const layout = withVimeo(vimeo("76979871"), { kind: "video", url: "https://youtu.be/dQw4w9WgXcQ" })
      assert.isTrue(Option.isNone(yield* homeLayout("site-1")))
      assert.deepStrictEqual(yield* saveHomeLayout("site-1", layout), layout)
      assert.deepStrictEqual(yield* homeLayout("site-1"), Option.some(layout))
    }).pipe(Effect.provide(layers({}))),
  )

  it.effect("EDITOR-044 a Vimeo Basic video is refused on its own field, and nothing is saved", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(saveHomeLayout("site-1", withVimeo(vimeo("1"), vimeo("22222222"))))
      assert.strictEqual(error._tag, "HomeLayoutRefused")
      if (error._tag === "HomeLayoutRefused")
        assert.deepStrictEqual(error.errors, {
          "sections.0.blocks.2.url":
            "Vimeo Basic accounts are unsupported. Please share a video from a different account.",
        })
      assert.strictEqual(VIMEO_BASIC_MESSAGE, error.message)
      assert.isTrue(Option.isNone(yield* homeLayout("site-1")))
    }).pipe(Effect.provide(layers({ "22222222": "unsupported" }))),
  )

  it.effect("UI-016 Vimeo unreachable fails with 'Unable to connect. Please try again', nothing saved", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(saveHomeLayout("site-1", withVimeo(vimeo("3"))))
      assert.strictEqual(error._tag, "VimeoUnreachable")
      assert.strictEqual(error.message, "Unable to connect. Please try again")
      assert.strictEqual(UNABLE_TO_CONNECT, error.message)
      assert.isTrue(Option.isNone(yield* homeLayout("site-1")))
    }).pipe(Effect.provide(layers({ "3": "unreachable" }))),
  )
})
