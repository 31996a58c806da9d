import type { AddToCartMetric, ProductPage } from "./metrics.ts"

// Apart from the metric's schema (metrics.ts): the storefront's analytics session builds the metric
// in the browser, and importing it must not bring Effect's Schema into the browser's bundle.

/**
 * The add-to-cart metric from the storefront's own names (TRACK-008, TRACK-009).
 *
 * @example
 * addToCartMetric({ websiteId: "s", pageId: "p", cartId: "c", productPage: "plp", product: { id: "i", productType: 1, title: "Hat", collectionId: "shop", collectionName: "Shop" } })
 */
export const addToCartMetric = (input: {
  readonly websiteId: string
  readonly pageId: string
  readonly cartId: string
  readonly productPage: ProductPage
  readonly product: {
    readonly id: string
    readonly productType: number
    readonly title: string
    readonly collectionId: string
    readonly collectionName: string
  }
}): AddToCartMetric => ({
  website_id: input.websiteId,
  page_id: input.pageId,
  cart_id: input.cartId,
  product_page: input.productPage,
  product: {
    item_id: input.product.id,
    item_type: input.product.productType,
    item_title: input.product.title,
    item_collection_id: input.product.collectionId,
    item_collection_name: input.product.collectionName,
  },
})
