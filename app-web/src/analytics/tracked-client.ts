import type { Cart } from "@vitrine/core/cart"
import type { StoreClient } from "../api/store-client.ts"
import { trackAdded, trackRemoved } from "./events.ts"

/**
 * The store client with the cart's visitor-analytics events: a successful add sends AddToCart
 * (with the add-to-cart metric, from the page the visitor is on), a successful removal
 * RemoveFromCart with the item the removed line held (known from the last cart the client saw).
 * The pages and `@vitrine/react` call the client as before; failures send nothing.
 *
 * @example
 * <Store client={trackedClient(createClient())} />
 */
export const trackedClient = (client: StoreClient): StoreClient => {
  const items = new Map<string, string>()
  const remember = (cart: Cart | null | undefined) => {
    for (const entry of cart?.entries ?? []) items.set(entry.id, entry.itemId)
  }
  return {
    ...client,
    getCart: async () => {
      const result = await client.getCart()
      if (result.ok) remember(result.value.cart)
      return result
    },
    addToCart: async (input) => {
      const result = await client.addToCart(input)
      if (result.ok) {
        remember(result.value.shoppingCart)
        trackAdded(result.value.shoppingCart, result.value.newlyAdded, location.pathname)
      }
      return result
    },
    removeEntry: async (entryId) => {
      const result = await client.removeEntry(entryId)
      if (result.ok) trackRemoved(result.value.shoppingCart, items.get(entryId))
      return result
    },
  }
}
