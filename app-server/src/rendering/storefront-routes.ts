import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { defineRoute, type Reply, type RouterContext, type RouteTable } from "@vitrine/adapter-http/router"
import { Catalog } from "@vitrine/core/catalog"
import type { PreferencesRepository } from "@vitrine/core/preferences"
import { type StringKey, translate } from "@vitrine/core/site"
import { Effect, Schema } from "effect"
import type { Request } from "express"
import { MISSING_BUILD_PAGE } from "../web.ts"
import { consentBannerShown } from "./consent-banner.ts"
import { descriptionText, type PageHead, productJsonLd, siteName, withHead } from "./head.ts"
import { headInLanguage, languageOfPage } from "./page-language.ts"
import type { PageRenderer, StorefrontData } from "./page-renderer.ts"
import { productPath } from "./product-json.ts"
import type { StoreRendering } from "./render.ts"
import { withSiteStyles } from "./site-styles.ts"
import {
  analyticsData,
  checkoutData,
  listingData,
  pageBasics,
  productData,
  storePageData,
  wireData,
} from "./storefront-data.ts"

/** What the storefront's pages need beyond the router's context. */
export interface StorefrontRoutesOptions {
  readonly rendering: StoreRendering
  /** The built web app, whose index.html every page is rendered into. */
  readonly webDist: string
  /** The app's own server render; without it pages carry their head and the product block only. */
  readonly renderer?: PageRenderer | undefined
  /** Whether the restock box asks for a captcha (the store set one up); default none. */
  readonly captcha?: { readonly restock: boolean }
  /** The census's cached preferences: the merchant's analytics settings embedded in every page. */
  readonly census?: { readonly preferences: PreferencesRepository["Service"] } | undefined
}

