import { Catalog, CatalogEditor } from "@vitrine/core/catalog"
import { Effect } from "effect"
import { demoCatalogue } from "./catalogue.ts"

export { demoCatalogue, demoImages } from "./catalogue.ts"
export { seedDemoForms } from "./forms.ts"
export { type ImageSpec, productSvg } from "./images.ts"
export { DEMO_WEBSITE_ID } from "./website.ts"

/**
 * Saves the demo catalogue through the CatalogEditor port when the catalogue is empty; returns how
 * many products it saved (0 when there already were some). Saving replaces by id, so two servers
 * seeding the same database at once end with one catalogue.
 *
 * @example
 * await runtime.runPromise(seedDemoCatalogue) // 13 on a fresh database, then 0
 */
export const seedDemoCatalogue: Effect.Effect<number, never, Catalog | CatalogEditor> = Effect.gen(
  function* () {
    const catalog = yield* Catalog
    const existing = yield* catalog.list
    return existing.length > 0 ? 0 : yield* saveDemoCatalogue
  },
)

/**
 * Saves (creates or replaces) every demo product, whatever else the catalogue holds: for a test
 * database shared with other suites.
 *
 * @example
 * await runtime.runPromise(saveDemoCatalogue) // 13
 */
export const saveDemoCatalogue: Effect.Effect<number, never, CatalogEditor> = Effect.gen(function* () {
  const editor = yield* CatalogEditor
  yield* Effect.forEach(demoCatalogue, editor.save, { discard: true })
  return demoCatalogue.length
})
