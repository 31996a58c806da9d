import {
  addToCart,
  CartRepository,
  changeAdditionalFields,
  changeQuantity,
  getCart,
  memberCart,
  removeEntry,
  stockOf,
} from "@vitrine/core/cart"
import { Effect, Option } from "effect"
import type { Request } from "express"
import { AddToCart, ChangeAdditionalFields, ChangeQuantity, GetCart, RemoveEntry } from "../contract/cart.ts"
import { StockOf } from "../contract/inventory.ts"
import type { RouterContext } from "./context.ts"
import { cartCookies, cartIdOf, staleCartCookies } from "./cookies.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"
import { sessionOf } from "./sessions.ts"

/**
 * The cart and stock routes (API-001, API-002, API-003, API-005): each decodes with the contract, runs the
 * core program on the store runtime, and encodes the result. The cart is found through the
 * `vitrine_cart` cookie; the first add sets it with `hasCart=true` and opens the cart in the store
 * currency, which it keeps. Reading is public; changing the cart is the visitor's (crumb required).
 * A signed-in member's cart follows the member: an add without a cart cookie goes to the member's
 * saved cart, and a cart the add opens becomes the member's.
 *
 * @example
 * const routes = cartRoutes(context)
 */
export const cartRoutes = (context: RouterContext): RouteTable => {
  // The member signed in on this request, if any: only looked up when a member cookie is present.
  const memberOf = (req: Request) =>
    Effect.map(sessionOf(context.sessions, req, "member"), (member) => member?.session.userId)

  const cartToAddTo = (req: Request, memberId: string | undefined) =>
    Effect.gen(function* () {
      const fromCookie = cartIdOf(req)
      if (fromCookie !== null || memberId === undefined) return fromCookie
      return Option.getOrNull(Option.map(yield* memberCart(context.websiteId, memberId), (cart) => cart.id))
    })

  return [
    defineRoute(
      { method: "POST", path: AddToCart.path, access: "visitor", body: AddToCart.body },
      ({ body }, req) =>
        Effect.gen(function* () {
          const { itemId, sku = null, quantity = 1, additionalFields = null } = body
          const settings = yield* context.settings.current
          const memberId = yield* memberOf(req)
          const cartId = yield* cartToAddTo(req, memberId)
          const added = yield* addToCart(
            { websiteId: context.websiteId, currency: settings.selectedCurrency },
            { cartId, itemId, sku, quantity, additionalFields },
          )
          if (memberId !== undefined && added.cartId !== cartId)
            yield* CartRepository.use((carts) => carts.assignToMember(added.cartId, memberId))
          return ok(
            AddToCart.response,
            { shoppingCart: added.cart, newlyAdded: added.newlyAdded },
            cartCookies(req, added.cartId),
          )
        }),
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
      {
        method: "PUT",
        path: ChangeAdditionalFields.path,
        access: "visitor",
        params: ChangeAdditionalFields.params,
        body: ChangeAdditionalFields.body,
      },
      ({ params, body }, req) =>
        Effect.map(
          changeAdditionalFields(context.websiteId, {
            cartId: cartIdOf(req),
            entryId: params.entryId,
            itemId: body.itemId,
            sku: body.sku ?? null,
            additionalFields: body.additionalFields,
          }),
          (changed) => ok(ChangeAdditionalFields.response, changed),
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
}
