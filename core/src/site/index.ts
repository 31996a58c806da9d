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
 * Site styles (001 §2: the font picker with search and style guide, EDITOR-003; the colour picker
 * with hex, RGB, HSL and alpha, COLOUR-010) are kept per website too (`SiteStylesRepository`;
 * `siteStyles` gives `DEFAULT_SITE_STYLES` until the merchant saves any). The spec names the two
 * pickers and their messages only; our choices:
 * - The styles are `{ headingFont, bodyFont, colours: { accent, background, text } }`: fonts are ids
 *   of `FONT_CATALOGUE` (eight self-hosted OFL families, latin, weights 400 and 700, and three system
 *   stacks); colours are website colours (hue 0–360, saturation, lightness, alpha 0–1), validated
 *   with the spec's messages (COLOUR-005 to COLOUR-009). A save replaces them whole.
 * - The storefront applies them on the server as CSS custom properties with the fonts'
 *   `@font-face` rules (`siteStylesCss`); text on the accent is light or dark by the dark-colour rule
 *   (`onAccentColour`, COLOUR-011).
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
 * A store page's collection (`StorePages.collection`, store-collection.ts): its products in the
 * merchant's order (at most 200, CONST-006) and categories nested under its root (at most 10000,
 * CONST-008), created, renamed, merged and removed by the programs of store-collection-program.ts;
 * the orderable items of CONST-005 (at most 250) are its products and top-level categories.
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
 * The home page may be a layout of sections the merchant arranges (`HomeLayoutRepository`;
 * `homeLayout` is none until a save, and the home page then stays as it was). The spec gives the
 * limits (CONST-003, CONST-011, CONST-012) and two messages (EDITOR-044, EDITOR-045); our choices:
 * - A layout is sections in order, each a padding preset (3, 6 or 12 % of the page's width) and
 *   blocks in order: text (a plain heading and a rich-text paragraph, `RichTextSchema`), marquee (a text and a wave
 *   intensity, 0 or 60; frequency, speed and size are the presets, not stored), video (a Vimeo or
 *   YouTube address, `videoSource`), code (the merchant's HTML, shown only in a sandboxed frame).
 * - The 60 blocks (CONST-003) are counted over the whole layout; sections are not blocks.
 * - A text block's paragraph is rich text (SCOPE-004, `RichTextSchema`): a closed JSON document of
 *   paragraphs and bulleted/numbered lists of runs, each bold, italic and/or a link (http(s),
 *   mailto: or a page of the site), at most 2000 characters and 500 nodes; never HTML. The server
 *   renders it (`richTextHtml`: p, ul, ol, li, strong, em, a with href and rel only, escaped). A
 *   paragraph stored as plain text before is decoded as rich text (`RichTextFieldSchema`), so no
 *   migration rewrites stored layouts; the next save stores the document.
 * - Inside the editor's preview frame, links to pages of the site, the cart's among them, are written
 *   against the frame's location (UI-004, `frameSiteHref`, `frameCartHref`).
 * - Saving (`saveHomeLayout`) asks Vimeo about each Vimeo video (`VimeoEmbeds`): one Vimeo will not
 *   embed is refused with EDITOR-044's message on its field, Vimeo unreachable with "Unable to
 *   connect. Please try again"; either way nothing is saved.
 * - An album block (`AlbumBlockSchema`) is a title and at most 60 tracks (CONST-004), each a title
 *   and an audio file (MP3, Ogg, WAV) of the file manager, checked on save; visitors play a track
 *   from `trackAudioPath`, which serves only files that are tracks of the saved home page.
 * - A Smugmug gallery block (`SmugmugBlockSchema`) names an account and one of its galleries; the
 *   editor offers the first 20 galleries and a block shows the first 50 images (CONST-007, our
 *   reading). The save asks Smugmug (`SmugmugGalleries`) and keeps the gallery's title and images,
 *   so visits never wait on Smugmug; Smugmug unreachable is "Unable to connect. Please try again".
 *
 * @example
 * import { DEFAULT_STORE_SETTINGS, storeUrlId } from "@vitrine/core/site"
 * storeUrlId("Shop", ["shop"]) // "shop-1"
 *
 * The storefront in the site's languages (SITE-009, SESSION-002; the spec says only that translation
 * strings load from static dictionaries; our choices):
 * - One static dictionary per language (`dictionaries/*.ts`): English is the source (001 §8's default
 *   texts and the cart chrome), and French, German, Spanish, Italian, Dutch and Portuguese translate
 *   every key, keeping each `{placeholder}`. `dictionaryFor(tag)` gives a language its own, else its
 *   base language's (`pt-BR` → `pt`), else English's; `translate` falls back key by key to English
 *   for a missing or empty text, so it never answers an empty one.
 * - The language is in the path, as multilingual stores do (shareable, cacheable, one address per
 *   page and language): the primary language's pages have no prefix, another live language's are
 *   under its tag (`/fr/products/linen-shirt`). Only live languages (`liveLanguages`: published,
 *   service connected) are served; any other catalogue tag moves temporarily to the primary's page
 *   (a shared link keeps working), the primary's own prefix and other spellings move permanently
 *   (`pageLanguage`). `languageLinks` gives the switcher and the `hreflang` alternates.
 */
export * from "./automation-connection.ts"
export * from "./connections-program.ts"
export * from "./defaults.ts"
export * from "./errors.ts"
export * from "./feature-variants.ts"
export * from "./fonts.ts"
export * from "./frame-location.ts"
export * from "./header-footer.ts"
export * from "./header-footer-defaults.ts"
export * from "./header-footer-link.ts"
export * from "./header-footer-program.ts"
export * from "./home-album.ts"
export * from "./home-layout.ts"
export * from "./home-layout-check.ts"
export * from "./home-layout-program.ts"
export * from "./home-layout-rules.ts"
export * from "./home-media-program.ts"
export * from "./home-smugmug.ts"
export * from "./home-video.ts"
export * from "./image.ts"
export * from "./image-settings.ts"
export * from "./image-variants.ts"
export * from "./in-language.ts"
export * from "./language-path.ts"
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
export * from "./rich-text.ts"
export * from "./rich-text-html.ts"
export * from "./status.ts"
export * from "./store-categories.ts"
export * from "./store-category-move.ts"
export * from "./store-collection.ts"
export * from "./store-collection-program.ts"
export * from "./store-setup.ts"
export * from "./store-setup-program.ts"
export * from "./styles.ts"
export * from "./styles-css.ts"
export * from "./styles-defaults.ts"
export * from "./styles-program.ts"
export * from "./tags.ts"
export * from "./translation.ts"
export * from "./upsell.ts"
export * from "./url.ts"
export * from "./url-id.ts"
