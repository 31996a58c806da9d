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
 * The header and footer (SITE-001) are kept per website too (`SiteHeaderFooterRepository`;
 * `siteHeaderFooter` gives `DEFAULT_HEADER_FOOTER` until the merchant saves any). The spec names the
 * editor, its two parts and its two calls (API-031, API-032) and nothing else; our choices:
 * - The header is a site title (the home link, 1–80 characters), an announcement line (up to 200,
 *   empty: none) and up to 8 navigation links; the footer a line of text (up to 500, empty: none)
 *   and up to 8 links. A link is a name (1–40) and a target (`isSiteLinkTarget`): a path of this
 *   site or an http(s) address, never another scheme. Texts are plain text, never HTML.
 * - A save replaces both parts whole; `GET` answers `{ header, footer }`, the defaults before any
 *   save, and `PUT` answers what it saved in the same shape.
 * - Both calls are the merchant's (the `site.manage` permission: admins and website managers);
 *   the storefront reads the header and footer on the server, never through the API.
 *
 * The multilingual setup (SITE-002) is kept per website too (`MultilingualRepository`;
 * `multilingualSettings` gives `DEFAULT_MULTILINGUAL_SETTINGS`, English alone and no translation
 * service, until the merchant saves any). The spec names the settings, the payload `languages` and
 * five calls (API-033 to API-037) and nothing else; our choices:
 * - The settings are `{ primaryLanguage, languages, connection }`: the site's own language (a tag);
 *   its languages in the switcher's order, each `{ tag, published }`; the translation service's
 *   connection, `{ status: "connected", connectedAt }` (ISO 8601) or `{ status: "disconnected" }`.
 * - A tag is canonical BCP 47 from `LANGUAGE_CATALOGUE` (31 languages, names written out, not asked
 *   of `Intl`); a list holds 1 to 10 (`MULTILINGUAL_LIMITS`), each once, and always the primary
 *   language, published. The primary is not part of the payload: no call of the spec changes it.
 * - Saving a list (API-036) replaces it whole and connects the translation service; disconnecting
 *   (API-037) keeps the list, published flags and all, and leaves only the primary language live
 *   (`liveLanguages`) until the list is saved again, which reconnects the site as it was.
 * - `GET …/settings` answers the settings; `…/status` `{ connected, connectedAt, primaryLanguage,
 *   languageCount, liveLanguages }` (`multilingualStatus`); `…/languages` `{ languages, limit }`,
 *   the catalogue with each language's place on the site (`offeredLanguages`); `PUT …/languages`
 *   and `DELETE …/connection` answer the settings as saved. All are the merchant's (`site.manage`).
 *
 * Connections (spec 001 §2–§5; `SiteConnectionsRepository`): a form's mailing-list connection,
 * `{ listId, doubleOptIn, subject, to, cc, bcc }` (EDITOR-008), to one of the store's own lists
 * (`MAILING_LISTS`: newsletter, restock), checked by `mailingConnectionProblems` on the screen and by
 * `MailingConnectionSchema` at the boundary with the editor's messages (EDITOR-014/015/023/024; To
 * needs one address, CC and BCC may be empty; the example address is `EMAIL_EXAMPLE`); and the
 * automation service's connection, a state machine (`transition`, EDITOR-009) whose handshake is a
 * one-time key confirmed by the service (see automation-connection.ts). All calls but the handshake
 * are the merchant's (`site.manage`).
 *
 * The main navigation is the header's links: the site layout (API-039, `siteLayout`) is one entry,
 * `layout[0]`, identified `mainNavigation`, whose `links` they are; appending to a layout without it
 * fails with "Unable to find site main navigation" (`appendToMainNavigation`, STORE-009). The
 * navigation update payload (STORE-008) is `NavigationUpdateSchema` (`navigationUpdate` builds
 * one): each item points at one collection, address or member area at most (none: a folder of
 * nested items), nested at most 3 deep. See navigation.ts for the reasons. `updateNavigation` (API-038)
 * sets the main navigation, so the header's links: one per item, a store page or an address, no
 * nesting; see main-navigation.ts.
 *
 * Upsells go to the settings' billing pages (`upsellDestination`, SITE-005, SITE-006); internal or
 * non-live sites may override feature variants with `?variant.<feature>=<variant>`, "reset" clearing
 * one (`featureVariantOverrides`, SITE-007, SITE-008). See upsell.ts and feature-variants.ts.
 *
 * A store page is created with its root category by `createStore` (STORE-001, STORE-002) over the
 * `StorePages` port (API-040, API-041; payloads `storePagePayload`, `rootCategoryPayload`, STORE-003,
 * STORE-004): page, category, then optionally a link `/<urlId>` named by the title appended to the
 * main navigation (STORE-009's `MainNavigationMissing`; `NavigationFull` past the header's 8 links,
 * the page and category kept). `StorePages` is a store port (memory and Postgres adapters); the HTTP adapter's API-040 and
 * API-041 routes call it one step at a time, as the editor does.
 *
 * @example
 * import { DEFAULT_STORE_SETTINGS, storeUrlId } from "@vitrine/core/site"
 * storeUrlId("Shop", ["shop"]) // "shop-1"
 */
export * from "./automation-connection.ts"
export * from "./connections-program.ts"
export * from "./defaults.ts"
export * from "./errors.ts"
export * from "./feature-variants.ts"
export * from "./header-footer.ts"
export * from "./header-footer-defaults.ts"
export * from "./header-footer-link.ts"
export * from "./header-footer-program.ts"
export * from "./image.ts"
export * from "./image-settings.ts"
export * from "./image-variants.ts"
export * from "./limits.ts"
export * from "./list-subscriber.ts"
export * from "./list-subscriber-rules.ts"
export * from "./list-subscribers-program.ts"
export * from "./mailing-connection.ts"
export * from "./mailing-connection-rules.ts"
export * from "./main-navigation.ts"
export * from "./model.ts"
export * from "./multilingual.ts"
export * from "./multilingual-catalogue.ts"
export * from "./multilingual-program.ts"
export * from "./multilingual-rules.ts"
export * from "./multilingual-views.ts"
export * from "./navigation.ts"
export * from "./navigation-model.ts"
export * from "./navigation-program.ts"
export * from "./port.ts"
export * from "./program.ts"
export * from "./status.ts"
export * from "./store-setup.ts"
export * from "./store-setup-program.ts"
export * from "./tags.ts"
export * from "./upsell.ts"
export * from "./url.ts"
export * from "./url-id.ts"
