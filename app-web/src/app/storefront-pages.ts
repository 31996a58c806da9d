import type { Route } from "../router/routes.ts"
import { lazyPart } from "./lazy-part.ts"

// The pages the server renders, each a chunk of its own: a product page's first load carries no
// listing, no cart rows and no checkout (issue 15's budget), and the browser loads the chunk of the
// page it opens on before hydrating it (see main.tsx).

/** The listing page, from its own chunk. */
export const ListingPage = lazyPart(() =>
  import("../features/catalog/ListingPage.tsx").then((module) => module.ListingPage),
)

/**
 * A product page's "You may also like" (the listing's cards), from its own chunk: off the app's
 * first load; the server renders it whole, and in the app it shows once its chunk has arrived.
 */
export const RelatedProducts = lazyPart(() =>
  import("../features/catalog/RelatedProducts.tsx").then((module) => module.RelatedProducts),
)

/** A store page (`/shop/{urlId}`), from the listing's chunk: it shows the listing's cards. */
export const StorePage = lazyPart(() =>
  import("../features/catalog/StorePage.tsx").then((module) => module.StorePage),
)

/** The cart page, from its own chunk. */
export const CartPage = lazyPart(() =>
  import("../features/cart/CartPage.tsx").then((module) => module.CartPage),
)

/** The checkout page, from its own chunk (it carries the address rules and region lists). */
export const CheckoutPage = lazyPart(() =>
  import("../features/checkout/CheckoutPage.tsx").then((module) => module.CheckoutPage),
)

/**
 * Loads the chunk of a page the server renders (`routeOf(path).page`): the browser does so before
 * hydrating the page it opens on; other pages load their own (behind a spinner) as they render.
 *
 * @example
 * await loadPageOf(routeOf(location.pathname).page)
 */
export const loadPageOf = (page: Route["page"]): Promise<unknown> => {
  switch (page) {
    case "listing":
      return ListingPage.load()
    case "store-page":
      return StorePage.load()
    case "cart":
      return CartPage.load()
    case "checkout":
      return CheckoutPage.load()
    default:
      return Promise.resolve()
  }
}

/** The order confirmation's chunk (it carries the address rules and region lists, as the checkout's). */
export const loadOrderPage = () => import("../features/checkout/OrderPage.tsx")

/**
 * Fetches the chunk of the page a visitor is about to open (see `PagePrefetchProvider`): the
 * storefront's pages and the order confirmation; the others (merchant's, account) load as they open.
 * A chunk that cannot load now is asked for again when its page renders.
 *
 * @example
 * prefetchPageOf("checkout") // the pointer is over the cart's Checkout button
 */
export const prefetchPageOf = (page: Route["page"]): void => {
  const loading = page === "order" ? loadOrderPage() : loadPageOf(page)
  loading.catch(() => undefined)
}
