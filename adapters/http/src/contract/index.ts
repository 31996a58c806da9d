/**
 * `@vitrine/adapter-http/contract`: the wire contract, one Schema per endpoint (request params,
 * query and body, and response), plus the error body. The router decodes requests and encodes
 * responses with these; the client and MSW handlers speak the same shapes.
 *
 * @example
 * import { AddToCart, ErrorBodySchema } from "@vitrine/adapter-http/contract"
 * const body = Schema.decodeUnknownSync(AddToCart.body)({ itemId: "prod-1", quantity: "2" })
 */
export * from "./account.ts"
export * from "./analytics.ts"
export * from "./cart.ts"
export * from "./checkout.ts"
export * from "./connections.ts"
export * from "./errors.ts"
export * from "./fields.ts"
export * from "./forms.ts"
export * from "./home-layout.ts"
export * from "./inventory.ts"
export * from "./multilingual.ts"
export * from "./page-data.ts"
export * from "./places.ts"
export * from "./preferences.ts"
export * from "./products.ts"
export * from "./restock.ts"
export * from "./restock-admin.ts"
export * from "./settings.ts"
export * from "./site-files.ts"
export * from "./site-header-footer.ts"
export * from "./site-paths.ts"
export * from "./site-styles.ts"
export * from "./staff.ts"
export * from "./store-collections.ts"
export * from "./store-pages.ts"
export * from "./wire.ts"
