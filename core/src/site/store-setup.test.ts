import { assert, describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer } from "effect"
import fc from "fast-check"
import { memoryLayer } from "../memory/index.ts"
import { type MemoryStorePage, memoryStorePages } from "../memory/store-pages.ts"
import { HEADER_FOOTER_LIMITS } from "./header-footer.ts"
import { DEFAULT_HEADER_FOOTER } from "./header-footer-defaults.ts"
import { saveSiteHeaderFooter, siteHeaderFooter } from "./header-footer-program.ts"
import { SiteHeaderFooterRepository, StorePages } from "./port.ts"
import { rootCategoryPayload, storePagePayload } from "./store-setup.ts"
import { createStore } from "./store-setup-program.ts"
import { storeUrlId } from "./url-id.ts"

const stores = () => {
  const kept = new Map<string, MemoryStorePage>()
  return { kept, layer: Layer.merge(memoryLayer(), memoryStorePages(kept)) }
}

describe("store setup payloads", () => {
  it("STORE-003 property: the store page payload is the title twice, its URL id, the description, enabled", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.array(fc.string(), { maxLength: 5 }),
        (title, description, taken) => {
          expect(storePagePayload(title, description, taken)).toEqual({
            navigationTitle: title,
            title,
            urlId: storeUrlId(title, taken),
            description,
            enabled: true,
          })
        },
      ),
    )
  })

  it("STORE-004 the category payload: displayName, parentCategoryId unset, type ROOT, pageRendering LIST_VIEW, displayIndex 1", () => {
    expect(rootCategoryPayload("Shop")).toEqual({
      displayName: "Shop",
      parentCategoryId: null,
      type: "ROOT",
      pageRendering: "LIST_VIEW",
      displayIndex: 1,
    })
  })
})

describe("createStore", () => {
  it.effect("STORE-001 a store page is created together with its root category, under a free URL id", () => {
    const { kept, layer } = stores()
    return Effect.gen(function* () {
      const first = yield* createStore("site-1", { title: "Shop", description: "", addToNavigation: false })
      const second = yield* createStore("site-1", { title: "Shop", description: "", addToNavigation: false })
      assert.deepStrictEqual([first.urlId, second.urlId], ["shop", "shop-1"])
      assert.deepStrictEqual(kept.get(first.id)?.categories, [rootCategoryPayload("Shop")])
      assert.deepStrictEqual(yield* siteHeaderFooter("site-1"), DEFAULT_HEADER_FOOTER)
    }).pipe(Effect.provide(layer))
  })

  it.effect("STORE-002 the order: the store page, then the root category, then the main navigation", () => {
    const calls: string[] = []
    const { layer } = stores()
    const recording = Layer.effect(
      StorePages,
      Effect.gen(function* () {
        const pages = yield* StorePages
        return StorePages.of({
          ...pages,
          createStorePage: (w, p) =>
            Effect.tap(pages.createStorePage(w, p), () => Effect.sync(() => calls.push("page"))),
          createCategory: (w, c, p) =>
            Effect.tap(pages.createCategory(w, c, p), () => Effect.sync(() => calls.push("category"))),
        })
      }),
    ).pipe(Layer.provide(layer))
    const navigation = Layer.effect(
      SiteHeaderFooterRepository,
      Effect.gen(function* () {
        const repository = yield* SiteHeaderFooterRepository
        return SiteHeaderFooterRepository.of({
          ...repository,
          save: (w, v) =>
            Effect.tap(repository.save(w, v), () => Effect.sync(() => calls.push("navigation"))),
        })
      }),
    ).pipe(Layer.provide(layer))
    return Effect.gen(function* () {
      const made = yield* createStore("site-1", {
        title: "Linen Shop",
        description: "d",
        addToNavigation: true,
      })
      assert.deepStrictEqual(calls, ["page", "category", "navigation"])
      const { header } = yield* siteHeaderFooter("site-1")
      assert.deepStrictEqual(header.links.at(-1), { label: "Linen Shop", href: `/shop/${made.urlId}` })
    }).pipe(Effect.provide(Layer.mergeAll(recording, navigation)))
  })

  it.effect("a full main navigation refuses the link, and keeps the page and its category", () => {
    const { kept, layer } = stores()
    return Effect.gen(function* () {
      const links = Array.from({ length: HEADER_FOOTER_LIMITS.links }, (_, n) => ({
        label: `L${n}`,
        href: "/",
      }))
      yield* saveSiteHeaderFooter("site-1", {
        ...DEFAULT_HEADER_FOOTER,
        header: { ...DEFAULT_HEADER_FOOTER.header, links },
      })
      const exit = yield* Effect.exit(
        createStore("site-1", { title: "Shop", description: "", addToNavigation: true }),
      )
      assert.isTrue(Exit.isFailure(exit))
      expect(String(exit)).toContain(`already has ${HEADER_FOOTER_LIMITS.links} links`)
      assert.strictEqual(kept.size, 1)
      assert.strictEqual((yield* siteHeaderFooter("site-1")).header.links.length, HEADER_FOOTER_LIMITS.links)
    }).pipe(Effect.provide(layer))
  })
})
