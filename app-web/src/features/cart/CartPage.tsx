import { indicatorSubtotal } from "@vitrine/core/cart"
import { useCart } from "@vitrine/react"
import { useRef } from "react"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { Link } from "../../router/Link.tsx"
import { CHECKOUT_PATH } from "../../router/routes.ts"
import { CartEntryRow } from "./CartEntryRow.tsx"

/**
 * The cart page (`/cart`): the entries, the subtotal with zero fractions trimmed (CART-018) and a
 * checkout button, disabled until checkout exists. The root carries `data-cart-root`, the full-page
 * cart element that tells scripts this is the cart page (CART-008).
 *
 * @example
 * <CartPage />
 */
export const CartPage = () => {
  const { cart, status, reload } = useCart()
  const entries = cart?.entries ?? []
  // A removed line takes its focused Remove button with it; focus goes back to the page's heading.
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = () => heading.current?.focus()
  return (
    <section className="cart-page" data-cart-root aria-busy={status === "loading"}>
      <PageHeading title="Your cart" ref={heading} />
      {status === "loading" && <Spinner label="Loading cart" />}
      {status === "error" && <ErrorScreen onRetry={reload} />}
      {(status === "none" || status === "ready") && entries.length === 0 && (
        <div className="empty">
          <p>Your cart is empty.</p>
          <Link href="/" className="button">
            Continue shopping
          </Link>
        </div>
      )}
      {cart && status === "ready" && entries.length > 0 && (
        <div className="cart-layout">
          <ul className="cart-entries">
            {entries.map((entry) => (
              <CartEntryRow key={entry.id} entry={entry} currency={cart.currency} onRemoved={focusHeading} />
            ))}
          </ul>
          <aside className="cart-summary" aria-label="Order summary">
            <p className="cart-subtotal">
              <span>Subtotal</span>
              <span>{indicatorSubtotal(cart.subtotal)}</span>
            </p>
            <Link href={CHECKOUT_PATH} className="button button-large button-block">
              Checkout
            </Link>
            <Link href="/" className="continue-link">
              Continue shopping
            </Link>
          </aside>
        </div>
      )}
    </section>
  )
}
