import {
  type CartSpokenWords,
  cartIndicatorSpokenText,
  cartIndicatorState,
  cartIndicatorText,
} from "@vitrine/core/cart"
import { useId } from "react"
import { withClass } from "../class-name.ts"
import { type LinkTarget, NavigationLink } from "../link/NavigationLink.tsx"
import { useCart } from "./use-cart.ts"

/** Props of {@link CartIndicator}. */
export interface CartIndicatorProps extends LinkTarget {
  /** The link's word before the figures; default "Cart". */
  readonly label?: string
  /** The locale that writes the subtotal (the page's language; core's en-US when left out). */
  readonly locale?: string
  /** The word in place of figures at zero items; default core's "Empty" (CART-015). */
  readonly emptyLabel?: string
  /**
   * The words of its description in the page's language (a dictionary of `@vitrine/core/site`
   * fits); core's English ("Cart, 2 items, subtotal $42") when left out.
   */
  readonly words?: CartSpokenWords | undefined
  /** Classes added to `vitrine-cart-indicator`. */
  readonly className?: string
}

/**
 * The header's cart link with the cart indicator: the item count and subtotal ("2 · $42"), or the
 * empty marker at zero items (CART-013, CART-015). The figures appear only after the first sync
 * with the server (CART-014); until then, and when the cart could not be loaded, the link reads
 * "Cart" alone, so it never shows a count it does not know. It shows on every page, the cart page
 * too.
 *
 * Its accessible name is its visible text ("Cart 2 · $42"), so a speech user can say what they see
 * (WCAG 2.5.3); core's spoken wording ("Cart, 2 items, subtotal $42") is its description, which
 * says what the figures mean.
 *
 * @example
 * <CartIndicator href="/cart" onNavigate={navigate} />
 * <CartIndicator href="/fr/cart" label="Panier" locale="fr" /> // "Panier 2 · $US 42" on a French page
 */
export const CartIndicator = ({
  href = "/cart",
  onNavigate,
  label = "Cart",
  locale,
  emptyLabel,
  words,
  className,
}: CartIndicatorProps) => {
  const { cart, status } = useCart()
  const described = useId()
  const synced = status === "none" || status === "ready"
  const state = cartIndicatorState(locale === undefined ? { synced, cart } : { synced, cart, locale })
  const withFigures = state !== null && state.items > 0
  return (
    <NavigationLink
      href={href}
      onNavigate={onNavigate}
      className={withClass("vitrine-cart-indicator", className)}
      aria-describedby={withFigures ? described : undefined}
    >
      <span className="vitrine-cart-indicator-label">{label}</span>
      {state !== null && (
        <>
          {" "}
          <span className="vitrine-cart-indicator-figures">{cartIndicatorText(state, emptyLabel)}</span>
        </>
      )}
      {withFigures && (
        // Hidden outright, so it stays out of the name; a description may point at hidden text.
        <span id={described} hidden>
          {cartIndicatorSpokenText(state, words)}
        </span>
      )}
    </NavigationLink>
  )
}
