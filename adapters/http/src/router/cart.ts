import { addToCart, changeQuantity, getCart, removeEntry, stockOf } from "@vitrine/core/cart"
import { Effect, Option } from "effect"
import type { Router } from "express"
import { AddToCart, ChangeQuantity, GetCart, RemoveEntry } from "../contract/cart.ts"
import { StockOf } from "../contract/inventory.ts"
import type { RouterContext } from "./context.ts"
import { cartCookies, cartIdOf, staleCartCookies } from "./cookies.ts"
import { decodeInput, ok, route } from "./reply.ts"

/**
 * The cart and stock routes (API-001, API-003, API-005): each decodes with the contract, runs the
 * core program on the store runtime, and encodes the result. The cart is found through the
 * `vitrine_cart` cookie; the first add sets it with `hasCart=true` and opens the cart in the store
 * currency, which it keeps.
 *
 * @example
 * cartRoutes(router, context)
 */
export const cartRoutes = (router: Router, context: RouterContext): void => {
  router.get(
    GetCart.path,
    route(context, (req) =>
      Effect.map(getCart(cartIdOf(req)), (cart) =>
        ok(
          GetCart.response,
          { cart: Option.getOrNull(cart) },
          Option.isSome(cart) ? [] : staleCartCookies(req),
        ),
      ),
    ),
  )

  router.post(
    AddToCart.path,
    context.body,
    route(context, (req) => {
      const body = decodeInput(AddToCart.body, req.body)
      if (!body.ok) return body.reply
      const { itemId, sku = null, quantity = 1, additionalFields = null } = body.value
      const added = Effect.flatMap(context.settings.current, (settings) =>
        addToCart(
          { websiteId: context.websiteId, currency: settings.selectedCurrency },
          { cartId: cartIdOf(req), itemId, sku, quantity, additionalFields },
        ),
      )
      return Effect.map(added, ({ cart, newlyAdded, cartId }) =>
        ok(AddToCart.response, { shoppingCart: cart, newlyAdded }, cartCookies(req, cartId)),
      )
    }),
  )

  router.put(
    ChangeQuantity.path,
    context.body,
    route(context, (req) => {
      const params = decodeInput(ChangeQuantity.params, req.params)
      if (!params.ok) return params.reply
      const body = decodeInput(ChangeQuantity.body, req.body)
      if (!body.ok) return body.reply
      const changed = changeQuantity(cartIdOf(req), params.value.entryId, body.value.quantity)
      return Effect.map(changed, (cart) => ok(ChangeQuantity.response, { shoppingCart: cart }))
    }),
  )

  router.delete(
    RemoveEntry.path,
    route(context, (req) => {
      const params = decodeInput(RemoveEntry.params, req.params)
      if (!params.ok) return params.reply
      const removed = removeEntry(cartIdOf(req), params.value.entryId)
      return Effect.map(removed, (cart) => ok(RemoveEntry.response, { shoppingCart: cart }))
    }),
  )

  router.get(
    StockOf.path,
    route(context, (req) => {
      const query = decodeInput(StockOf.query, req.query)
      if (!query.ok) return query.reply
      return Effect.map(stockOf(query.value.itemId), (results) => ok(StockOf.response, { results }))
    }),
  )
}
