import { isPillVisible, pillCount, pillSpokenText } from "@vitrine/core/cart"
import { Link } from "../../router/Link.tsx"
import { useCartSession } from "../../session/cart-session.tsx"

/**
 * The floating cart pill: a link to `/cart` with the item count ('100+' above 100), shown on
 * non-cart pages of a store without express checkout while the cart holds something (CART-009,
 * CART-010, CART-016). Its name is the spoken count (CART-017); a polite live region repeats the
 * count so a change is announced even while focus is elsewhere. The reference store has no custom
 * cart.
 *
 * @example
 * <CartPill isCartPage={false} expressCheckout={false} />
 */
export const CartPill = ({
  isCartPage,
  expressCheckout,
}: {
  isCartPage: boolean
  expressCheckout: boolean
}) => {
  const { cart } = useCartSession()
  const totalQuantity = cart?.totalQuantity ?? 0
  const visible = isPillVisible({ totalQuantity, isCartPage, expressCheckout, customCart: false })
  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-testid="cart-count-live">
        {visible ? pillSpokenText(totalQuantity) : ""}
      </p>
      {visible && (
        <Link href="/cart" className="cart-pill" aria-label={pillSpokenText(totalQuantity)}>
          <CartIcon />
          <span className="cart-pill-count">{pillCount(totalQuantity)}</span>
        </Link>
      )}
    </>
  )
}

/**
 * A shopping bag drawn inline: no icon font or image request on the first load.
 *
 * @example
 * <CartIcon />
 */
export const CartIcon = () => (
  <svg className="cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
)
