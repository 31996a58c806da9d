import { type Cart, type CartEvent, shouldLoadCart } from "@vitrine/core/cart"
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react"
import { useStoreClient } from "../api/context.tsx"
import type { AddToCartInput, ApiResult } from "../api/store-client.ts"
import { readCookies } from "./cookies.ts"

/**
 * Where the cart is: `none` when the cart-loading rule says there is nothing to load (CART-011), so
 * the visitor has no cart and the server is never asked.
 */
export type CartStatus = "none" | "loading" | "ready" | "error"

/** One item-added event, for the popover; `key` tells two adds of the same product apart. */
export interface ItemAdded {
  readonly key: number
  readonly title: string
}

/** The visitor's cart and the calls that change it, shared by every feature. */
export interface CartSession {
  readonly cart: Cart | null
  readonly status: CartStatus
  readonly reload: () => void
  readonly add: (input: AddToCartInput) => Promise<ApiResult<Cart>>
  readonly changeQuantity: (entryId: string, quantity: number) => Promise<ApiResult<Cart>>
  readonly remove: (entryId: string) => Promise<ApiResult<Cart>>
  readonly lastAdded: ItemAdded | null
  readonly dismissAdded: () => void
}

const CartSessionContext = createContext<CartSession | null>(null)

/**
 * Cart events go out as a `vitrine:cart` DOM event with the type in `detail`, so page scripts can
 * follow the cart (CART-012).
 */
const emit = (type: CartEvent, cart: Cart | null) =>
  window.dispatchEvent(new CustomEvent("vitrine:cart", { detail: { type, cart } }))

/**
 * Holds the visitor's cart. It loads the cart at start only when core's `shouldLoadCart` says so:
 * the visitor is never signed in yet, and `vitrine_cart` is httpOnly, so in practice `hasCart=true`
 * decides (CART-011).
 *
 * @example
 * <CartSessionProvider><App /></CartSessionProvider>
 */
export const CartSessionProvider = ({ children }: { children: ReactNode }) => {
  const client = useStoreClient()
  const [cart, setCart] = useState<Cart | null>(null)
  const [status, setStatus] = useState<CartStatus>("none")
  const [lastAdded, setLastAdded] = useState<ItemAdded | null>(null)
  const addedCount = useRef(0)

  const reload = useCallback(() => {
    if (!shouldLoadCart({ authenticated: false, cookies: readCookies(document.cookie) })) return
    setStatus("loading")
    emit("loading", null)
    client.getCart().then(
      (result) => {
        if (!result.ok) return setStatus("error")
        setCart(result.value.cart)
        setStatus("ready")
        emit("loaded", result.value.cart)
      },
      () => setStatus("error"),
    )
  }, [client])

  useEffect(reload, [reload])

  const session = useMemo<CartSession>(() => {
    const recalculate = async (call: Promise<ApiResult<{ readonly shoppingCart: Cart }>>) => {
      emit("recalculate-start", cart)
      const result = await call
      if (result.ok) {
        setCart(result.value.shoppingCart)
        setStatus("ready")
      }
      emit("recalculate-end", result.ok ? result.value.shoppingCart : cart)
      return result.ok ? ({ ok: true, value: result.value.shoppingCart } as const) : result
    }
    return {
      cart,
      status,
      reload,
      add: async (input) => {
        const result = await client.addToCart(input)
        if (!result.ok) return result
        setCart(result.value.shoppingCart)
        setStatus("ready")
        addedCount.current += 1
        setLastAdded({ key: addedCount.current, title: result.value.newlyAdded.title })
        emit("item-added", result.value.shoppingCart)
        return { ok: true, value: result.value.shoppingCart }
      },
      changeQuantity: (entryId, quantity) => recalculate(client.changeQuantity(entryId, quantity)),
      remove: (entryId) => recalculate(client.removeEntry(entryId)),
      lastAdded,
      dismissAdded: () => setLastAdded(null),
    }
  }, [cart, status, reload, client, lastAdded])

  return <CartSessionContext value={session}>{children}</CartSessionContext>
}

/**
 * The cart session of the nearest provider.
 *
 * @example
 * const { cart, add } = useCartSession()
 */
export const useCartSession = (): CartSession => {
  const session = useContext(CartSessionContext)
  if (session === null) throw new Error("useCartSession needs a CartSessionProvider above it")
  return session
}
