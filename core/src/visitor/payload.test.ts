import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addToCartMetric } from "./add-to-cart-metric.ts"
import { AddToCartMetricSchema, VISITOR_EVENT_NAMES, VisitorEventPayloadSchema } from "./metrics.ts"
import { contentSourceOf, TRACKING_PAYLOAD_FIELDS, TrackingPayloadSchema } from "./payload.ts"

const accepts = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, value: unknown) =>
  Schema.decodeUnknownExit(schema)(value)._tag === "Success"

describe("tracking payloads", () => {
  it("TRACK-005 the payload has the spec's fields", () => {
    expect(TRACKING_PAYLOAD_FIELDS).toEqual([
      "event",
      "data",
      "ss_cvr",
      "userAgent",
      "clientDate",
      "viewportWidth",
      "viewportHeight",
      "screenWidth",
      "screenHeight",
      "websiteId",
      "templateId",
      "website_locale",
      "member_locale",
      "memberAccountId",
      "variantId",
      "url",
      "title",
      "itemId",
      "recordType",
      "collectionId",
      "pagePermissionTypeValue",
      "pageTitle",
      "pageId",
      "pagePath",
      "pageHash",
      "contentSource",
      "visitorCookie",
      "formId",
    ])
    expect(accepts(TrackingPayloadSchema, { websiteId: "s", pagePath: "/", viewportWidth: 390 })).toBe(true)
    expect(accepts(TrackingPayloadSchema, { url: "x".repeat(2084) })).toBe(false)
  })

  it("TRACK-006 contentSource is i for an item and c for a collection, nothing else", () => {
    expect(contentSourceOf({ itemId: "shirt" })).toBe("i")
    expect(contentSourceOf({})).toBe("c")
    expect(accepts(TrackingPayloadSchema, { contentSource: "i" })).toBe(true)
    expect(accepts(TrackingPayloadSchema, { contentSource: "c" })).toBe(true)
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== "i" && s !== "c"),
        (source) => {
          expect(accepts(TrackingPayloadSchema, { contentSource: source })).toBe(false)
        },
      ),
    )
  })

  const product = { id: "i1", productType: 1, title: "Hat", collectionId: "shop", collectionName: "Shop" }

  it("TRACK-008 the add-to-cart metric carries website, page, cart, product page and the product", () => {
    const metric = addToCartMetric({ websiteId: "s", pageId: "p", cartId: "c", productPage: "pdp", product })
    expect(metric).toEqual({
      website_id: "s",
      page_id: "p",
      cart_id: "c",
      product_page: "pdp",
      product: {
        item_id: "i1",
        item_type: 1,
        item_title: "Hat",
        item_collection_id: "shop",
        item_collection_name: "Shop",
      },
    })
    expect(accepts(AddToCartMetricSchema, metric)).toBe(true)
  })

  it("TRACK-009 product_page is plp, pdp, add-on or product_block", () => {
    for (const productPage of ["plp", "pdp", "add-on", "product_block"] as const) {
      expect(
        accepts(
          AddToCartMetricSchema,
          addToCartMetric({ websiteId: "s", pageId: "p", cartId: "c", productPage, product }),
        ),
      ).toBe(true)
    }
    const metric = addToCartMetric({ websiteId: "s", pageId: "p", cartId: "c", productPage: "pdp", product })
    expect(accepts(AddToCartMetricSchema, { ...metric, product_page: "cart" })).toBe(false)
  })

  it("TRACK-014 the visitor-analytics events are the spec's ten", () => {
    expect(VISITOR_EVENT_NAMES).toEqual([
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
    ])
  })

  it("TRACK-015 an event's payload is site, page, cart, item and product ids and the signed-in flag", () => {
    expect(Object.keys(VisitorEventPayloadSchema.fields)).toEqual([
      "siteId",
      "pageId",
      "cartId",
      "itemId",
      "productId",
      "isLoggedIn",
      "metric",
    ])
    expect(accepts(VisitorEventPayloadSchema, { siteId: "s", cartId: "c", isLoggedIn: true })).toBe(true)
    expect(accepts(VisitorEventPayloadSchema, { siteId: "s" })).toBe(false)
  })
})
