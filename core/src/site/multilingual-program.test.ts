import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { memoryLayer } from "../memory/index.ts"
import { LanguagesRefused } from "./errors.ts"
import { disconnectTranslation, multilingualSettings, saveSiteLanguages } from "./multilingual-program.ts"
import { DEFAULT_MULTILINGUAL_SETTINGS, MULTILINGUAL_MESSAGE } from "./multilingual-rules.ts"

const NOW = Date.parse("2026-11-29T09:00:00.000Z")
const languages = [
  { tag: "en", published: true },
  { tag: "fr", published: true },
  { tag: "de", published: false },
]

describe("multilingual programs", () => {
  it.effect("SITE-002 a site nobody has set up has English alone and no translation service", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* multilingualSettings("site-1"), DEFAULT_MULTILINGUAL_SETTINGS)
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("API-036 a save replaces the list and connects the service now, on that website only", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const saved = yield* saveSiteLanguages("site-1", languages)
      const expected = {
        primaryLanguage: "en",
        languages,
        connection: { status: "connected" as const, connectedAt: "2026-11-29T09:00:00.000Z" },
      }
      assert.deepStrictEqual(saved, expected)
      assert.deepStrictEqual(yield* multilingualSettings("site-1"), expected)
      assert.deepStrictEqual(yield* multilingualSettings("site-2"), DEFAULT_MULTILINGUAL_SETTINGS)
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect(
    "API-036 a list without the primary language, or with it unpublished, is refused and saves nothing",
    () =>
      Effect.gen(function* () {
        const missing = yield* Effect.flip(saveSiteLanguages("site-1", [{ tag: "fr", published: true }]))
        assert.deepStrictEqual(
          missing,
          new LanguagesRefused({ field: "languages", reason: MULTILINGUAL_MESSAGE.primaryMissing("en") }),
        )
        const hidden = yield* Effect.flip(saveSiteLanguages("site-1", [{ tag: "en", published: false }]))
        assert.deepStrictEqual(
          hidden,
          new LanguagesRefused({ field: "languages", reason: MULTILINGUAL_MESSAGE.primaryUnpublished("en") }),
        )
        assert.deepStrictEqual(yield* multilingualSettings("site-1"), DEFAULT_MULTILINGUAL_SETTINGS)
      }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("API-037 disconnecting keeps the list; saving it again reconnects from that time", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      yield* saveSiteLanguages("site-1", languages)
      const off = yield* disconnectTranslation("site-1")
      assert.deepStrictEqual(off.connection, { status: "disconnected" })
      assert.deepStrictEqual(off.languages, languages)
      assert.deepStrictEqual(yield* multilingualSettings("site-1"), off)
      yield* TestClock.adjust("1 hour")
      const again = yield* saveSiteLanguages("site-1", off.languages)
      assert.deepStrictEqual(again.connection, {
        status: "connected",
        connectedAt: "2026-11-29T10:00:00.000Z",
      })
    }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("API-037 disconnecting a site never connected answers its settings as they were", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* disconnectTranslation("site-1"), DEFAULT_MULTILINGUAL_SETTINGS)
    }).pipe(Effect.provide(memoryLayer())),
  )
})
