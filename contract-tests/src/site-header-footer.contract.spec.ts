import { assert, layer } from "@effect/vitest"
import { DEFAULT_HEADER_FOOTER, type SiteHeaderFooter, SiteHeaderFooterRepository } from "@vitrine/core/site"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const found = (websiteId: string) =>
  SiteHeaderFooterRepository.use((repository) => repository.find(websiteId))
const saved = (websiteId: string, headerFooter: SiteHeaderFooter) =>
  SiteHeaderFooterRepository.use((repository) => repository.save(websiteId, headerFooter))

const edited: SiteHeaderFooter = {
  header: {
    siteTitle: "Linen & Co — Été",
    announcement: "Free shipping over $50 ✨",
    links: [
      { label: "Shop", href: "/" },
      { label: "Journal", href: "https://journal.example.com/posts?tag=linen#top" },
    ],
  },
  footer: {
    text: "© 2026 Linen & Co. <b>not html</b> 'quoted' \"too\"",
    links: [{ label: "Contact", href: "/contact" }],
  },
}

/**
 * The SiteHeaderFooterRepository contract: each website's header and footer, saved whole and read
 * back exactly (order of links, every character of the texts).
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`SiteHeaderFooterRepository contract (${name})`, (it) => {
    it.effect("find returns none for a website whose merchant saved nothing", () =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* found(freshId())))
      }),
    )

    it.effect("SITE-001 save then find gives back the header and footer exactly, for that website only", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, edited)
        assert.deepStrictEqual(yield* found(website), Option.some(edited))
        assert.isTrue(Option.isNone(yield* found(freshId())))
      }),
    )

    it.effect("SITE-001 a second save replaces both parts whole, emptied lists included", () =>
      Effect.gen(function* () {
        const website = freshId()
        yield* saved(website, edited)
        const plain: SiteHeaderFooter = {
          header: { ...DEFAULT_HEADER_FOOTER.header, links: [] },
          footer: { text: "", links: [] },
        }
        yield* saved(website, plain)
        assert.deepStrictEqual(yield* found(website), Option.some(plain))
      }),
    )
  })
