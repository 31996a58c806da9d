import { cartIndicatorSpokenText, cartIndicatorState, cartIndicatorText } from "@vitrine/core/cart"
import { Link } from "../../router/Link.tsx"
import { useCartSession } from "../../session/cart-session.tsx"

/**
 * The header's cart link with the cart indicator: the item count and subtotal, or the empty marker
 * at zero items (CART-013, CART-015). The figures appear only after the first sync with the server
 * (CART-014); until then, and when the cart could not be loaded, the link reads "Cart" alone, so it
 * never shows a count it does not know. Unlike the pill it shows on every page, the cart page too.
 *
 * @example
 * <CartIndicator />
 */
export const CartIndicator = () => {
  const { cart, status } = useCartSession()
  const state = cartIndicatorState({ synced: status === "none" || status === "ready", cart })
  return (
    <Link
      href="/cart"
      className="cart-indicator"
      aria-label={cartIndicatorSpokenText(state)}
      data-testid="cart-indicator"
    >
      Cart
      {state !== null && <span className="cart-indicator-figures">{cartIndicatorText(state)}</span>}
    </Link>
  )
}
