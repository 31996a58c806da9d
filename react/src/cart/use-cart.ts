import { useProvided } from "../provider/provided.ts"
import { CartContext, type CartSession } from "./cart-context.ts"

/**
 * The visitor's cart: its state (`none` before anything was added, `loading`, `ready`, `error`), the
 * calls that change it, and the last item added (for the popover). Every component that shows the
 * cart reads this one session, so an add anywhere updates the pill, the indicator and the popover.
 *
 * @example
 * const { cart, status, changeQuantity, remove } = useCart()
 * cart?.totalQuantity // 3
 */
export const useCart = (): CartSession => useProvided(CartContext, "useCart")
