import { Layer, Option } from "effect"
import type { Product } from "../catalog/model.ts"
import { Catalog, CatalogEditor } from "../catalog/port.ts"
import { type MemoryStore, read, write } from "./store.ts"

/**
 * The product with this id, else the one with this URL slug.
 *
 * @example
 * findProduct(state.products, "linen-shirt")
 */
export const findProduct = (products: ReadonlyMap<string, Product>, idOrSlug: string): Product | undefined =>
  products.get(idOrSlug) ?? [...products.values()].find((product) => product.urlSlug === idOrSlug)

/**
 * Catalog over a memory store. Products come back as saved, with the variants' current stock, since
 * Inventory changes stock on the same stored products.
 *
 * @example
 * Layer.provide(program, memoryCatalog(makeMemoryStore()))
 */
export const memoryCatalog = (store: MemoryStore): Layer.Layer<Catalog> =>
  Layer.succeed(
    Catalog,
    Catalog.of({
      list: read(store, (state) => [...state.products.values()]),
      find: (idOrSlug) => read(store, (state) => Option.fromNullishOr(findProduct(state.products, idOrSlug))),
    }),
  )

/**
 * CatalogEditor over a memory store: `save` replaces the whole product, its variants and their stock,
 * so variants no longer listed are gone with it.
 *
 * @example
 * Layer.provide(program, memoryCatalogEditor(makeMemoryStore()))
 */
export const memoryCatalogEditor = (store: MemoryStore): Layer.Layer<CatalogEditor> =>
  Layer.succeed(
    CatalogEditor,
    CatalogEditor.of({
      save: (product) =>
        write(store, (state) => [
          undefined,
          { ...state, products: new Map(state.products).set(product.id, product) },
        ]),
    }),
  )
