import { type Cart, type CartEvent, shouldLoadCart } from "@vitrine/core/cart"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import type { ApiError, ApiResult, VitrineClient } from "../client.ts"
import type { CartSession, CartStatus, ItemAdded } from "./cart-context.ts"
import { readCookies } from "./cookies.ts"

/**
 * Cart events go out as a `vitrine:cart` DOM event with the type in `detail`, so page scripts can
 * follow the cart (CART-012).
 */
const emit = (type: CartEvent, cart: Cart | null) =>
  window.dispatchEvent(new CustomEvent("vitrine:cart", { detail: { type, cart } }))

/**
 * The visitor's cart as `<VitrineProvider>` holds it. It loads the cart at start only when core's
 * `shouldLoadCart` says so: the visitor is never signed in here, and the cart cookie is httpOnly,
 * so in practice `hasCart=true` decides (CART-011). A cart the page already has (`initial`: the
 * server's, `null` for none) is used as it is, and not read again at start.
 *
 * @example
 * const session = useCartSession(client, undefined) // inside VitrineProvider only
 */
export const useCartSession = (client: VitrineClient, initial?: Cart | null): CartSession => {
  const [cart, setCart] = useState<Cart | null>(initial ?? null)
  const [status, setStatus] = useState<CartStatus>(initial ? "ready" : "none")
  const [loadError, setLoadError] = useState<ApiError | null>(null)
  const [lastAdded, setLastAdded] = useState<ItemAdded | null>(null)
  const addedCount = useRef(0)

  const reload = useCallback(() => {
    // No cart cookie (never had one, or the server cleared it: the cart was purchased): no cart.
    if (!shouldLoadCart({ authenticated: false, cookies: readCookies(document.cookie) })) {
      setCart(null)
      setStatus("none")
      return
    }
    setStatus("loading")
    setLoadError(null)
    emit("loading", null)
    // A failure keeps the cart read before: the lines on screen stay, under the failure's message.
    const fail = (error: ApiError | null) => {
      setLoadError(error)
      setStatus("error")
    }
    client.getCart().then(
      (result) => {
        if (!result.ok) return fail(result.error)
        setCart(result.value.cart)
        setStatus("ready")
        emit("loaded", result.value.cart)
      },
      () => fail(null),
    )
  }, [client])

  const readAtStart = initial === undefined
  useEffect(() => {
    if (readAtStart) reload()
  }, [readAtStart, reload])

  return useMemo<CartSession>(() => {
    const recalculate = async (call: Promise<ApiResult<{ readonly shoppingCart: Cart }>>) => {
      emit("recalculate-start", cart)
      const result = await call
      if (result.ok) {
        setCart(result.value.shoppingCart)
        setStatus("ready")
        setLoadError(null)
      }
      emit("recalculate-end", result.ok ? result.value.shoppingCart : cart)
      return result.ok ? ({ ok: true, value: result.value.shoppingCart } as const) : result
    }
    return {
      cart,
      status,
      loadError,
      reload,
      add: async (input) => {
        const result = await client.addToCart(input)
        if (!result.ok) return result
        setCart(result.value.shoppingCart)
        setStatus("ready")
        setLoadError(null)
        addedCount.current += 1
        setLastAdded({ key: addedCount.current, title: result.value.newlyAdded.title })
        emit("item-added", result.value.shoppingCart)
        return { ok: true, value: result.value.shoppingCart }
      },
      changeQuantity: (entryId, quantity) => recalculate(client.changeQuantity(entryId, quantity)),
      remove: (entryId) => recalculate(client.removeEntry(entryId)),
      changeAnswers: (entryId, input) => recalculate(client.changeAdditionalFields(entryId, input)),
      lastAdded,
      dismissAdded: () => setLastAdded(null),
    }
  }, [cart, status, loadError, reload, client, lastAdded])
}
