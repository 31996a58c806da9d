import type { Route } from "../router/routes.ts"
import { lazyPart } from "./lazy-part.ts"

// The pages the server renders, each a chunk of its own: a product page's first load carries no
// listing, no cart rows and no checkout (issue 15's budget), and the browser loads the chunk of the
// page it opens on before hydrating it (see main.tsx).

/** The listing page, from its own chunk. */
export const ListingPage = lazyPart(() =>
  import("../features/catalog/ListingPage.tsx").then((module) => module.ListingPage),
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
 * Loads the chunk of a route's page when the server renders it; other pages load their own
 * (behind a spinner) as they render.
 *
 * @example
 * await loadPageOf(routeOf(location.pathname))
 */
export const loadPageOf = (route: Route): Promise<unknown> => {
  switch (route.page) {
    case "listing":
      return ListingPage.load()
    case "cart":
      return CartPage.load()
    case "checkout":
      return CheckoutPage.load()
    default:
      return Promise.resolve()
  }
}
