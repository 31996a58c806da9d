import { assert, layer } from "@effect/vitest"
import { rootCategoryPayload, StorePages, storePagePayload } from "@vitrine/core/site"
import { Effect, Option } from "effect"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const pages = StorePages

/**
 * The StorePages contract: store pages by website with their URL ids, and each page's categories in
 * the order made, never another website's.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, _options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`StorePages contract (${name})`, (it) => {
    it.effect("a website with no store page has no URL ids taken", () =>
      Effect.gen(function* () {
        const store = yield* pages
        assert.deepStrictEqual(yield* store.urlIds(freshId()), [])
      }),
    )

    it.effect("STORE-001 a store page is created with its root category, for its website only", () =>
      Effect.gen(function* () {
        const store = yield* pages
        const website = freshId()
        const page = storePagePayload("Linen Shop", "Our linen", [])
        const id = yield* store.createStorePage(website, page)
        assert.isTrue(id.length > 0)
        assert.isTrue(yield* store.createCategory(website, id, rootCategoryPayload("Linen Shop")))
        assert.deepStrictEqual(yield* store.urlIds(website), ["linen-shop"])
        assert.deepStrictEqual(yield* store.categories(website, id), [rootCategoryPayload("Linen Shop")])
        assert.deepStrictEqual(yield* store.urlIds(freshId()), [])
        assert.deepStrictEqual(yield* store.categories(freshId(), id), [])
      }),
    )

    it.effect("STORE-007 a second page under the same title takes the next free URL id; ids differ", () =>
      Effect.gen(function* () {
        const store = yield* pages
        const website = freshId()
        const first = yield* store.createStorePage(
          website,
          storePagePayload("Shop", "", yield* store.urlIds(website)),
        )
        const second = yield* store.createStorePage(
          website,
          storePagePayload("Shop", "", yield* store.urlIds(website)),
        )
        assert.notStrictEqual(first, second)
        assert.deepStrictEqual([...(yield* store.urlIds(website))].sort(), ["shop", "shop-1"])
      }),
    )

    it.effect("API-038 a store page is found by its id for its own website only", () =>
      Effect.gen(function* () {
        const store = yield* pages
        const website = freshId()
        const payload = storePagePayload("Linen Shop", "Our linen", [])
        const id = yield* store.createStorePage(website, payload)
        assert.deepStrictEqual(yield* store.page(website, id), Option.some(payload))
        assert.isTrue(Option.isNone(yield* store.page(freshId(), id)))
        assert.isTrue(Option.isNone(yield* store.page(website, "no-such-page")))
        assert.isTrue(Option.isNone(yield* store.page(website, "00000000-0000-4000-8000-000000000000")))
      }),
    )

    it.effect("a category for another website's page, or for no page, is not kept", () =>
      Effect.gen(function* () {
        const store = yield* pages
        const owner = freshId()
        const id = yield* store.createStorePage(owner, storePagePayload("Shop", "", []))
        assert.isFalse(yield* store.createCategory(freshId(), id, rootCategoryPayload("Shop")))
        assert.isFalse(yield* store.createCategory(owner, "no-such-page", rootCategoryPayload("Shop")))
        assert.deepStrictEqual(yield* store.categories(owner, id), [])
        assert.deepStrictEqual(yield* store.categories(owner, "no-such-page"), [])
      }),
    )

    it.effect(
      "CONST-005 a page's collection is empty at version 0 until saved, then replaced by compare-and-set",
      () =>
        Effect.gen(function* () {
          const store = yield* pages
          const website = freshId()
          const id = yield* store.createStorePage(website, storePagePayload("Shop", "", []))
          assert.deepStrictEqual(
            yield* store.collection(website, id),
            Option.some({ version: 0, collection: { productIds: [], categories: [] } }),
          )
          const first = {
            productIds: ["prod-b", "prod-a"],
            categories: [{ id: "cat-1", name: "Tops", parentId: null, productIds: ["prod-a"] }],
          }
          assert.strictEqual(yield* store.saveCollection(website, id, 0, first), "saved")
          assert.strictEqual(yield* store.saveCollection(website, id, 0, first), "stale")
          assert.deepStrictEqual(
            yield* store.collection(website, id),
            Option.some({ version: 1, collection: first }),
          )
          const second = { ...first, productIds: ["prod-a", "prod-b"] }
          assert.strictEqual(yield* store.saveCollection(website, id, 1, second), "saved")
          assert.deepStrictEqual(
            yield* store.collection(website, id),
            Option.some({ version: 2, collection: second }),
          )
        }),
    )

    it.effect("another website's page, or no page, has no collection and saves nothing", () =>
      Effect.gen(function* () {
        const store = yield* pages
        const owner = freshId()
        const id = yield* store.createStorePage(owner, storePagePayload("Shop", "", []))
        const collection = { productIds: ["prod-a"], categories: [] }
        assert.isTrue(Option.isNone(yield* store.collection(freshId(), id)))
        assert.strictEqual(yield* store.saveCollection(freshId(), id, 0, collection), "missing")
        assert.strictEqual(yield* store.saveCollection(owner, "no-such-page", 0, collection), "missing")
        assert.strictEqual(
          yield* store.saveCollection(owner, "00000000-0000-4000-8000-000000000000", 0, collection),
          "missing",
        )
        assert.deepStrictEqual(
          yield* store.collection(owner, id),
          Option.some({ version: 0, collection: { productIds: [], categories: [] } }),
        )
      }),
    )

    it.effect(
      "a website's pages are listed in the order made with their product counts, and found by URL id",
      () =>
        Effect.gen(function* () {
          const store = yield* pages
          const website = freshId()
          const first = yield* store.createStorePage(website, storePagePayload("Linen", "Our linen", []))
          const second = yield* store.createStorePage(website, storePagePayload("Wool", "", []))
          yield* store.saveCollection(website, second, 0, {
            productIds: ["prod-a", "prod-b"],
            categories: [],
          })
          assert.deepStrictEqual(yield* store.list(website), [
            { id: first, title: "Linen", urlId: "linen", description: "Our linen", productCount: 0 },
            { id: second, title: "Wool", urlId: "wool", description: "", productCount: 2 },
          ])
          assert.deepStrictEqual(yield* store.list(freshId()), [])
          assert.deepStrictEqual(
            yield* store.findByUrlId(website, "WOOL"),
            Option.some({ id: second, page: storePagePayload("Wool", "", []) }),
          )
          assert.isTrue(Option.isNone(yield* store.findByUrlId(freshId(), "wool")))
          assert.isTrue(Option.isNone(yield* store.findByUrlId(website, "cotton")))
        }),
    )
  })
