import { assert, layer } from "@effect/vitest"
import { type HomeLayout, HomeLayoutRepository } from "@vitrine/core/site"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const found = (websiteId: string) => HomeLayoutRepository.use((repository) => repository.find(websiteId))
const saved = (websiteId: string, layout: HomeLayout) =>
  HomeLayoutRepository.use((repository) => repository.save(websiteId, layout))

const arranged: HomeLayout = {
  sections: [
    {
      padding: 12,
      blocks: [
        {
          kind: "text",
          heading: "Linen & Co — Été",
          paragraph: {
            blocks: [
              { kind: "paragraph", runs: [{ text: "<b>not html</b> 'quoted' \"too\" ✨", bold: true }] },
              {
                kind: "numbers",
                items: [
                  [{ text: "Linen", italic: true }],
                  [{ text: "Contact", href: "mailto:shop@example.com" }],
                ],
              },
              { kind: "bullets", items: [[{ text: "Cart", href: "/cart" }, { text: " & more" }]] },
            ],
          },
        },
        { kind: "marquee", text: "Summer sale", intensity: 60 },
      ],
    },
    { padding: 3, blocks: [] },
    {
      padding: 6,
      blocks: [
        { kind: "video", url: "https://vimeo.com/76979871" },
        { kind: "code", html: "<script>alert(document.cookie)</script><p>Hi</p>" },
      ],
    },
  ],
}

/**
 * The HomeLayoutRepository contract: each website's home layout, saved whole and read back exactly
 * (the order of sections and blocks, every character of the texts).
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`HomeLayoutRepository contract (${name})`, (it) => {
    it.effect("find returns none for a website whose merchant saved no layout", () =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* found(freshId())))
      }),
    )

    it.effect(
      "CONST-012 save then find gives back the sections, paddings and blocks exactly, for that website only",
      () =>
        Effect.gen(function* () {
          const website = freshId()
          yield* saved(website, arranged)
          assert.deepStrictEqual(yield* found(website), Option.some(arranged))
          assert.isTrue(Option.isNone(yield* found(freshId())))
        }),
    )

    it.effect("a second save replaces the layout whole, down to no section", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, arranged)
        yield* saved(website, { sections: [] })
        assert.deepStrictEqual(yield* found(website), Option.some({ sections: [] }))
      }),
    )
  })
