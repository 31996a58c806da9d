import { GetCart, GetCheckout, GetProduct, ListProducts } from "@vitrine/adapter-http/contract"
import { cartIdOf, checkoutQuote, findProduct, type RouterContext } from "@vitrine/adapter-http/router"
import { CartNotFound, getCart } from "@vitrine/core/cart"
import {
  Catalog,
  type ChoiceFromAddress,
  choiceFromAddress,
  inStoreCurrency,
  type Product,
  relatedProducts,
} from "@vitrine/core/catalog"
import {
  ANALYTICS_NAMESPACE,
  COOKIE_CONSENT_NAMESPACE,
  PreferencesRepository,
  preferencesOf,
  type StorefrontAnalyticsSettings,
  storefrontAnalytics,
} from "@vitrine/core/preferences"
import { restockBoxConfig } from "@vitrine/core/restock"
import { EMPTY_COLLECTION, homeLayout, StorePages, storePageShown } from "@vitrine/core/site"
import { Effect, Option, Schema } from "effect"
import type { Request } from "express"
import type { StorefrontData } from "./page-renderer.ts"

const encodeListing = Schema.encodeUnknownSync(ListProducts.response)
const encodeProduct = Schema.encodeUnknownSync(GetProduct.response)
const encodeCart = Schema.encodeUnknownSync(GetCart.response)
const encodeQuote = Schema.encodeUnknownSync(GetCheckout.response)

/**
 * The data as the API would answer it: each part encoded with its endpoint's contract Schema, so
 * the page embeds exactly what a fetch would have read.
 *
 * @example
 * JSON.stringify(wireData(data))
 */
export const wireData = (data: StorefrontData): StorefrontData => {
  const listing = encodeListing({ products: data.products ?? [], settings: data.settings })
  return {
    path: data.path,
    settings: listing.settings as StorefrontData["settings"],
    cart: encodeCart({ cart: data.cart }).cart as StorefrontData["cart"],
    // Plain JSON already (strings and lists of them): its wire form is itself.
    ...(data.headerFooter ? { headerFooter: data.headerFooter } : {}),
    ...(data.products ? { products: listing.products as readonly Product[] } : {}),
    // Plain JSON already (decoded texts and numbers).
    ...(data.homeLayout ? { homeLayout: data.homeLayout } : {}),
    ...(data.product === undefined
      ? {}
      : { product: data.product && (encodeProduct({ product: data.product }).product as Product) }),
    ...(data.restockBox ? { restockBox: data.restockBox } : {}),
    ...(data.quote === undefined
      ? {}
      : { quote: data.quote && (encodeQuote({ quote: data.quote }).quote as typeof data.quote) }),
    ...(data.analytics ? { analytics: data.analytics } : {}),
    ...(data.consentBanner === undefined ? {} : { consentBanner: data.consentBanner }),
    ...(data.chosen ? { chosen: data.chosen } : {}),
    ...(data.storePage === undefined ? {} : { storePage: data.storePage }),
    ...(data.language ? { language: data.language } : {}),
  }
}

/**
 * What every storefront page is rendered with: the store settings, the visitor's cart (from the
 * cart cookie; `null` for none) and the site's header and footer. The settings and the header and
 * footer come from the process's kept copies (`context.settings`, `context.headerFooter`), so a page
 * reads neither from the database on most requests.
 *
 * @example
 * Effect.map(pageBasics(context, req), ({ settings }) => settings.selectedCurrency)
 */
export const pageBasics = (context: RouterContext, req: Request) =>
  Effect.map(
    Effect.all([context.settings.current, getCart(cartIdOf(req)), context.headerFooter.current], {
      concurrency: 3,
    }),
    ([settings, cart, headerFooter]): StorefrontData => ({
      path: req.path,
      settings,
      cart: Option.getOrNull(cart),
      headerFooter,
    }),
  )

/**
 * The listing page's data: the whole catalogue in the store currency, as `GET /api/commerce/products`
 * answers it, and the home page's sections when the merchant saved a layout (`homeLayout`).
 *
 * @example
 * Effect.map(listingData(context, req), (data) => data.products?.length)
 */
export const listingData = (context: RouterContext, req: Request) =>
  Effect.map(
    Effect.all(
      [pageBasics(context, req), Catalog.use((catalog) => catalog.list), homeLayout(context.websiteId)],
      {
        concurrency: 3,
      },
    ),
    ([basics, products, layout]): StorefrontData => ({
      ...basics,
      products: products.map((product) => inStoreCurrency(product, basics.settings.selectedCurrency)),
      ...(Option.isSome(layout) ? { homeLayout: layout.value } : {}),
    }),
  )

/**
 * A store page's data (`/shop/{urlId}?category=`): the page found by its URL id, `storePage: null`
 * when the website has none (the not-found page), else its title, description, filter links and
 * the category shown (`storePageShown`), with `products` the catalogue products it shows in the
 * merchant's order, in the store currency (a product since removed from the catalogue is left out).
 *
 * @example
 * Effect.map(storePageData(context, req, "linen-shop"), (data) => data.storePage?.title)
 */
