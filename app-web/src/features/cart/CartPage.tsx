import { indicatorSubtotal } from "@vitrine/core/cart"
import { useCart } from "@vitrine/react"
import { useEffect, useRef } from "react"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { failedRead } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { CHECKOUT_PATH } from "../../router/routes.ts"
import { CartEntryRow } from "./CartEntryRow.tsx"

/**
 * The cart page (`/cart`): the entries, the subtotal with zero fractions trimmed (CART-018) and a
 * checkout button. The root carries `data-cart-root`, the full-page cart element that tells scripts
 * this is the cart page (CART-008). The page reads the cart again when the visitor comes back to its
 * tab (another tab may have added to it or checked it out); while that read is under way, or when it
 * fails, the lines already shown stay, and a failure says how it failed above them (`ErrorScreen`)
 * with its Try again.
 *
 * @example
 * <CartPage />
 */
export const CartPage = () => {
  const { cart, status, reload, loadError } = useCart()
  const entries = cart?.entries ?? []
  // A removed line takes its focused Remove button with it; focus goes back to the page's heading.
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = () => heading.current?.focus()
  useEffect(() => {
    const shown = () => document.visibilityState === "visible" && reload()
    document.addEventListener("visibilitychange", shown)
    return () => document.removeEventListener("visibilitychange", shown)
  }, [reload])
  return (
    <section className="cart-page" data-cart-root aria-busy={status === "loading"}>
      <PageHeading title="Your cart" ref={heading} />
      {status === "loading" && entries.length === 0 && <Spinner label="Loading cart" />}
      {status === "error" && <ErrorScreen onRetry={reload} failure={failedRead(loadError)} />}
      {(status === "none" || status === "ready") && entries.length === 0 && (
        <div className="empty">
          <p>Your cart is empty.</p>
          <Link href="/" className="button">
            Continue shopping
          </Link>
        </div>
      )}
      {cart && entries.length > 0 && (
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
