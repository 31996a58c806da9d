/**
 * `@vitrine/core/testing`: builders of plain domain data for tests (products, variants, orders),
 * every field filled with a plain default and any field overridable. Kept apart from the runtime
 * subpaths so no storefront bundles it by importing a module it uses.
 *
 * @example
 * import { makeOrder, makeProduct } from "@vitrine/core/testing"
 * const order = makeOrder({ status: "fulfilled" })
 */
export { makeOptionProduct, makeProduct, makeVariant, variantsFor } from "../catalog/testing.ts"
export { makeOrder, makeOrderDraft, makeOrderItem, makeShippingAddress } from "../checkout/testing.ts"
