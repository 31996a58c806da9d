import type { Cart } from "@vitrine/core/cart"
import { createContext } from "react"
import type { AddToCartInput, ApiResult, ChangeAdditionalFieldsInput } from "../client.ts"

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

/** The visitor's cart and the calls that change it, shared by every hook and component. */
export interface CartSession {
  readonly cart: Cart | null
  readonly status: CartStatus
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
