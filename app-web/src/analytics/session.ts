import type { Cart, CartEntry } from "@vitrine/core/cart"
import type { CheckoutConfirmedEvent, PurchaseEvent } from "@vitrine/core/checkout"
import { addToCartMetric, COOKIE_NAMES, type VisitorEventName } from "@vitrine/core/visitor"
import { metaPixel, reportCheckoutConfirmed, reportPurchase, startTracker } from "@vitrine/tracker"
import { type MerchantSettings, merchantSettings } from "./merchant-settings.ts"
import { addedFrom, watchRelated } from "./related-tracking.ts"

/** What the page's analytics calls reach once loaded (see `analytics.ts`). */
export interface AnalyticsSession {
  readonly page: (path: string) => void
  readonly productVisit: (productId: string) => void
  readonly added: (cart: Cart, entry: CartEntry, path: string) => void
  readonly removed: (cart: Cart, itemId: string | undefined) => void
  /** A paid order, for the advertising tag (TRACK-012). */
  readonly purchase: (event: PurchaseEvent) => void
  /** A confirmed checkout, for the store's analytics (TRACK-013). */
  readonly confirmed: (event: CheckoutConfirmedEvent) => void
  /** Whether the consent banner shows: the merchant wants it and the visitor has not answered. */
  readonly bannerNeeded: boolean
  /** The visitor's answer to the banner: accepting starts tracking this page at once. */
  readonly consent: (accepted: boolean) => void
}

const hasCookie = (name: string) =>
  document.cookie.split(";").some((part) => part.trim().startsWith(`${name}=`))

// The browser already answered for a visitor with Global Privacy Control on: a refusal, so no banner asks.
const gpc = () => (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true

// The event a page's view sends besides its hit (TRACK-014): the product page sends VisitPDP itself,
// once its product is known.
const pageEventOf = (path: string): VisitorEventName | undefined =>
  path === "/" ? "VisitPLP" : path === "/cart" ? "ViewCart" : undefined

/**
 * Where an add came from (TRACK-009): a product page (`/products/…`) or the listing, unless a marked
 * part of the page showed the product (`addedFrom`): a product page's "You may also like" is
 * `add-on` (a block of other products to add beside the one the page is about), a product block
 * (`@vitrine/react`'s `ProductBlock`) `product_block`.
 *
 * @example
 * productPageOf("/products/linen-shirt") // "pdp"
 * productPageOf("/products/linen-shirt", "add-on") // "add-on"
 */
export const productPageOf = (path: string, from?: "add-on" | "product_block") =>
  from ?? (path.startsWith("/products/") ? "pdp" : "plp")

/**
 * Starts the tracker on the page with the merchant's settings (the consent default, the visitor
 * metrics and performance collector switches, from commerce preferences) and answers the page's
 * calls. The site id in event payloads is the store's host: the server files every event under its
 * own website, whatever a page says. The demo store has one collection, its listing (`shop`).
 *
 * @example
 * const session = await startSession(location.pathname)
 */
export const startSession = async (path: string): Promise<AnalyticsSession> =>
  sessionWith(await merchantSettings(), path)

const sessionWith = (settings: MerchantSettings, firstPath: string): AnalyticsSession => {
  const siteId = location.host
  const tracker = startTracker({
    websiteId: siteId,
    page: { path: firstPath },
    merchantDefault: settings.defaultMode,
    visitorMetrics: settings.visitorMetrics,
    performanceCollector: settings.performanceCollector,
    adPixel: metaPixel,
  })
  let current = firstPath
  const base = () => ({ siteId, isLoggedIn: hasCookie(COOKIE_NAMES.siteUser) })
  // A related product's display names the product it is shown for; its click the product followed.
  watchRelated(document, {
    displayed: (productId) =>
      tracker.event("RelatedProductDisplay", { ...base(), pageId: current, itemId: productId, productId }),
    clicked: (productId) =>
      tracker.event("RelatedProductClick", { ...base(), pageId: current, itemId: productId, productId }),
  })
  return {
    page: (path) => {
      // The first page's hit went with the tracker's start.
      if (path !== current) tracker.hit(path)
      current = path
      const event = pageEventOf(path)
      if (event) tracker.event(event, { ...base(), pageId: path })
    },
    productVisit: (productId) =>
      tracker.event("VisitPDP", { ...base(), pageId: current, itemId: productId, productId }),
    added: (cart, entry, path) => {
      const from = addedFrom(document, entry.itemId)
      const ids = { pageId: path, cartId: cart.id, itemId: entry.itemId, productId: entry.itemId }
      tracker.event("AddToCart", {
        ...base(),
        ...ids,
        metric: addToCartMetric({
          websiteId: cart.websiteId,
          pageId: path,
          cartId: cart.id,
          productPage: productPageOf(path, from),
          product: {
            id: entry.itemId,
            productType: entry.productType,
            title: entry.title,
            collectionId: "shop",
            collectionName: "Shop",
          },
        }),
      })
      if (from === "add-on") tracker.event("RelatedProductAddToCart", { ...base(), ...ids })
    },
    removed: (cart, itemId) =>
      tracker.event("RemoveFromCart", {
        ...base(),
        pageId: current,
        cartId: cart.id,
        ...(itemId ? { itemId, productId: itemId } : {}),
      }),
    // Once per order: the confirmation page's useOrderTracking decides what is due and when.
    purchase: (event) => reportPurchase(tracker, event),
    confirmed: (event) => reportCheckoutConfirmed(tracker, event),
    bannerNeeded: settings.bannerEnabled && !hasCookie(COOKIE_NAMES.performanceConsent) && !gpc(),
    consent: tracker.consent,
  }
}
