import { Schema } from "effect"
import { CensusId, CensusTitle } from "./payload.ts"

/** Where an item was added to the cart from (TRACK-009). */
export const ProductPageSchema = Schema.Literals(["plp", "pdp", "add-on", "product_block"])
/** Where an item was added to the cart from: listing, detail page, add-on block or product block. */
export type ProductPage = typeof ProductPageSchema.Type

/**
 * The add-to-cart metric (TRACK-008), field names as the spec writes them.
 *
 * @example
 * Schema.decodeUnknownSync(AddToCartMetricSchema)(addToCartMetric({ websiteId: "s", pageId: "p", cartId: "c", productPage: "pdp", product }))
 */
export const AddToCartMetricSchema = Schema.Struct({
  website_id: CensusId,
  page_id: CensusId,
  cart_id: CensusId,
  product_page: ProductPageSchema,
  product: Schema.Struct({
    item_id: CensusId,
    item_type: Schema.Int,
    item_title: CensusTitle,
    item_collection_id: CensusId,
    item_collection_name: CensusTitle,
  }),
})
/** The add-to-cart metric (TRACK-008). */
export type AddToCartMetric = typeof AddToCartMetricSchema.Type

/** The visitor-analytics events (TRACK-014). */
export const VISITOR_EVENT_NAMES = [
  "VisitPDP",
  "VisitPLP",
  "ReviewsVitalsAnchorLink",
  "ReviewsTab",
  "AddToCart",
  "ViewCart",
  "RemoveFromCart",
  "RelatedProductDisplay",
  "RelatedProductAddToCart",
  "RelatedProductClick",
] as const
/** Schema of a visitor-analytics event name (TRACK-014). */
export const VisitorEventNameSchema = Schema.Literals(VISITOR_EVENT_NAMES)
/** A visitor-analytics event name. */
export type VisitorEventName = typeof VisitorEventNameSchema.Type

/**
 * A visitor-analytics event's payload: site, page, cart, item and product ids, and whether the
 * visitor is signed in (TRACK-015). Ids a page does not have are left out. `metric` rides along on
 * AddToCart (TRACK-008, TRACK-010).
 *
 * @example
 * Schema.decodeUnknownSync(VisitorEventPayloadSchema)({ siteId: "s", pageId: "p", itemId: "i", isLoggedIn: false })
 */
export const VisitorEventPayloadSchema = Schema.Struct({
  siteId: CensusId,
  pageId: Schema.optionalKey(CensusId),
  cartId: Schema.optionalKey(CensusId),
  itemId: Schema.optionalKey(CensusId),
  productId: Schema.optionalKey(CensusId),
  isLoggedIn: Schema.Boolean,
  metric: Schema.optionalKey(AddToCartMetricSchema),
})
/** A visitor-analytics event's payload (TRACK-015). */
export type VisitorEventPayload = typeof VisitorEventPayloadSchema.Type
