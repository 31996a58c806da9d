import { type CartSpokenWords, isPillVisible, pillCount, pillSpokenText } from "@vitrine/core/cart"
import type { Ref } from "react"
import { VISUALLY_HIDDEN } from "../a11y/visually-hidden.ts"
import { withClass } from "../class-name.ts"
import { type LinkTarget, NavigationLink } from "../link/NavigationLink.tsx"
import { useStoreSettings } from "../settings/use-store-settings.ts"
import { CartIcon } from "./CartIcon.tsx"
import { useCart } from "./use-cart.ts"

/** Props of {@link CartPill}. */
export interface CartPillProps extends LinkTarget {
  /** Whether this page is the cart page, where the pill never shows (CART-009). */
  readonly isCartPage?: boolean
  /** Whether the store has its own cart in place of the pill (CART-009). */
  readonly customCart?: boolean
  /**
   * The words of its spoken count in the page's language (a dictionary of `@vitrine/core/site`
   * fits); core's English ("2 items in cart") when left out.
   */
  readonly words?: CartSpokenWords | undefined
  /** Classes added to `vitrine-cart-pill`. */
  readonly className?: string
  /** The pill's anchor element, for `ItemAddedPopover`'s `anchor` to snap to. */
  readonly ref?: Ref<HTMLAnchorElement>
}

/**
 * The floating cart pill: a link to the cart (`href`, default `/cart`) with the item count ('100+'
 * above 100), shown while the cart holds something, except on the cart page, in a store with express
 * checkout or with a custom cart (CART-009, CART-010, CART-016). Its name is the spoken count
 * (CART-017), which contains the count it shows; a polite live region repeats the count so a change
 * is announced even while focus is elsewhere.
 *
 * @example
 * <CartPill href="/cart" onNavigate={navigate} isCartPage={path === "/cart"} ref={pill} />
 */
export const CartPill = ({
  href = "/cart",
  onNavigate,
  isCartPage = false,
  customCart = false,
  words,
  className,
  ref,
}: CartPillProps) => {
  const { cart } = useCart()
  const { settings } = useStoreSettings()
  const totalQuantity = cart?.totalQuantity ?? 0
  const expressCheckout = settings?.expressCheckout ?? false
  const visible = isPillVisible({ totalQuantity, isCartPage, expressCheckout, customCart })
  const spoken = pillSpokenText(totalQuantity, words)
  return (
    <>
      <p className="vitrine-cart-pill-live" style={VISUALLY_HIDDEN} aria-live="polite">
        {visible ? spoken : ""}
      </p>
      {visible && (
        <NavigationLink
          ref={ref}
          href={href}
          onNavigate={onNavigate}
          className={withClass("vitrine-cart-pill", className)}
          aria-label={spoken}
        >
          <CartIcon />
          <span className="vitrine-cart-pill-count">{pillCount(totalQuantity)}</span>
        </NavigationLink>
      )}
    </>
  )
}
