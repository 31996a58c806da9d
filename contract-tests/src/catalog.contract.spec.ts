import { assert, layer } from "@effect/vitest"
import { Inventory } from "@vitrine/core/cart"
import { Catalog, CatalogEditor, type Product } from "@vitrine/core/catalog"
import { Effect, Option } from "effect"
import { aProduct, aVariant, freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

const saved = (product: Product) => CatalogEditor.use((editor) => editor.save(product))
const found = (idOrSlug: string) => Catalog.use((catalog) => catalog.find(idOrSlug))
const listedIds = (among: readonly string[]) =>
  Catalog.use((catalog) => catalog.list).pipe(
    Effect.map((products) => products.map((product) => product.id).filter((id) => among.includes(id))),
  )

// Every field the product schema has, with values that are easy to lose: nulls, empty and nested
// JSON, money on sale, two option axes, a subscription plan.
const richProduct = (): Product => {
  const imageId = freshId()
  return aProduct({
    productType: 3,
    description: "",
    variants: [
      aVariant({
        attributes: { Size: "S", Colour: "Sand" },
        onSale: true,
        mainImageId: imageId,
        qtyInStock: 0,
      }),
      aVariant({
        attributes: {},
        priceMoney: { value: "0", currency: "EUR" },
        unlimited: true,
        qtyInStock: 0,
      }),
    ],
    variantOptionOrdering: ["Size", "Colour"],
    images: [{ id: imageId, url: "https://example.com/a.png", altText: "" }],
    onSale: true,
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 2, unit: "WEEK" }, numBillingCycles: 0 },
    useCustomAddButtonText: true,
    customAddButtonText: "Book now",
    additionalFieldsFormId: freshId(),
    scarcityEnabled: true,
  })
}

/**
 * The Catalog and CatalogEditor contract: what every adapter of the catalogue ports must do.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`Catalog contract (${name})`, (it) => {
    it.effect("DISPLAY-001 DISPLAY-002 find returns a saved product exactly as saved, every field", () =>
      Effect.gen(function* () {
        const product = richProduct()
        yield* saved(product)
        assert.deepStrictEqual(yield* found(product.id), Option.some(product))
      }),
    )

    it.effect("find takes a URL slug as well as an id", () =>
      Effect.gen(function* () {
        const product = aProduct()
        yield* saved(product)
        assert.deepStrictEqual(yield* found(product.urlSlug), Option.some(product))
      }),
    )

    it.effect("find prefers the product whose id matches over one whose slug does", () =>
      Effect.gen(function* () {
        const byId = aProduct()
        const bySlug = aProduct({ urlSlug: byId.id })
        yield* saved(bySlug)
        yield* saved(byId)
        assert.strictEqual(Option.getOrThrow(yield* found(byId.id)).id, byId.id)
      }),
    )

    it.effect("find returns none for an unknown id or slug, and for an empty one", () =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* found(freshId())))
        assert.isTrue(Option.isNone(yield* found("")))
      }),
    )

    it.effect("a product without variants round-trips", () =>
      Effect.gen(function* () {
        const product = aProduct({ variants: [] })
        yield* saved(product)
        assert.deepStrictEqual(yield* found(product.id), Option.some(product))
      }),
    )

    it.effect("save replaces the product: changed fields, new variants, and listed variants only", () =>
      Effect.gen(function* () {
        const [kept, dropped] = [aVariant({ qtyInStock: 4 }), aVariant()]
        const product = aProduct({ variants: [kept, dropped] })
        yield* saved(product)
        const added = aVariant({ unlimited: true })
        const replaced: Product = {
          ...product,
          title: "Linen shirt, washed",
          variants: [added, { ...kept, qtyInStock: 9, priceMoney: { value: "3000", currency: "USD" } }],
        }
        yield* saved(replaced)
        assert.deepStrictEqual(yield* found(product.id), Option.some(replaced))
        const inventory = yield* Inventory
        assert.isFalse(yield* inventory.decrement(dropped.id, 1))
      }),
    )

    it.effect("list holds every saved product in the order first saved; replacing keeps its place", () =>
      Effect.gen(function* () {
        const [first, second, third] = [aProduct(), aProduct(), aProduct()]
        for (const product of [first, second, third]) yield* saved(product)
        yield* saved({ ...first, title: "Renamed" })
        assert.deepStrictEqual(yield* listedIds([third.id, second.id, first.id]), [
          first.id,
          second.id,
          third.id,
        ])
        const catalog = yield* Catalog
        const listed = (yield* catalog.list).find((product) => product.id === first.id)
        assert.strictEqual(listed?.title, "Renamed")
      }),
    )

    it.effect.skipIf(options.sharedDatabase === true)("list is empty when nothing was saved", () =>
      Effect.gen(function* () {
        const catalog = yield* Catalog
        assert.deepStrictEqual(yield* catalog.list, [])
      }).pipe(Effect.provide(makeLayer())),
    )

    it.effect("a product's variants carry the stock Inventory changed", () =>
      Effect.gen(function* () {
        const variant = aVariant({ qtyInStock: 3 })
        const product = aProduct({ variants: [variant] })
        yield* saved(product)
        const inventory = yield* Inventory
        assert.isTrue(yield* inventory.decrement(variant.id, 2))
        const read = Option.getOrThrow(yield* found(product.id))
        assert.strictEqual(read.variants[0]?.qtyInStock, 1)
      }),
    )
  })
