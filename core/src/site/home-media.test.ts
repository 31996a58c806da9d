import { assert, describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import fc from "fast-check"
import { SiteFileRepository } from "../files/port.ts"
import { memoryHomeLayout, memoryVimeoEmbeds } from "../memory/home-layout.ts"
import { memorySiteFiles } from "../memory/site-files.ts"
import { memorySmugmugGalleries } from "../memory/smugmug-galleries.ts"
import { ALBUM_MESSAGE, type AlbumTrack, canAddTrack, withTrackAdded } from "./home-album.ts"
import { type HomeBlock, type HomeLayout, HomeLayoutSchema } from "./home-layout.ts"
import { homeLayout, saveHomeLayout } from "./home-layout-program.ts"
import { newBlock } from "./home-layout-rules.ts"
import { smugmugAccount, smugmugImage } from "./home-media.test-support.ts"
import { homeTrack, smugmugGalleries } from "./home-media-program.ts"
import { SMUGMUG_MESSAGE, SmugmugBlockSchema, shownGalleries, shownImages } from "./home-smugmug.ts"

const tracks = (n: number): AlbumTrack[] =>
  Array.from({ length: n }, (_, t) => ({ title: `Track ${t + 1}`, fileId: `f-${t}` }))
const album = (n: number): HomeBlock => ({ kind: "album", title: "Live at home", tracks: tracks(n) })
const layoutOf = (...blocks: HomeBlock[]): HomeLayout => ({ sections: [{ padding: 6, blocks }] })
const decodes = (input: unknown) => Schema.decodeUnknownResult(HomeLayoutSchema)(input)._tag === "Success"

describe("the album block", () => {
  it("CONST-004 an album holds at most 60 tracks: 60 decode, 61 are refused with the limit's message", () => {
    expect(decodes(layoutOf(album(60)))).toBe(true)
    const result = Schema.decodeUnknownResult(HomeLayoutSchema)(layoutOf(album(61)))
    expect(result._tag === "Failure" && String(result.failure)).toContain(ALBUM_MESSAGE.tracks)
  })

  it("CONST-004 any number of tracks decodes exactly when it is at most 60", () => {
    fc.assert(
      fc.property(fc.nat({ max: 90 }), (n) => {
        expect(decodes(layoutOf(album(n)))).toBe(n <= 60)
      }),
    )
  })

  it("CONST-004 adding a track adds it below 60 tracks and changes nothing at 60", () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), (n) => {
        const added = withTrackAdded(tracks(n), { title: "Encore", fileId: "f-x" })
        expect(canAddTrack(tracks(n))).toBe(n < 60)
        expect(added.length).toBe(Math.min(n + 1, 60))
        if (n < 60) expect(added.at(-1)).toEqual({ title: "Encore", fileId: "f-x" })
      }),
    )
  })

  it("an album needs a title, and each track a title and a file", () => {
    expect(decodes(layoutOf({ kind: "album", title: "", tracks: [] }))).toBe(false)
    expect(decodes(layoutOf({ kind: "album", title: "A", tracks: [{ title: "", fileId: "f" }] }))).toBe(false)
    expect(decodes(layoutOf({ kind: "album", title: "A", tracks: [{ title: "T", fileId: "" }] }))).toBe(false)
    expect(decodes(layoutOf(newBlock("album")))).toBe(true)
  })
})

describe("the Smugmug gallery block", () => {
  it("CONST-007 the editor offers at most 20 galleries and a block shows at most 50 images, the first ones", () => {
    fc.assert(
      fc.property(fc.nat({ max: 40 }), fc.nat({ max: 80 }), (g, n) => {
        const account = smugmugAccount(g, n)
        const galleries = shownGalleries(account.map(({ gallery }) => gallery))
        expect(galleries).toEqual(account.slice(0, 20).map(({ gallery }) => gallery))
        const images = Array.from({ length: n }, (_, i) => smugmugImage("K", i))
        expect(shownImages(images)).toEqual(images.slice(0, Math.min(n, 50)))
      }),
    )
  })

  it("CONST-007 a block decodes exactly when it holds at most 50 images", () => {
    const block = (n: number) => ({
      kind: "smugmug",
      nickname: "cmac",
      galleryKey: "G0",
      title: "Gallery",
      images: Array.from({ length: n }, (_, i) => smugmugImage("G0", i)),
    })
    fc.assert(
      fc.property(fc.nat({ max: 70 }), (n) => {
        expect(decodes(layoutOf(block(n) as HomeBlock))).toBe(n <= 50)
      }),
    )
  })

  it("a block's nickname, gallery key and image addresses are checked", () => {
    const decode = Schema.decodeUnknownResult(SmugmugBlockSchema)
    const base = { kind: "smugmug", nickname: "cmac", galleryKey: "G0", title: "", images: [] }
    expect(decode(base)._tag).toBe("Success")
    expect(String(decode({ ...base, nickname: "no spaces" }))).toContain(SMUGMUG_MESSAGE.nickname)
    expect(String(decode({ ...base, galleryKey: "" }))).toContain(SMUGMUG_MESSAGE.galleryKey)
    const elsewhere = { ...smugmugImage("G0", 1), url: "https://example.com/a.jpg" }
    expect(decode({ ...base, images: [elsewhere] })._tag).toBe("Failure")
    expect(decode({ ...base, images: [{ ...smugmugImage("G0", 1), url: "javascript:alert(1)" }] })._tag).toBe(
      "Failure",
    )
  })
})

