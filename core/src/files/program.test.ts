import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import { memoryLayer } from "../memory/index.ts"
import { FileNotFound, FileRefused } from "./errors.ts"
import { deleteFile, fileContent, renameFile, siteFiles, uploadFile } from "./program.ts"
import { MAX_FILE_SIZE } from "./sizes.ts"
import { utf8 } from "./test-bytes.test-support.ts"

const NOW = Date.parse("2026-11-29T09:00:00.000Z")
const pdf = utf8("%PDF-1.7\n%%EOF\n")

describe("file manager programs", () => {
  it.effect(
    "EDITOR-002 an upload is listed with its name, sniffed type, size and time, and downloads byte for byte",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        const file = yield* uploadFile("site-1", { id: "f-1", fileName: "  Menu.txt ", bytes: pdf })
        const expected = {
          id: "f-1",
          fileName: "Menu.txt",
          type: "application/pdf" as const,
          size: pdf.length,
          uploadedAt: "2026-11-29T09:00:00.000Z",
        }
        assert.deepStrictEqual(file, expected)
        assert.deepStrictEqual(yield* siteFiles("site-1"), [expected])
        assert.deepStrictEqual(yield* siteFiles("site-2"), [])
        const content = yield* fileContent("site-1", "f-1")
        assert.deepStrictEqual([...content.bytes], [...pdf])
      }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("EDITOR-019 EDITOR-020 EDITOR-022 a refused upload keeps nothing and says why", () =>
    Effect.gen(function* () {
      const refused = (fileName: string, bytes: Uint8Array) =>
        Effect.flip(uploadFile("site-1", { id: fileName, fileName, bytes }))
      const blank = yield* refused(" ", pdf)
      assert.deepStrictEqual(
        [blank.field, blank.reason, blank.message],
        ["fileName", "name", "Please enter a file name"],
      )
      const large = yield* refused("big.pdf", new Uint8Array(MAX_FILE_SIZE + 1).fill(0x25))
      assert.deepStrictEqual(
        [large.field, large.reason, large.message],
        ["file", "tooLarge", "The file big.pdf is too large. The maximum allowed file size is 20 MB."],
      )
      const svg = yield* refused("logo.svg", utf8("<svg/>"))
      assert.deepStrictEqual(
        [svg.reason, svg.message],
        ["unsupported", "The file logo.svg does not appear to be a supported file"],
      )
      assert.instanceOf(svg, FileRefused)
      assert.deepStrictEqual(yield* siteFiles("site-1"), [])
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("EDITOR-021 a file of exactly the limit is taken", () =>
    Effect.gen(function* () {
      const bytes = new Uint8Array(MAX_FILE_SIZE)
      bytes.set(pdf)
      const file = yield* uploadFile("site-1", { id: "f-big", fileName: "big.pdf", bytes })
      assert.strictEqual(file.size, MAX_FILE_SIZE)
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("EDITOR-002 a rename keeps the type; a blank name or an unknown file is refused", () =>
    Effect.gen(function* () {
      yield* uploadFile("site-1", { id: "f-1", fileName: "menu.pdf", bytes: pdf })
      const renamed = yield* renameFile("site-1", "f-1", "carte.txt")
      assert.deepStrictEqual([renamed.fileName, renamed.type], ["carte.txt", "application/pdf"])
      const blank = yield* Effect.flip(renameFile("site-1", "f-1", ""))
      assert.strictEqual(blank.message, "Please enter a file name")
      const missing = yield* Effect.flip(renameFile("site-2", "f-1", "x.pdf"))
      assert.instanceOf(missing, FileNotFound)
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("EDITOR-040 a delete is for good: the file is gone, and deleting again finds nothing", () =>
    Effect.gen(function* () {
      yield* uploadFile("site-1", { id: "f-1", fileName: "menu.pdf", bytes: pdf })
      yield* deleteFile("site-1", "f-1")
      assert.deepStrictEqual(yield* siteFiles("site-1"), [])
      const again = yield* Effect.exit(deleteFile("site-1", "f-1"))
      assert.isTrue(Exit.isFailure(again))
      const download = yield* Effect.flip(fileContent("site-1", "f-1"))
      assert.instanceOf(download, FileNotFound)
    }).pipe(Effect.provide(memoryLayer())),
  )
})
