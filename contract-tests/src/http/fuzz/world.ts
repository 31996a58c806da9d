import { BOT_CHECK_ACTIONS } from "@vitrine/core/botcheck"
import { CONTACT_FORM, NEWSLETTER_FORM } from "@vitrine/core/form"
import {
  collectionItem,
  DEFAULT_HEADER_FOOTER,
  DEFAULT_SITE_STYLES,
  FONT_IDS,
  MAIN_NAVIGATION,
} from "@vitrine/core/site"
import { Arbitrary, Effect, Schema } from "effect"
import fc from "fast-check"
import { TEST_ADMIN } from "../staff.ts"

/**
 * What the fuzz knows of the store it attacks, so that some requests are valid and reach the
 * programs: a visitor's crumb, cart and its lines, the catalogue's ids, slugs and SKUs.
 */
export interface World {
  readonly crumb: string
  readonly cartId: string
  readonly entryIds: readonly string[]
  /** The item and SKU of each line of that cart, as a request naming a line sends them (API-002). */
  readonly lines: readonly { readonly itemId: string; readonly sku: string }[]
  readonly productIds: readonly string[]
  readonly skus: readonly string[]
  /** Each product's id with the SKU of one of its variants, as a product page adds them. */
  readonly choices: readonly { readonly itemId: string; readonly sku: string }[]
  /** The same for the products sold as subscriptions, as their page starts a subscription (API-004). */
  readonly subscriptions: readonly { readonly itemId: string; readonly sku: string }[]
  /** Orders placed by other visitors: paid ones (to read, fulfil, cancel) and one awaiting its second step. */
  readonly orderIds: readonly string[]
  /** The idempotency key of a placed order: a replay answers it without touching the fuzz's cart. */
  readonly idempotencyKeys: readonly string[]
  /** Each product's id with the id of one of its variants, as a restock box sends them. */
  readonly variants: readonly { readonly productId: string; readonly variantId: string }[]
  /** The demo forms' ids. */
  readonly formIds: readonly string[]
  /** Fresh submission keys issued to the visitor's session (each spendable once). */
  readonly submissionKeys: readonly string[]
  /**
   * For the routes that act as the signed-in member or staff member (the locale, staff management):
   * the session cookies the requests carry (`world.crumb` is then bound to them), and staff of the
   * website to change and remove. Absent for every other route, whose requests carry no session.
   */
  readonly signedIn?: { readonly cookies: string; readonly staffIds: readonly string[] }
  /** The store's website id, as the content service's paths name it (API-040, API-041). */
  readonly websiteId: string
  /** Store pages the website has, for a category to go in. */
  readonly storePageIds: readonly string[]
  /** Categories of the first store page, to rename, fill, merge and remove. */
  readonly storeCategoryIds: readonly string[]
  /** The automation connection's awaited key (EDITOR-009), for the handshake's run only; else none. */
  readonly automationKeys: readonly string[]
  /** Files of the site's file manager (EDITOR-002), to rename, download and delete. */
  readonly fileIds: readonly string[]
  /** Audio files of the file manager (MP3), for the home page's album tracks. */
  readonly audioFileIds: readonly string[]
  /** Subscribers of the newsletter list, for the removal's run only (made before it); else none. */
  readonly subscriberIds: readonly string[]
  /** Processing jobs of an image (EDITOR-010), for the job routes' runs only; else none. */
  readonly jobIds: readonly string[]
}

const PHOTO = {
  url: "https://photos.smugmug.com/photos/i-x/0/L/i-x-L.jpg",
  width: 1024,
  height: 768,
  alt: "A photo",
}

/**
 * Values of a contract Schema's encoded side drawn by Effect's own Schema arbitrary (effect 4 has
 * its generator, not fast-check's), sampled once and offered to fast-check as constants, so every
 * route is fuzzed with inputs shaped as its Schema says (and with the odd strings Effect draws:
 * NUL, lone surrogates, `__proto__`). Undefined when the Schema cannot be sampled.
 *
 * @example
 * const bodies = await schemaSamples(AddToCart.body, 42)
 */
export const schemaSamples = async (
  schema: Schema.Constraint | undefined,
  seed: number,
): Promise<fc.Arbitrary<unknown> | undefined> => {
  if (schema === undefined) return undefined
  const sampled = await Effect.runPromise(
    Effect.result(Arbitrary.sampleEffect(Arbitrary.schema(Schema.toEncoded(schema)), { count: 200, seed })),
  )
  if (sampled._tag === "Failure" || sampled.success.length === 0) return undefined
  return fc.constantFrom(...sampled.success)
}