export const storePageData = (context: RouterContext, req: Request, urlId: string) =>
  Effect.gen(function* () {
    const basics = yield* pageBasics(context, req)
    const pages = yield* StorePages
    const found = yield* pages.findByUrlId(context.websiteId, urlId)
    if (Option.isNone(found)) return { ...basics, storePage: null } satisfies StorefrontData
    const kept = yield* pages.collection(context.websiteId, found.value.id)
    const collection = Option.match(kept, {
      onNone: () => EMPTY_COLLECTION,
      onSome: (value) => value.collection,
    })
    const category = typeof req.query.category === "string" ? req.query.category : null
    const shown = storePageShown(collection, category)
    const catalogue = new Map(
      (yield* Catalog.use((catalog) => catalog.list)).map((product) => [product.id, product]),
    )
    const products = shown.productIds.flatMap((id) => {
      const product = catalogue.get(id)
      return product ? [inStoreCurrency(product, basics.settings.selectedCurrency)] : []
    })
    const { title, description } = found.value.page
    return {
      ...basics,
      products,
      storePage: {
        title,
        description,
        urlId: found.value.page.urlId,
        filters: shown.filters,
        category: shown.category,
      },
    } satisfies StorefrontData
  })

/**
 * A product page's data: the product by id or slug in the store currency, `null` when there is
 * none (the page is then the not-found one), the products its "You may also like" section shows
 * (`products`: core's `relatedProducts` over the catalogue, so the page is served with them and
 * their cards' add buttons find them), and what its restock box needs (whether the store checks a
 * `captcha`, its mailing-list checkbox), so a sold-out page is rendered with its box whole. An
 * address that carries a choice (`?Size=M&quantity=2`: the purchase form submitted before its code
 * ran) gives `chosen`, core's `choiceFromAddress`, and the page is rendered with it chosen.
 *
 * @example
 * Effect.map(productData(context, req, "linen-shirt", false), (data) => data.product?.title)
 */
export const productData = (context: RouterContext, req: Request, idOrSlug: string, captcha: boolean) =>
  Effect.map(
    Effect.all(
      [
        pageBasics(context, req),
        Effect.option(findProduct(idOrSlug)),
        restockBoxConfig(captcha),
        Catalog.use((catalog) => catalog.list),
      ],
      { concurrency: 4 },
    ),
    ([basics, found, box, catalogue]): StorefrontData => {
      const priced = (product: Product) => inStoreCurrency(product, basics.settings.selectedCurrency)
      const product = Option.getOrNull(Option.map(found, priced))
      const chosen = product ? choiceOf(product, req) : undefined
      return {
        ...basics,
        product,
        ...(product ? { products: relatedProducts(product, catalogue).map(priced) } : {}),
        restockBox: box,
        ...(chosen ? { chosen } : {}),
      }
    },
  )

/** The choice `req`'s query makes on `product`'s page; undefined when it makes none. */
const choiceOf = (product: Product, req: Request): ChoiceFromAddress | undefined => {
  const chosen = choiceFromAddress(product, req.query)
  return Object.keys(chosen.selection).length > 0 || chosen.quantity !== undefined ? chosen : undefined
}

// The checkout form's first destination (app-web's EMPTY_VALUES: the United States, no state yet),
// so the embedded quote is the one the page's own first read would have asked for.
const FIRST_DESTINATION = { country: "US", region: "" }

/**
 * The checkout page's data: the quote of the visitor's cart (or of the subscription cart the
 * `cartToken` query names), as `GET /api/commerce/checkout` answers it for the form's first
 * destination; `null` when there is no open cart to check out (the page says the cart is empty).
 * Any other failure (a line gone out of stock…) embeds no quote: the page then asks for it itself
 * and shows the answer's error, as it did before it was rendered on the server.
 *
 * @example
 * Effect.map(checkoutData(context, req), (data) => data.quote?.grandTotal)
 */
export const checkoutData = (context: RouterContext, req: Request) => {
  const token = typeof req.query.cartToken === "string" ? req.query.cartToken : undefined
  const quote = checkoutQuote(context, token ?? cartIdOf(req), FIRST_DESTINATION, null).pipe(
    Effect.map((found): StorefrontData["quote"] => found),
    Effect.catch((error) => Effect.succeed(error instanceof CartNotFound ? null : undefined)),
  )
  return Effect.map(
    Effect.all([pageBasics(context, req), quote], { concurrency: 2 }),
    ([basics, found]): StorefrontData => ({ ...basics, ...(found === undefined ? {} : { quote: found }) }),
  )
}

/**
 * The merchant's analytics and cookie-consent settings, read through the census's cached preferences
 * (PREFS-003: at most one read per namespace every 30 s), so the page's analytics session starts
 * without asking for them. Undefined when there is no census or the read fails: the page then
 * carries none and the browser reads them itself.
 *
 * @example
 * Effect.map(analyticsData(census.preferences, websiteId), (settings) => settings?.bannerEnabled)
 */
export const analyticsData = (
  preferences: PreferencesRepository["Service"] | undefined,
  websiteId: string,
) =>
  preferences === undefined
    ? Effect.succeed(undefined)
    : Effect.all(
        [preferencesOf(websiteId, COOKIE_CONSENT_NAMESPACE), preferencesOf(websiteId, ANALYTICS_NAMESPACE)],
        { concurrency: 2 },
      ).pipe(
        Effect.map(([consent, analytics]): StorefrontAnalyticsSettings | undefined =>
          storefrontAnalytics(consent, analytics),
        ),
        Effect.provideService(PreferencesRepository, preferences),
        Effect.orElseSucceed(() => undefined),
      )
