import { type Cart, type CartEvent, shouldLoadCart } from "@vitrine/core/cart"
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
 * The visitor's cart outside React: its session (what `useCart()` gives), told to subscribers on
 * every change. `<VitrineProvider>` creates one for itself; a page made of several React roots
 * (islands hydrated one by one) creates one with `createCartStore` and hands it to each root's
 * provider (`cartStore`), so an add in one root updates the pill in another.
 */
export interface CartStore {
  /** The current session; the same object until something changes (for `useSyncExternalStore`). */
  readonly getSession: () => CartSession
  /** Calls `onChange` after every change; returns the unsubscribe. */
  readonly subscribe: (onChange: () => void) => () => void
  /**
   * Reads the cart once if the store was created without one and core's `shouldLoadCart` says so
   * (CART-011); later calls do nothing, so every root's provider may call it.
   */
  readonly start: () => void
}

/**
 * A cart store over a client. `initial` is the cart the page already has (the server's; `null` for
 * none): it is used as it is and not read again at start (`undefined`: `start()` reads it when the
 * cart cookie says there is one).
 *
 * @example
 * const cartStore = createCartStore(client, data.cart)
 * hydrateRoot(pill, <VitrineProvider client={client} cartStore={cartStore}>…</VitrineProvider>)
 * hydrateRoot(purchase, <VitrineProvider client={client} cartStore={cartStore}>…</VitrineProvider>)
 */
export const createCartStore = (client: VitrineClient, initial?: Cart | null): CartStore => {
  let cart: Cart | null = initial ?? null
  let status: CartStatus = initial ? "ready" : "none"
  let loadError: ApiError | null = null
  let lastAdded: ItemAdded | null = null
  let addedCount = 0
  let started = initial !== undefined
  const listeners = new Set<() => void>()

  const reload = () => {
    // No cart cookie (never had one, or the server cleared it: the cart was purchased): no cart.
    if (!shouldLoadCart({ authenticated: false, cookies: readCookies(document.cookie) })) {
      return change({ cart: null, status: "none" })
    }
    change({ status: "loading", loadError: null })
    emit("loading", null)
    // A failure keeps the cart read before: the lines on screen stay, under the failure's message.
    client.getCart().then(
      (result) => {
        if (!result.ok) return change({ status: "error", loadError: result.error })
        change({ cart: result.value.cart, status: "ready" })
        emit("loaded", result.value.cart)
      },
      () => change({ status: "error", loadError: null }),
    )
  }

  const recalculate = async (call: Promise<ApiResult<{ readonly shoppingCart: Cart }>>) => {
    emit("recalculate-start", cart)
    const result = await call
    if (result.ok) change({ cart: result.value.shoppingCart, status: "ready", loadError: null })
    emit("recalculate-end", result.ok ? result.value.shoppingCart : cart)
    return result.ok ? ({ ok: true, value: result.value.shoppingCart } as const) : result
  }

  const sessionOf = (): CartSession => ({
    cart,
    status,
    loadError,
    reload,
    add: async (input) => {
      const result = await client.addToCart(input)
      if (!result.ok) return result
      addedCount += 1
      change({
        cart: result.value.shoppingCart,
        status: "ready",
        loadError: null,
        lastAdded: { key: addedCount, title: result.value.newlyAdded.title },
      })
      emit("item-added", result.value.shoppingCart)
      return { ok: true, value: result.value.shoppingCart }
    },
    changeQuantity: (entryId, quantity) => recalculate(client.changeQuantity(entryId, quantity)),
    remove: (entryId) => recalculate(client.removeEntry(entryId)),
    changeAnswers: (entryId, input) => recalculate(client.changeAdditionalFields(entryId, input)),
    lastAdded,
    dismissAdded: () => change({ lastAdded: null }),
  })
  let session = sessionOf()

  function change(next: {
    cart?: Cart | null
    status?: CartStatus
    loadError?: ApiError | null
    lastAdded?: ItemAdded | null
  }) {
    if (next.cart !== undefined) cart = next.cart
    if (next.status !== undefined) status = next.status
    if (next.loadError !== undefined) loadError = next.loadError
    if (next.lastAdded !== undefined) lastAdded = next.lastAdded
    session = sessionOf()
    for (const listener of listeners) listener()
  }

  return {
    getSession: () => session,
    subscribe: (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    start: () => {
      if (started) return
      started = true
      reload()
    },
  }
}