/**
 * The field names of a Struct Schema (a route's declared query or body), empty for anything else.
 *
 * @example
 * fieldsOf(AddToCart.body) // ["itemId", "sku", "quantity", "additionalFields"]
 */
export const fieldsOf = (schema: unknown): readonly string[] => {
  const fields = (schema as { readonly fields?: unknown } | undefined)?.fields
  return typeof fields === "object" && fields !== null ? Object.keys(fields) : []
}

/**
 * Values a field of this name holds in the demo store (a product id or slug, a SKU, a line, a
 * quantity as typed, a currency code…), valid and near-valid; any text for a name it does not know.
 *
 * @example
 * fc.sample(knownValue("itemId", world), 1) // e.g. ["prod-linen-shirt"]
 */
export const knownValue = (name: string, world: World): fc.Arbitrary<unknown> => {
  switch (name) {
    case "itemId":
    case "idOrSlug":
    case "productId":
      return fc.constantFrom(...world.productIds, "prod-gone", "PROD-LINEN-SHIRT", " linen-shirt")
    case "sku":
    case "variantId":
      return fc.constantFrom(...world.skus, null, "", "XL")
    case "entryId":
      // Mostly the cart's own lines, so a route that changes a line (and must name its item) lands now and then.
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...world.entryIds) },
        { weight: 1, arbitrary: fc.constantFrom("0", "-1", "9999999999") },
      )
    case "quantity":
    case "qty":
      return fc.oneof(
        fc.integer({ min: -2, max: 12 }),
        fc.constantFrom("1", "2", " 3 ", "2.5", "1e3", "abc", "", "10000", 2.5, Number.MAX_VALUE, -0),
      )
    case "additionalFields":
      // Mostly none (what the demo's lines, having no form, accept), so the route lands now and then
      // among all the other fields' hostile values: at an even share, 4 of 2 000 landed, and a run
      // with none failed.
      return fc.oneof(
        { weight: 6, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: fc.string() },
      )
    case "subscriptionOptionId":
      return fc.constantFrom(null, "default", "weekly", "", "DEFAULT")
    case "selectedCurrency":
      return fc.constantFrom("USD", "EUR", "GBP", "JPY", "SEK", "eur", "XXX", "", 978)
    case "template":
      return fc.constantFrom("restock", "order", "newsletter", "RESTOCK")
    case "format":
      return fc.constantFrom("text", "html", "TEXT")
    case "siteVisitorEmail":
      return fc.oneof(
        fc.emailAddress(),
        fc.constantFrom("ada@example.com", " Ada@Example.com ", "", " ", "ada@", "a b@example.com", 42, null),
      )
    case "isJoinMailingList":
      return fc.constantFrom(true, false, "true", 1, null)
    case "recaptchaEnterpriseV3Token":
      return fc.constantFrom(null, "", "forged-token")
    case "language":
      return fc.constantFrom("fr", "de-CH", "x".repeat(40))
    case "sendRequests":
      return fc.array(fc.oneof(fc.constantFrom(...world.variants), fc.record({ productId: fc.string() })), {
        maxLength: 4,
      })
    case "key":
      return fc.constantFrom("restock:0:1", "", "x", ...world.automationKeys)
    case "state":
      return fc.constantFrom("pending", "sent", "dead", "sending", "lost")
    case "range":
      return fc.constantFrom("today", "7d", "30d", "TODAY", "1d", "")
    case "cursor":
      return fc.constantFrom("", '["a","b"]', '[1,"x"]', "{", "[]")
    case "crumb":
      return fc.constantFrom(world.crumb, "not-the-crumb-0123456789")
    // Store pages and their root categories (API-040, API-041): mostly valid, so creations land
    // among the refusals (a fresh URL id each time; a taken one is 409).
    // The site's files (EDITOR-002): mostly the files the world uploaded and names that fit, so
    // renames, downloads, deletes and uploads (a text body named .txt is text) land among refusals.
    case "fileId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...world.fileIds) },
        { weight: 1, arbitrary: fc.constantFrom("no-such-file", "x".repeat(101)) },
      )
    // A file's processing job (EDITOR-010): mostly the world's image's, so its state and its
    // cancel land among unknown and too-long ids.
    case "jobId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...world.jobIds, "no-such-job") },
        { weight: 1, arbitrary: fc.constantFrom("no-such-job", "x".repeat(101)) },
      )
    // A rendition's width: mostly the one the world's image has, among widths none has and non-widths.
    case "width":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(100) },
        { weight: 1, arbitrary: fc.constantFrom(300, 0, -1, 1.5, 10_001, "abc", "1e2") },
      )
    // How a file is asked for (`?view=`): mostly inline (an image shows, any other file stays an
    // attachment), among values that are refused.
    case "view":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant("inline") },
        { weight: 1, arbitrary: fc.constantFrom("", "attachment", "INLINE", 1) },
      )
    case "fileName":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("fuzz-notes.txt", "Price list.csv", "Menü été.txt") },
        { weight: 1, arbitrary: fc.constantFrom("", " ", "a/b.txt", "x".repeat(300), "logo.svg") },
      )
    case "websiteId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(world.websiteId) },
        { weight: 1, arbitrary: fc.constantFrom("someone-else", "") },
      )
    case "collectionId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...world.storePageIds) },
        { weight: 1, arbitrary: fc.constantFrom("no-such-page", "") },
      )
    // A store page's collection: the catalogue's products (some lists past CONST-006's 200) and its
    // categories, mostly valid so changes land among the refusals.
    case "productIds":
      return fc.oneof(
        { weight: 4, arbitrary: fc.subarray(world.productIds.filter((id) => id.startsWith("prod-"))) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(["no-such-product"], Array(201).fill(world.productIds[0]), "x"),
        },
      )
    case "categoryId":
    case "intoId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...world.storeCategoryIds) },
        { weight: 1, arbitrary: fc.constantFrom("no-such-category", "") },
      )
    case "parentId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(null, ...world.storeCategoryIds) },
        { weight: 1, arbitrary: fc.constantFrom("no-such-category", 7) },
      )
    case "name":
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 25 }) },
        { weight: 1, arbitrary: fc.constantFrom("", "x".repeat(26), "Fuzz Tops") },
      )
    case "title":
    case "navigationTitle":
    case "displayName":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("Shop", "Linen") },
        { weight: 1, arbitrary: fc.constantFrom("", "x".repeat(300)) },
      )
    case "urlId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.uuid().map((id) => `fuzz-${id}`) },
        { weight: 1, arbitrary: fc.constantFrom("fuzz-shop", "My Shop", "", "-x-", "SHOP") },
      )
    case "description":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("", "Our linen") },
        { weight: 1, arbitrary: fc.constantFrom(5, null) },
      )
    case "enabled":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constantFrom(false, "true") },
      )
    case "parentCategoryId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom("parent", 0) },
      )
    case "pageRendering":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant("LIST_VIEW") },
        { weight: 1, arbitrary: fc.constantFrom("GRID", "") },
      )
    case "displayIndex":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(1) },
        { weight: 1, arbitrary: fc.constantFrom(2, "1", 0) },
      )
    // A form's type (GET /api/template/GetTemplateSchema), or a category's (API-041: ROOT).
    case "type":
      return fc.oneof(knownFormValue("type", world), fc.constant("ROOT"))
    // The site's header and footer: the defaults and an edit (a save lands), and parts that break a rule.
    case "header":
      return fc.constantFrom(
        DEFAULT_HEADER_FOOTER.header,
        { ...DEFAULT_HEADER_FOOTER.header, announcement: "Free shipping over $50" },
        { ...DEFAULT_HEADER_FOOTER.header, siteTitle: "" },
        { ...DEFAULT_HEADER_FOOTER.header, links: [{ label: "x", href: "javascript:alert(1)" }] },
        "header",
      )
    // The home page's layout: layouts that fit (a save lands; the fuzz server's Vimeo is the
    // deterministic one) among ones that break a rule (a padding, an intensity, a video host, a
    // rich-text link's scheme or block kind, 61 blocks).
    case "sections": {
      const paragraph = {
        blocks: [
          { kind: "paragraph", runs: [{ text: "Made in " }, { text: "Lisbon", bold: true, href: "/about" }] },
          { kind: "bullets", items: [[{ text: "Linen", italic: true }]] },
        ],
      }
      const text = { kind: "text", heading: "Linen", paragraph }
      const album = (fileIds: readonly string[]) => ({
        kind: "album",
        title: "Live",
        tracks: fileIds.map((fileId, t) => ({ title: `Track ${t + 1}`, fileId })),
      })
      const smugmug = (nickname: string, galleryKey: string) => ({
        kind: "smugmug",
        nickname,
        galleryKey,
        title: "",
        images: [],
      })
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            [],
            [{ padding: 6, blocks: [text, { kind: "marquee", text: "Sale", intensity: 60 }] }],
            [
              {
                padding: 12,
                blocks: [
                  { kind: "video", url: "https://vimeo.com/76979871" },
                  { kind: "code", html: "<p>Hi</p>" },
                ],
              },
            ],
            // An album of the world's MP3 and a gallery of the canned Smugmug's demo account.
            [{ padding: 6, blocks: [album(world.audioFileIds.slice(0, 1))] }],
            [{ padding: 3, blocks: [smugmug("vitrine-demo", "Demo1")] }],
          ),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            [{ padding: 5, blocks: [] }],
            [{ padding: 6, blocks: [{ kind: "marquee", text: "Sale", intensity: 30 }] }],
            [{ padding: 6, blocks: [{ kind: "video", url: "javascript:alert(1)" }] }],
            [
              {
                padding: 6,
                blocks: [
                  {
                    ...text,
                    paragraph: {
                      blocks: [{ kind: "paragraph", runs: [{ text: "x", href: "javascript:alert(1)" }] }],
                    },
                  },
                ],
              },
            ],
            [{ padding: 6, blocks: [{ ...text, paragraph: { blocks: [{ kind: "heading", runs: [] }] } }] }],
            [{ padding: 3, blocks: Array.from({ length: 61 }, () => text) }],
            // CONST-004: 61 tracks; a track that is not audio; CONST-007: the 21st gallery, an
            // unknown account, 51 photos. (Smugmug unreachable is a 503 by design: the HTTP tests'.)
            [{ padding: 6, blocks: [album(Array(61).fill(world.audioFileIds[0] ?? "f"))] }],
            [{ padding: 6, blocks: [album(world.fileIds.slice(0, 1))] }],
            [{ padding: 6, blocks: [smugmug("vitrine-demo", "Demo20")] }],
            [{ padding: 6, blocks: [smugmug("nobody-here", "Demo1")] }],
            [
              {
                padding: 6,
                blocks: [{ ...smugmug("vitrine-demo", "Demo1"), images: Array(51).fill(PHOTO) }],
              },
            ],
            "sections",
          ),
        },
      )
    }
    // The Smugmug gallery list: the canned demo accounts (one with galleries, one without), an
    // unknown one and malformed ones; not the unreachable one, whose 503 is by design.
    case "nickname":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("vitrine-demo", "empty-demo", "VITRINE-DEMO") },
        {
          weight: 1,
          arbitrary: fc.constantFrom("nobody-here", "", "no spaces", "x".repeat(61)),
        },
      )
    // The main navigation's update (API-038): the main navigation with an address or a store page
    // (an update lands), and what it refuses (another field, a nested item, a scheme, two targets).
    case "fieldName":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(MAIN_NAVIGATION) },
        { weight: 1, arbitrary: fc.constantFrom("footerNavigation", "") },
      )
    case "templateId":
      return fc.constantFrom("tpl-1", "", 7)
    case "navigation": {
      const address = (externalLink: string) => ({ ...collectionItem("x"), collectionId: null, externalLink })
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            { items: [address("/shop"), address("https://example.com/about")] },
            { items: world.storePageIds.slice(0, 1).map(collectionItem) },
          ),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { items: [{ ...address("/shop"), items: [address("/a")] }] },
            { items: [address("javascript:alert(1)")] },
            { items: [{ ...address("/shop"), collectionId: "x" }] },
            { items: "shop" },
            [],
          ),
        },
      )
    }
    // The mailing-list connection (EDITOR-008): the store's lists, a subject and To that pass, so
    // some saves land, among the editor's refusals (EDITOR-014/015/023/024).
    case "listId":
      return fc.constantFrom("newsletter", "restock", "", "vip", "NEWSLETTER", null)
    // A list's subscriber to remove: mostly the ones made for the removal's run, so some land.
    case "subscriberId":
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom("00000000-0000-4000-8000-00000000dead", ...world.subscriberIds),
        },
        { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
      )
    case "doubleOptIn":
      return fc.constantFrom(true, false, "true", 1, null)
    case "subject":
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom("New sign-up", "Restock sign-up") },
        { weight: 1, arbitrary: fc.constantFrom("", "   ", "x".repeat(201), 42) },
      )
    case "to":
    case "cc":
    case "bcc":
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constantFrom(["owner@example.com"], ["ada@example.com", "bob@example.org"]),
        },
        { weight: 1, arbitrary: fc.constantFrom([], ["ada"], "owner@example.com", [42], null) },
      )
    // The site's languages: the default list and one that adds French (a save lands), and lists that
    // break a rule (no primary, a tag twice, a tag nobody offers, not a list).
    case "languages":
      return fc.constantFrom(
        [{ tag: "en", published: true }],
        [
          { tag: "en", published: true },
          { tag: "fr", published: false },
        ],
        [{ tag: "fr", published: true }],
        [
          { tag: "en", published: true },
          { tag: "en", published: true },
        ],
        [{ tag: "xx-Klingon", published: true }],
        "en,fr",
      )
    // The site styles: catalogue fonts and colours in bounds (a save lands), among fonts not in the
    // list and colours out of bounds or missing a value (COLOUR-005 to COLOUR-009).
    case "headingFont":
    case "bodyFont":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...FONT_IDS) },
        { weight: 1, arbitrary: fc.constantFrom("comic-sans", "", "INTER", 400, null) },
      )
    case "colours": {
      const colour = fc.record({
        hue: fc.integer({ min: 0, max: 360 }),
        saturation: fc.double({ min: 0, max: 1, noNaN: true }),
        lightness: fc.double({ min: 0, max: 1, noNaN: true }),
        alpha: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      return fc.oneof(
        { weight: 4, arbitrary: fc.record({ accent: colour, background: colour, text: colour }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { ...DEFAULT_SITE_STYLES.colours, accent: { hue: 400, saturation: 0.5, lightness: 0.5 } },
            { ...DEFAULT_SITE_STYLES.colours, text: { hue: 10, saturation: 0.5, lightness: 0.5, alpha: -1 } },
            { ...DEFAULT_SITE_STYLES.colours, background: { hue: 10 } },
            { accent: "#ff0000" },
            "colours",
          ),
        },
      )
    }
    case "footer":
      return fc.constantFrom(
        DEFAULT_HEADER_FOOTER.footer,
        { text: "Made in Lisbon", links: [{ label: "Contact", href: "/contact" }] },
        { text: "x".repeat(501), links: [] },
        null,
      )
    // Commerce preferences: the store's namespaces and their values, valid and not.
    case "namespace":
      return fc.constantFrom("cookie-consent", "analytics", "Analytics", "shipping", "")
    case "cookie-consent":
      return fc.record(
        {
          defaultMode: fc.constantFrom("full", "restrictive", "none", 1),
          bannerEnabled: fc.constantFrom(true, false, "yes"),
          websiteId: fc.constantFrom("someone-else"),
        },
        { requiredKeys: [] },
      )
    case "analytics":
      return fc.record(
        {
          visitorMetrics: fc.constantFrom(true, false, null),
          performanceCollector: fc.constantFrom(true, false, 0),
        },
        { requiredKeys: [] },
      )
    // Accounts: new e-mails (a registration succeeds), the store's admin (a staff sign-in succeeds
    // as often as it fails, so the account is never locked for long), and bad ones.
    case "email":
      return fc.oneof(
        fc.uuid().map((id) => `fuzz-${id}@example.com`),
        fc.constant(TEST_ADMIN.email),
        fc.constantFrom(
          "",
          "not an address",
          " ADMIN@EXAMPLE.COM ",
          "a@b",
          "ada@example.com",
          "not-an-address",
        ),
      )
    case "password":
      return fc.oneof(
        { weight: 3, arbitrary: fc.constant(TEST_ADMIN.password) },
        { weight: 1, arbitrary: fc.constantFrom("short", "a fuzzing passphrase", "x".repeat(300), "") },
      )
    case "rememberMe":
      return fc.constantFrom(true, false, "true", null)
    case "cloneCart":
      return fc.constantFrom("true", "false", "yes", "")
    case "staffId":
      return fc.constantFrom(...(world.signedIn?.staffIds ?? []), "nobody", "")
    case "roles":
      return fc.constantFrom([8], [8, 10], [], [1, 99], "8", null)
    case "orderId":
      return fc.constantFrom(...world.orderIds, "0", "00000000-0000-4000-8000-000000000000")
    case "idempotencyKey":
      return fc.constantFrom(...world.idempotencyKeys, "")
    case "paymentMethod":
      return fc.constantFrom(
        "4242 4242 4242 4242",
        "4000000000000002",
        "4000002760003184",
        "pm_card_visa",
        "",
        "1234",
      )
    case "country":
      return fc.constantFrom("US", "CA", "GB", "DE", "us", "XX", "")
    case "region":
      return fc.constantFrom("TX", "ON", "", "ZZ")
    case "postalCode":
      return fc.constantFrom("78701", "K1A 0B1", "1234", "")
    case "shippingOptionId":
      return fc.constantFrom("standard", "express", "none", "")
    case "expectedGrandTotalCents":
      return fc.constantFrom(null, 2900, 0, -1, 1.5, "2900")
    case "status":
      return fc.constantFrom("paid", "fulfilled", "cancelled", "awaiting_payment", "PAID")
    case "limit":
      return fc.constantFrom("1", "20", "50", "0", "51", "x")
    case "search":
      return fc.constantFrom("", "ada", "CANVAS", "%")
    // A category's new place among its siblings (a move): mostly valid, so moves land.
    case "index":
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(0, 1, 2, 10_000) },
        { weight: 1, arbitrary: fc.constantFrom(-1, 1.5, 10_001, "0", null) },
      )
    // The subscribers' paging (`?page=&size=`): mostly valid, so pages are read.
    case "page":
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom("1", "2", "1000") },
        { weight: 1, arbitrary: fc.constantFrom("0", "-1", "1.5", "x", "", "1e3", "99999999999") },
      )
    case "size":
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom("1", "50", "200") },
        { weight: 1, arbitrary: fc.constantFrom("0", "201", "2.5", "abc", "") },
      )
    // Address suggestions (API-024, API-025) on the demo address book: mostly valid, so lookups land.
    case "input":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("main", "1 Main St", "downing", "ab") },
        { weight: 1, arbitrary: fc.constantFrom("", "x".repeat(201)) },
      )
    case "sessionToken":
      return fc.oneof(
        { weight: 4, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: fc.constantFrom("", "a b", "x".repeat(37)) },
      )
    case "placeId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("demo-us-springfield", "demo-gb-london") },
        { weight: 1, arbitrary: fc.constantFrom("no-such-place", "", "../x") },
      )
    case "productPageId":
    case "sectionId":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("page-1", "section-1") },
        { weight: 1, arbitrary: fc.constantFrom("", "x".repeat(129)) },
      )
    default:
      return knownFormValue(name, world)
  }
}

