/**
 * Page-type codes of a rendered page (ENUM-001, spec 000 §2 and 001 §3), complete as the spec lists
 * them. `MAIN_CONTENT` is "main content or collection"; `CART_V2` is "cart v2".
 *
 * @example
 * context.pageType === PageType.NOT_FOUND // a 404 page: tracking is skipped there
 */
export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  PAYWALL: 107,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
  SSO_PAGE: 400,
} as const
/** A page-type code. */
export type PageType = (typeof PageType)[keyof typeof PageType]