const MP3 = Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0])
const file = (id: string, type: "audio/mpeg" | "image/png") => ({
  id,
  fileName: `${id}.${type === "audio/mpeg" ? "mp3" : "png"}`,
  type,
  size: MP3.length,
  uploadedAt: "2026-01-01T00:00:00.000Z",
})
const withFiles = Effect.gen(function* () {
  const files = yield* SiteFileRepository
  yield* files.add("site-1", file("song", "audio/mpeg"), MP3)
  yield* files.add("site-1", file("logo", "image/png"), MP3)
})
const layers = Layer.mergeAll(
  memoryHomeLayout(),
  memoryVimeoEmbeds(),
  memorySiteFiles(),
  memorySmugmugGalleries({ cmac: smugmugAccount(25, 60), empty: [] }, { unreachable: ["offline"] }),
)
const refusal = (layout: HomeLayout) =>
  Effect.map(Effect.flip(saveHomeLayout("site-1", layout)), (error) =>
    error._tag === "HomeLayoutRefused" ? error.errors : error.message,
  )
const gallery = (nickname: string, galleryKey: string): HomeBlock => ({
  kind: "smugmug",
  nickname,
  galleryKey,
  title: "",
  images: [smugmugImage("bodys", 1)],
})

describe("saving albums and galleries", () => {
  it.effect("an album's tracks must be audio files of the file manager; nothing is saved otherwise", () =>
    Effect.gen(function* () {
      yield* withFiles
      const songs: HomeBlock = {
        kind: "album",
        title: "Demo",
        tracks: [
          { title: "Song", fileId: "song" },
          { title: "Logo", fileId: "logo" },
          { title: "Gone", fileId: "gone" },
        ],
      }
      assert.deepStrictEqual(yield* refusal(layoutOf(songs)), {
        "sections.0.blocks.0.tracks.1.fileId": ALBUM_MESSAGE.fileId,
        "sections.0.blocks.0.tracks.2.fileId": ALBUM_MESSAGE.fileId,
      })
      assert.isTrue(Option.isNone(yield* homeLayout("site-1")))
      const good = layoutOf({ kind: "album", title: "Demo", tracks: [{ title: "Song", fileId: "song" }] })
      assert.deepStrictEqual(yield* saveHomeLayout("site-1", good), good)
    }).pipe(Effect.provide(layers)),
  )

  it.effect("a track is served to visitors only while it is on the saved home page, and only audio", () =>
    Effect.gen(function* () {
      yield* withFiles
      assert.isTrue(Option.isNone(yield* homeTrack("site-1", "song")))
      yield* saveHomeLayout(
        "site-1",
        layoutOf({ kind: "album", title: "D", tracks: [{ title: "S", fileId: "song" }] }),
      )
      const served = yield* homeTrack("site-1", "song")
      assert.strictEqual(Option.getOrThrow(served).file.type, "audio/mpeg")
      assert.isTrue(Option.isNone(yield* homeTrack("site-1", "logo")))
      assert.isTrue(Option.isNone(yield* homeTrack("site-2", "song")))
    }).pipe(Effect.provide(layers)),
  )

  it.effect(
    "CONST-007 a gallery keeps its title and its first 50 images from Smugmug, whatever the body said",
    () =>
      Effect.gen(function* () {
        const saved = yield* saveHomeLayout("site-1", layoutOf(gallery("CMAC", "G19")))
        const block = saved.sections[0]?.blocks[0]
        assert.strictEqual(block?.kind, "smugmug")
        if (block?.kind !== "smugmug") return
        assert.strictEqual(block.title, "Gallery 19")
        assert.deepStrictEqual(block.images, smugmugAccount(20, 60)[19]?.images.slice(0, 50))
        assert.deepStrictEqual(yield* homeLayout("site-1"), Option.some(saved))
      }).pipe(Effect.provide(layers)),
  )

  it.effect(
    "CONST-007 only the first 20 galleries are offered: the 21st is refused, an unknown account too",
    () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* refusal(layoutOf(gallery("cmac", "G20"), gallery("nobody", "G0"))), {
          "sections.0.blocks.0.galleryKey": SMUGMUG_MESSAGE.galleryKey,
          "sections.0.blocks.1.nickname": SMUGMUG_MESSAGE.accountMissing,
        })
        const offered = yield* smugmugGalleries("cmac")
        assert.deepStrictEqual(
          offered.map(({ key }) => key),
          Array.from({ length: 20 }, (_, g) => `G${g}`),
        )
        assert.deepStrictEqual(yield* smugmugGalleries("empty"), [])
        const missing = yield* Effect.flip(smugmugGalleries("nobody"))
        assert.strictEqual(missing.message, SMUGMUG_MESSAGE.accountMissing)
      }).pipe(Effect.provide(layers)),
  )

  it.effect("UI-016 Smugmug unreachable is 'Unable to connect. Please try again', and nothing is saved", () =>
    Effect.gen(function* () {
      assert.strictEqual(
        yield* refusal(layoutOf(gallery("offline", "G0"))),
        "Unable to connect. Please try again",
      )
      assert.strictEqual(
        (yield* Effect.flip(smugmugGalleries("offline"))).message,
        "Unable to connect. Please try again",
      )
      assert.isTrue(Option.isNone(yield* homeLayout("site-1")))
    }).pipe(Effect.provide(layers)),
  )
})
