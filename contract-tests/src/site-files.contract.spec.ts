import { assert, layer } from "@effect/vitest"
import { type SiteFile, SiteFileRepository } from "@vitrine/core/files"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const listed = (websiteId: string) => SiteFileRepository.use((repository) => repository.list(websiteId))
const added = (websiteId: string, file: SiteFile, bytes: Uint8Array) =>
  SiteFileRepository.use((repository) => repository.add(websiteId, file, bytes))
const contentOf = (websiteId: string, fileId: string) =>
  SiteFileRepository.use((repository) => repository.content(websiteId, fileId))

// Every byte value, so no adapter may pass the bytes through a text encoding that loses some.
const everyByte = Uint8Array.from({ length: 512 }, (_, index) => index % 256)

const fileAt = (uploadedAt: string, fileName = "menu.pdf"): SiteFile => ({
  id: freshId(),
  fileName,
  type: "application/pdf",
  size: everyByte.length,
  uploadedAt,
})

/**
 * The SiteFileRepository contract: each website's files, listed newest first, renamed, read back
 * with their bytes exactly, and deleted with them.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`SiteFileRepository contract (${name})`, (it) => {
    it.effect("a website without files lists none and has no content for an id", () =>
      Effect.gen(function* () {
        const website = freshId()
        assert.deepStrictEqual(yield* listed(website), [])
        assert.isTrue(Option.isNone(yield* contentOf(website, freshId())))
      }),
    )

    it.effect(
      "EDITOR-002 added files list newest first with name, type, size and time, for that website only",
      () =>
        Effect.gen(function* () {
          const website = freshId()
          const older = fileAt("2026-11-29T09:15:42.123Z", "Price list.csv")
          const newer = fileAt("2026-11-29T10:01:00.007Z", "Menü été.pdf")
          yield* added(website, older, everyByte)
          yield* added(website, newer, everyByte)
          assert.deepStrictEqual(yield* listed(website), [newer, older])
          assert.deepStrictEqual(yield* listed(freshId()), [])
        }),
    )

    it.effect(
      "EDITOR-002 the content comes back byte for byte, and a later change to the array keeps nothing",
      () =>
        Effect.gen(function* () {
          const website = freshId()
          const file = fileAt("2026-11-29T09:15:42.123Z")
          const bytes = everyByte.slice()
          yield* added(website, file, bytes)
          bytes[0] = 99
          const content = yield* contentOf(website, file.id)
          assert.isTrue(Option.isSome(content))
          if (Option.isSome(content)) {
            assert.deepStrictEqual(content.value.file, file)
            assert.deepStrictEqual([...content.value.bytes], [...everyByte])
          }
          assert.isTrue(Option.isNone(yield* contentOf(freshId(), file.id)))
        }),
    )

    it.effect("EDITOR-002 a rename changes the name only, and only the website's own file", () =>
      Effect.gen(function* () {
        const website = freshId()
        const file = fileAt("2026-11-29T09:15:42.123Z")
        yield* added(website, file, everyByte)
        const renamed = yield* SiteFileRepository.use((repository) =>
          repository.rename(website, file.id, "Carte 2026.pdf"),
        )
        assert.deepStrictEqual(renamed, Option.some({ ...file, fileName: "Carte 2026.pdf" }))
        assert.deepStrictEqual(yield* listed(website), [{ ...file, fileName: "Carte 2026.pdf" }])
        const elsewhere = yield* SiteFileRepository.use((repository) =>
          repository.rename(freshId(), file.id, "x.pdf"),
        )
        assert.isTrue(Option.isNone(elsewhere))
      }),
    )

    it.effect("EDITOR-002 a delete takes the file and its bytes; a second delete finds nothing", () =>
      Effect.gen(function* () {
        const website = freshId()
        const file = fileAt("2026-11-29T09:15:42.123Z")
        yield* added(website, file, everyByte)
        assert.isFalse(yield* SiteFileRepository.use((repository) => repository.remove(freshId(), file.id)))
        assert.isTrue(yield* SiteFileRepository.use((repository) => repository.remove(website, file.id)))
        assert.isFalse(yield* SiteFileRepository.use((repository) => repository.remove(website, file.id)))
        assert.deepStrictEqual(yield* listed(website), [])
        assert.isTrue(Option.isNone(yield* contentOf(website, file.id)))
      }),
    )
  })
