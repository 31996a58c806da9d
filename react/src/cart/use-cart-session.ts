import type { Cart } from "@vitrine/core/cart"
import { useEffect, useState, useSyncExternalStore } from "react"
import type { VitrineClient } from "../client.ts"
import type { CartSession } from "./cart-context.ts"
import { type CartStore, createCartStore } from "./cart-store.ts"

/**
 * The visitor's cart as `<VitrineProvider>` holds it: the session of `shared` when the page passes
 * one (several React roots on one page, one cart), otherwise of a store of its own created once
 * with the provider's client and `initial` cart. The store reads the cart at start only when it has
 * none and core's `shouldLoadCart` says so (CART-011).
 *
 * @example
 * const session = useCartSession(client, undefined, undefined) // inside VitrineProvider only
 */
export const useCartSession = (
  client: VitrineClient,
  initial: Cart | null | undefined,
  shared: CartStore | undefined,
): CartSession => {
  const [own] = useState(() => shared ?? createCartStore(client, initial))
  const store = shared ?? own
  useEffect(() => store.start(), [store])
  return useSyncExternalStore(store.subscribe, store.getSession, store.getSession)
}
