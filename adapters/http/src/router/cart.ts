import { addToCart, changeQuantity, getCart, removeEntry, stockOf } from "@vitrine/core/cart"
import { Effect, Option } from "effect"
import { AddToCart, ChangeQuantity, GetCart, RemoveEntry } from "../contract/cart.ts"
import { StockOf } from "../contract/inventory.ts"
import type { RouterContext } from "./context.ts"
import { cartCookies, cartIdOf, staleCartCookies } from "./cookies.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"

/**
 * The cart and stock routes (API-001, API-003, API-005): each decodes with the contract, runs the
 * core program on the store runtime, and encodes the result. The cart is found through the
 * `vitrine_cart` cookie; the first add sets it with `hasCart=true` and opens the cart in the store
 * currency, which it keeps. Reading is public; changing the cart is the visitor's (crumb required).
 *
 * @example
 * const routes = cartRoutes(context)
 */
export const cartRoutes = (context: RouterContext): RouteTable => [
  defineRoute(
    { method: "POST", path: AddToCart.path, access: "visitor", body: AddToCart.body },
    ({ body }, req) => {
      const { itemId, sku = null, quantity = 1, additionalFields = null } = body
      const added = Effect.flatMap(context.settings.current, (settings) =>
        addToCart(
          { websiteId: context.websiteId, currency: settings.selectedCurrency },
          { cartId: cartIdOf(req), itemId, sku, quantity, additionalFields },
        ),
      )
      return Effect.map(added, ({ cart, newlyAdded, cartId }) =>
        ok(AddToCart.response, { shoppingCart: cart, newlyAdded }, cartCookies(req, cartId)),
      )
    },
  ),

  defineRoute({ method: "GET", path: GetCart.path, access: "public" }, (_, req) =>
    Effect.map(getCart(cartIdOf(req)), (cart) =>
      ok(
        GetCart.response,
        { cart: Option.getOrNull(cart) },
        Option.isSome(cart) ? [] : staleCartCookies(req),
      ),
    ),
  ),

  defineRoute(
    {
      method: "PUT",
      path: ChangeQuantity.path,
      access: "visitor",
      params: ChangeQuantity.params,
      body: ChangeQuantity.body,
    },
    ({ params, body }, req) =>
      Effect.map(changeQuantity(cartIdOf(req), params.entryId, body.quantity), (cart) =>
        ok(ChangeQuantity.response, { shoppingCart: cart }),
      ),
  ),

  defineRoute(
    { method: "DELETE", path: RemoveEntry.path, access: "visitor", params: RemoveEntry.params },
    ({ params }, req) =>
      Effect.map(removeEntry(cartIdOf(req), params.entryId), (cart) =>
        ok(RemoveEntry.response, { shoppingCart: cart }),
      ),
  ),

  defineRoute({ method: "GET", path: StockOf.path, access: "public", query: StockOf.query }, ({ query }) =>
    Effect.map(stockOf(query.itemId), (results) => ok(StockOf.response, { results })),
  ),
]
