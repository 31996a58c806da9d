// The namespaces' names apart from their schemas (model.ts): the storefront's analytics session
// reads its settings by these names, and a module it imports must not bring Effect's Schema into
// the browser's bundle (about 26 KB gzip on an island page, which otherwise needs none).

/** The namespace of the cookie-consent settings. */
export const COOKIE_CONSENT_NAMESPACE = "cookie-consent"
/** The namespace of the analytics settings. */
export const ANALYTICS_NAMESPACE = "analytics"
