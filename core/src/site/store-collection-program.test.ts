import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Layer, Option } from "effect"
import { CatalogEditor } from "../catalog/port.ts"
import { makeProduct } from "../catalog/testing.ts"
import { memoryLayer } from "../memory/index.ts"
import { type MemoryStorePage, memoryStorePages } from "../memory/store-pages.ts"
import { StorePages } from "./port.ts"
import { STORE_COLLECTION_MESSAGE } from "./store-collection.ts"
import {
  changeCollection,
  changeStoreCategory,
  createStoreCategory,
  setStorePageProducts,
} from "./store-collection-program.ts"
import { storePagePayload } from "./store-setup.ts"

const layer = () => Layer.merge(memoryLayer(), memoryStorePages())
// Two catalogue products, saved for the test.
const twoProducts = Effect.gen(function* () {
  const editor = yield* CatalogEditor
  const ids = ["prod-shirt", "prod-tote"]
  for (const id of ids) yield* editor.save(makeProduct({ id, urlSlug: id }))
  return ids
})
const newPage = StorePages.use((pages) => pages.createStorePage("site-1", storePagePayload("Shop", "", [])))

describe("store page collection programs", () => {
  it.effect(
    "CONST-006 catalogue products are kept in the merchant's order; unknown ones are refused by field",
    () =>
      Effect.gen(function* () {
        const id = yield* newPage
        const [first = "", second = ""] = yield* twoProducts
        const saved = yield* setStorePageProducts("site-1", id, [second, first])
        assert.deepStrictEqual(saved.productIds, [second, first])
        const refused = yield* Effect.flip(setStorePageProducts("site-1", id, ["no-such-product"]))
        assert.deepStrictEqual(refused._tag === "StoreCollectionRefused" && refused.errors, {
          productIds: STORE_COLLECTION_MESSAGE.unknownProduct,
        })
      }).pipe(Effect.provide(layer())),
  )

  it.effect(
    "categories are created, merged (products move) and removed; another website's page is missing",
    () =>
      Effect.gen(function* () {
        const id = yield* newPage
        const [product = ""] = yield* twoProducts
        yield* setStorePageProducts("site-1", id, [product])
        const tees = yield* createStoreCategory("site-1", id, "Tees", null)
        const shirts = yield* createStoreCategory("site-1", id, "Shirts", null)
        yield* changeStoreCategory("site-1", id, tees.id, { kind: "products", productIds: [product] })
        const merged = yield* changeStoreCategory("site-1", id, tees.id, { kind: "merge", intoId: shirts.id })
        assert.deepStrictEqual(merged.categories, [
          { id: shirts.id, name: "Shirts", parentId: null, productIds: [product] },
        ])
        const removed = yield* changeStoreCategory("site-1", id, shirts.id, { kind: "remove" })
        assert.deepStrictEqual(removed.categories, [])
        const elsewhere = yield* Effect.exit(createStoreCategory("site-2", id, "Tees", null))
        assert.isTrue(Exit.isFailure(elsewhere))
        const kept = yield* StorePages.use((pages) => pages.collection("site-1", id))
        assert.strictEqual(Option.getOrThrow(kept).version, 6)
      }).pipe(Effect.provide(layer())),
  )

  it.effect("a save that lost a race is applied again on what landed", () =>
    Effect.gen(function* () {
      const id = yield* newPage
      let raced = false
      const saved = yield* changeCollection("site-1", id, (collection) => {
        if (!raced) {
          raced = true
          // Another save lands between this read and its save.
          const page = kept.get(id)
          if (page) page.collection = { version: 1, collection: { productIds: ["other"], categories: [] } }
        }
        return { ok: true, collection: { ...collection, productIds: [...collection.productIds, "mine"] } }
      })
      assert.deepStrictEqual(saved.productIds, ["other", "mine"])
    }).pipe(Effect.provide(store)),
  )
})

const kept = new Map<string, MemoryStorePage>()
const store = Layer.merge(memoryLayer(), memoryStorePages(kept))
