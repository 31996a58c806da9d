/**
 * `@vitrine/adapter-places`: the Places port of `@vitrine/core/places` on Google's Places API (New)
 * (`googlePlaces`), or on a fixed in-memory address book (`addressBookPlaces`, for a demo store
 * without a key and for tests).
 *
 * @example
 * import { googlePlaces, addressBookPlaces } from "@vitrine/adapter-places"
 */
export * from "./address-book.ts"
export * from "./google.ts"
export * from "./google-address.ts"
