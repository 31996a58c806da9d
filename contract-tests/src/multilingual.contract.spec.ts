import { assert, layer } from "@effect/vitest"
import {
  DEFAULT_MULTILINGUAL_SETTINGS,
  MultilingualRepository,
  type MultilingualSettings,
  withoutConnection,
} from "@vitrine/core/site"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const found = (websiteId: string) => MultilingualRepository.use((repository) => repository.find(websiteId))
const saved = (websiteId: string, settings: MultilingualSettings) =>
  MultilingualRepository.use((repository) => repository.save(websiteId, settings))

const connected: MultilingualSettings = {
  primaryLanguage: "fr",
  languages: [
    { tag: "fr", published: true },
    { tag: "zh-Hant", published: false },
    { tag: "pt-BR", published: true },
    { tag: "en", published: true },
  ],
  connection: { status: "connected", connectedAt: "2026-11-29T09:15:42.123Z" },
}

/**
 * The MultilingualRepository contract: each website's multilingual settings, saved whole and read
 * back exactly (the list's order and flags, the connection's time to the millisecond).
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`MultilingualRepository contract (${name})`, (it) => {
    it.effect("find returns none for a website whose merchant saved nothing", () =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* found(freshId())))
      }),
    )

    it.effect("SITE-002 save then find gives back the settings exactly, for that website only", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, connected)
        assert.deepStrictEqual(yield* found(website), Option.some(connected))
        assert.isTrue(Option.isNone(yield* found(freshId())))
      }),
    )

    it.effect("API-037 a disconnected site keeps its list; a later save replaces the list whole", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, connected)
        yield* saved(website, withoutConnection(connected))
        assert.deepStrictEqual(yield* found(website), Option.some(withoutConnection(connected)))
        yield* saved(website, DEFAULT_MULTILINGUAL_SETTINGS)
        assert.deepStrictEqual(yield* found(website), Option.some(DEFAULT_MULTILINGUAL_SETTINGS))
      }),
    )
  })