const ROOT = /<div id=(["']?)root\1>\s*<\/div>/

// Pages carry the visitor's cart: no cache, shared or private, may keep one.
const PAGE_HEADERS = { "Cache-Control": "no-store" }

// The checkout pages app-web routes (its CHECKOUT_PATH and the two kinds below it).
const CHECKOUT_PAGES = ["/checkout", "/checkout/subscription", "/checkout/gift-card"] as const

// A page asked for in another spelling or a language the site does not serve now moves (see
// `languageOfPage`); the move carries no body worth reading.
const moved = (status: 301 | 302, location: string): Reply => ({
  status,
  type: "text",
  body: `Moved to ${location}`,
  headers: { ...PAGE_HEADERS, Location: location },
})

const ProductParams = Schema.Struct({
  idOrSlug: Schema.String.annotate({ message: "Product id must be a non-empty string." }).check(
    Schema.isMinLength(1, { message: "Product id must be a non-empty string." }),
  ),
})

const StorePageParams = Schema.Struct({
  urlId: Schema.String.annotate({ message: "Store page URL id must be a non-empty string." }).check(
    Schema.isMinLength(1, { message: "Store page URL id must be a non-empty string." }),
    Schema.isMaxLength(200, { message: "Store page URL id must be a non-empty string." }),
  ),
})

/**
 * The site's origin as the visitor reached it, for canonical links and the sitemap. The demo has no
 * configured public URL; answers are never cached (`no-store`), so a forged Host header only ever
 * reaches the request that sent it.
 */
const originOf = (req: Request): string => `${req.protocol}://${req.get("host") ?? "localhost"}`

const readShell = (webDist: string, shell: string) =>
  Effect.promise(() => readFile(join(webDist, shell), "utf8"))

// The shell the app's render puts a page in (island pages have their own), the app's otherwise.
const shellFor = (renderer: PageRenderer | undefined, path: string): string => {
  const shell = renderer?.shellOf?.(path) ?? "index.html"
  return /^[\w-]+\.html$/.test(shell) ? shell : "index.html"
}

/**
 * The storefront's pages, rendered on the server with their data, as entries of the store's route
 * table (all public GETs):
 * - `/` (listing), `/products/:idOrSlug` (product; 404 with the not-found page for an unknown
 *   product), `/cart` and the checkouts (`/checkout`, `/checkout/subscription?cartToken=`,
 *   `/checkout/gift-card`, with the cart's quote): index.html (or the shell the app's render picks:
 *   islands.html for the product page) with the page's head (title, description, canonical link;
 *   Open Graph and `Product` JSON-LD on product pages) and, when the build has the app's server
 *   render, the page rendered by React inside the root with its data embedded (the browser hydrates
 *   it and reads nothing again). Without that render, a product page carries the template engine's
 *   product block instead, and the listing and cart their head only.
 * - `/shop/:urlId` (a store page by its URL id, `?category=` its filter; 404 with the not-found page
 *   for none): its products in the merchant's order and its filter links, an island page.
 * - `/robots.txt` (everything may be crawled; where the sitemap is) and `/sitemap.xml` (the listing
 *   and every product page).
 * Pages are `no-store` (they hold the visitor's cart); the "not built yet" page (503) without a build.
 *
 * @example
 * storeRouter({ runtime, websiteId, routes: storefrontRoutes({ rendering, webDist, renderer }) })
 */
export const storefrontRoutes =
  (options: StorefrontRoutesOptions) =>
  (context: RouterContext): RouteTable => {
    const built = () => existsSync(join(options.webDist, "index.html"))
    const page = <E, R>(
      req: Request,
      read: Effect.Effect<StorefrontData, E, R>,
      headOf: (data: StorefrontData, site: string, origin: string) => PageHead,
      fallbackRoot: (data: StorefrontData) => string = () => '<div id="root"></div>',
    ) => {
      if (!built()) return { status: 503, type: "html", body: MISSING_BUILD_PAGE } as const satisfies Reply
      return Effect.flatMap(languageOfPage(context, req), (resolved) =>
        resolved.kind === "move"
          ? Effect.succeed(moved(resolved.status, resolved.location))
          : Effect.map(
              Effect.all(
                [
                  Effect.flatMap(read, (data) =>
                    Effect.map(
                      readShell(options.webDist, shellFor(options.renderer, resolved.path)),
                      (html) => ({
                        html,
                        data: { ...data, path: resolved.path, language: resolved.language },
                      }),
                    ),
                  ),
                  analyticsData(options.census?.preferences, context.websiteId),
                  context.styles.current,
                ],
                { concurrency: 3 },
              ),
              ([{ html, data }, analytics, styles]): Reply => {
                const withAnalytics = analytics
                  ? { ...data, analytics, consentBanner: consentBannerShown(analytics, req) }
                  : data
                const root = options.renderer
                  ? options.renderer.renderPage(data.path, wireData(withAnalytics))
                  : fallbackRoot(data)
                const origin = originOf(req)
                const head = headInLanguage(headOf(data, siteName(html), origin), resolved.language, origin)
                const body = withSiteStyles(withHead(html, head), styles).replace(ROOT, () => root)
                const status = data.product === null || data.storePage === null ? 404 : 200
                return { status, type: "html", body, headers: PAGE_HEADERS }
              },
            ),
      )
    }
    const { rendering } = options
    return [
      defineRoute({ method: "GET", path: "/", access: "public", answers: "html" }, (_, req) =>
        page(req, listingData(context, req), (data, site, origin) => ({
          title: `${inPageLanguage(data)("shop")} · ${site}`,
          description: listingDescription(site, data),
          canonical: `${origin}/`,
          openGraph: { type: "website" },
        })),
      ),

      defineRoute(
        {
          method: "GET",
          path: "/products/:idOrSlug",
          access: "public",
          answers: "html",
          params: ProductParams,
        },
        ({ params }, req) =>
          page(
            req,
            productData(context, req, params.idOrSlug, options.captcha?.restock ?? false),
            (data, site, origin) => productHead(data, site, origin),
            (data) =>
              `<div id="root">${data.product ? rendering.productBlock(data.product, { settings: data.settings, baseUrl: "" }) : ""}</div>`,
          ),
      ),

      defineRoute(
        { method: "GET", path: "/shop/:urlId", access: "public", answers: "html", params: StorePageParams },
        ({ params }, req) =>
          page(req, storePageData(context, req, params.urlId), (data, site, origin) => ({
            title: `${data.storePage ? data.storePage.title : inPageLanguage(data)("pageNotFound")} · ${site}`,
            description: descriptionText(
              data.storePage?.description ||
                inPageLanguage(data)("headStorePageDescription", {
                  title: data.storePage?.title ?? "",
                  site,
                }),
            ),
            canonical: `${origin}/shop/${encodeURIComponent(params.urlId)}`,
          })),
      ),

      defineRoute({ method: "GET", path: "/cart", access: "public", answers: "html" }, (_, req) =>
        page(req, pageBasics(context, req), (data, site, origin) => ({
          title: `${inPageLanguage(data)("yourCart")} · ${site}`,
          description: inPageLanguage(data)("headCartDescription", { site }),
          canonical: `${origin}/cart`,
        })),
      ),

      ...CHECKOUT_PAGES.map((path) =>
        defineRoute({ method: "GET", path, access: "public", answers: "html" }, (_, req) =>
          page(req, checkoutData(context, req), (data, site, origin) => ({
            title: `${inPageLanguage(data)("checkout")} · ${site}`,
            description: inPageLanguage(data)("headCheckoutDescription", { site }),
            canonical: `${origin}${path}`,
          })),
        ),
      ),

      defineRoute({ method: "GET", path: "/robots.txt", access: "public", answers: "html" }, (_, req) => ({
        status: 200,
        type: "text",
        body: `User-agent: *\nAllow: /\n\nSitemap: ${originOf(req)}/sitemap.xml\n`,
      })),

      defineRoute({ method: "GET", path: "/sitemap.xml", access: "public", answers: "html" }, (_, req) =>
        Effect.map(
          Catalog.use((catalog) => catalog.list),
          (products): Reply => ({
            status: 200,
            type: "text",
            headers: { "Content-Type": "application/xml; charset=utf-8" },
            body: sitemap(
              originOf(req),
              products.map((product) => productPath(product.urlSlug)),
            ),
          }),
        ),
      ),
    ]
  }

/**
 * A page head's own words (titles, descriptions) in the page's language (SITE-009): the texts the
 * store writes take the page's dictionary, English on the primary's pages, as the spec words them;
 * what the merchant wrote (the site's name, a product's or store page's title and description) is
 * placed in them as written.
 */
const inPageLanguage =
  (data: StorefrontData) =>
  (key: StringKey, values?: Readonly<Record<string, string>>): string =>
    translate(data.language?.strings, key, values)

const listingDescription = (site: string, data: StorefrontData): string => {
  const titles = (data.products ?? []).slice(0, 3).map((product) => product.title)
  const count = String(data.products?.length ?? 0)
  const text = inPageLanguage(data)
  return titles.length === 0
    ? text("headShopEmpty", { site })
    : descriptionText(text("headShopDescription", { count, site, titles: titles.join(", ") }))
}

const productHead = (data: StorefrontData, site: string, origin: string): PageHead => {
  const product = data.product
  const text = inPageLanguage(data)
  if (!product) {
    return {
      title: `${text("pageNotFound")} · ${site}`,
      description: text("headNotFoundDescription", { site }),
      canonical: `${origin}/`,
    }
  }
  const canonical = origin + productPath(product.urlSlug)
  const image = product.images[0]
  return {
    title: `${product.title} · ${site}`,
    description:
      descriptionText(product.description) ||
      text("headProductDescription", { productName: product.title, site }),
    canonical,
    openGraph: { type: "product", ...(image ? { image: origin + image.url } : {}) },
    jsonLd: productJsonLd(product, canonical, origin),
  }
}

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A sitemap of the listing and each product page (sitemaps.org 0.9).
 *
 * @example
 * sitemap("https://shop.example", ["/products/linen-shirt"])
 */
export const sitemap = (origin: string, productPaths: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[`${origin}/`, ...productPaths.map((path) => origin + path)].map(
      (url) => `<url><loc>${escapeXml(url)}</loc></url>`,
    ),
    "</urlset>",
  ].join("\n")
