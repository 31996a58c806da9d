import type { Cart } from "@vitrine/core/cart"
import { createContext } from "react"
import type { AddToCartInput, ApiError, ApiResult, ChangeAdditionalFieldsInput } from "../client.ts"

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

/**
 * The visitor's cart and the calls that change it, shared by every hook and component. A read that
 * fails (`status` "error") or is under way ("loading") keeps the cart read before, if any: a
 * failed refresh does not take away the lines the visitor sees.
 */
export interface CartSession {
  readonly cart: Cart | null
  readonly status: CartStatus
  /**
   * How the last read failed, as the client reported it (offline is status 0, a 503 carries its
   * `retryAfterSeconds`); null unless `status` is "error", or when the read threw.
   */
  readonly loadError: ApiError | null
  readonly reload: () => void
  readonly add: (input: AddToCartInput) => Promise<ApiResult<Cart>>
  readonly changeQuantity: (entryId: string, quantity: number) => Promise<ApiResult<Cart>>
  readonly remove: (entryId: string) => Promise<ApiResult<Cart>>
  /** Replaces a line's custom-form answers (API-002). */
  readonly changeAnswers: (entryId: string, input: ChangeAdditionalFieldsInput) => Promise<ApiResult<Cart>>
  readonly lastAdded: ItemAdded | null
  readonly dismissAdded: () => void
}

/** The cart session `<VitrineProvider>` holds. */
export const CartContext = createContext<CartSession | null>(null)
