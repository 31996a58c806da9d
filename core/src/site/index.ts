/**
 * `@vitrine/core/site`: the site and its store settings, site status and trial days, the admin check,
 * the store URL id, tag and category names, image sizes and alt text, the site limits and the URL
 * validator.
 *
 * Store settings are kept per website (`StoreSettingsRepository`; `storeSettings` gives the defaults
 * until the merchant saves any). Changing the store currency (`changeStoreCurrency`) converts no
 * price: prices are entered in the store currency and kept as minor units, so the same minor units
 * read in the new currency (1999: $19.99, €19.99, ¥1,999); see `inStoreCurrency` in
 * `@vitrine/core/catalog`. Carts keep the currency they were opened in.
 *
 * @example
 * import { DEFAULT_STORE_SETTINGS, storeUrlId } from "@vitrine/core/site"
 * storeUrlId("Shop", ["shop"]) // "shop-1"
 */
export * from "./defaults.ts"
export * from "./image.ts"
export * from "./image-settings.ts"
export * from "./image-variants.ts"
export * from "./limits.ts"
export * from "./model.ts"
export * from "./port.ts"
export * from "./program.ts"
export * from "./status.ts"
export * from "./tags.ts"
export * from "./url.ts"
export * from "./url-id.ts"
