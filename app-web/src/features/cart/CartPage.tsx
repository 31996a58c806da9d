import { indicatorSubtotal } from "@vitrine/core/cart"
import { type StringKey, translate } from "@vitrine/core/site"
import { useCart } from "@vitrine/react"
import { useEffect, useRef } from "react"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { failedRead } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { CHECKOUT_PATH } from "../../router/routes.ts"
import { useRenderedPageData } from "../../ssr/page-data-context.tsx"
import { CartEntryRow } from "./CartEntryRow.tsx"

/**
 * The cart page (`/cart`): the entries, the subtotal with zero fractions trimmed (CART-018) and a
 * checkout button. The root carries `data-cart-root`, the full-page cart element that tells scripts
 * this is the cart page (CART-008). The page reads the cart again when the visitor comes back to its
 * tab (another tab may have added to it or checked it out); while that read is under way, or when it
 * fails, the lines already shown stay, and a failure says how it failed above them (`ErrorScreen`)
 * with its Try again. Its texts and links are in the page's language (the page data's dictionary
 * and prefix: `/fr/cart` leads on to `/fr/checkout`).
 *
 * @example
 * <CartPage />
 */
export const CartPage = () => {
  const { cart, status, reload, loadError } = useCart()
  const language = useRenderedPageData()?.language
  const text = (key: StringKey) => translate(language?.strings, key)
  const home = language?.prefix || "/"
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
      <PageHeading title={text("yourCart")} ref={heading} />
      {status === "loading" && entries.length === 0 && <Spinner label={text("loadingCart")} />}
      {status === "error" && <ErrorScreen onRetry={reload} failure={failedRead(loadError)} />}
      {(status === "none" || status === "ready") && entries.length === 0 && (
        <div className="empty">
          <p>{text("cartEmpty")}</p>
          <Link href={home} className="button">
            {text("continueShopping")}
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
          <aside className="cart-summary" aria-label={text("orderSummary")}>
            <p className="cart-subtotal">
              <span>{text("subtotal")}</span>
              <span>{indicatorSubtotal(cart.subtotal, language?.tag)}</span>
            </p>
            <Link
              href={`${language?.prefix ?? ""}${CHECKOUT_PATH}`}
              className="button button-large button-block"
            >
              {text("checkout")}
            </Link>
            <Link href={home} className="continue-link">
              {text("continueShopping")}
            </Link>
          </aside>
        </div>
      )}
    </section>
  )
}