const FORM_VALUES = [
  '{"email":"ada@example.com"}',
  '{"email":"ada@"}',
  "{}",
  "[]",
  "{",
  '{"email":["a"]}',
  JSON.stringify({ email: "ada@example.com", name: ["Ada", "Lovelace"], subject: "<b>hi</b>" }),
]

// The form endpoints' fields: form ids, fresh keys, values as JSON text, the honeypot mostly empty,
// and the parts of a definition the merchant saves.
const knownFormValue = (name: string, world: World): fc.Arbitrary<unknown> => {
  switch (name) {
    case "formId":
    case "type":
    case "id":
      return fc.constantFrom(...world.formIds, "gone", "")
    case "key":
      return fc.constantFrom(...world.submissionKeys, "made-up", "")
    case "form":
      return fc.constantFrom(...FORM_VALUES)
    case "formValues":
      return fc.constantFrom(...FORM_VALUES.slice(0, 3).map((text) => JSON.parse(text)))
    case "captchaKey":
      return fc.constantFrom(null, "", "forged")
    case "homepage":
      return fc.constantFrom(undefined, "", null, "http://spam.example")
    case "action":
      return fc.constantFrom(...BOT_CHECK_ACTIONS, "LOGIN")
    case "search":
      return fc.constantFrom("", "ada", "%", "_", "N/A")
    case "after":
      return fc.constantFrom("", "5.abc", "junk", "1764000000000.00000000-0000-4000-8000-000000000001")
    case "limit":
      return fc.constantFrom("1", "50", "500", "0", "501", "2.5", "abc")
    case "kind":
      return fc.constantFrom("form", "newsletter", "product", "page")
    case "fields":
      return fc.constantFrom(CONTACT_FORM.fields, NEWSLETTER_FORM.fields, [], [{ type: "text", id: "1x" }])
    case "successRedirect":
      return fc.constantFrom(null, "/thanks", "https://example.com/", "javascript:alert(1)")
    case "captchaEnabled":
      return fc.boolean()
    case "captchaTheme":
      return fc.constantFrom("light", "dark", "blue")
    case "captchaAlignment":
      return fc.constantFrom("left", "center", "right", "middle")
    default:
      return fc.string()
  }
}
