import { assert, layer } from "@effect/vitest"
import { DEFAULT_SITE_STYLES, type SiteStyles, SiteStylesRepository } from "@vitrine/core/site"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const found = (websiteId: string) => SiteStylesRepository.use((repository) => repository.find(websiteId))
const saved = (websiteId: string, styles: SiteStyles) =>
  SiteStylesRepository.use((repository) => repository.save(websiteId, styles))

// Figures a JSON column must keep exactly: a third, a float sum, the bounds.
const edited: SiteStyles = {
  headingFont: "playfair-display",
  bodyFont: "inter",
  colours: {
    accent: { hue: 359.5, saturation: 1 / 3, lightness: 0.1 + 0.2, alpha: 0.25 },
    background: { hue: 0, saturation: 0, lightness: 1, alpha: 1 },
    text: { hue: 360, saturation: 1, lightness: 0, alpha: 0 },
  },
}

/**
 * The SiteStylesRepository contract: each website's styles, saved whole and read back exactly
 * (every figure of every colour).
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`SiteStylesRepository contract (${name})`, (it) => {
    it.effect("find returns none for a website whose merchant saved nothing", () =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* found(freshId())))
      }),
    )

    it.effect("save then find gives back the fonts and colours exactly, for that website only", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, edited)
        assert.deepStrictEqual(yield* found(website), Option.some(edited))
        assert.isTrue(Option.isNone(yield* found(freshId())))
      }),
    )

    it.effect("a second save replaces the styles whole", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, edited)
        yield* saved(website, DEFAULT_SITE_STYLES)
        assert.deepStrictEqual(yield* found(website), Option.some(DEFAULT_SITE_STYLES))
      }),
    )
  })
