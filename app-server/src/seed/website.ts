/**
 * The demo store's website: a server's website when its options name none (WEBSITE_ID's default),
 * and the owner of the demo forms on a database shared by servers of many websites.
 *
 * @example
 * start({ websiteId: DEMO_WEBSITE_ID })
 */
export const DEMO_WEBSITE_ID = "vitrine-demo"
