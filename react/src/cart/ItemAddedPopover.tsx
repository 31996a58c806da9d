import { POPOVER_MS } from "@vitrine/core/cart"
import { type StorefrontStrings, translate } from "@vitrine/core/site"
import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from "react"
import { withClass } from "../class-name.ts"
import { type LinkTarget, NavigationLink } from "../link/NavigationLink.tsx"
import { type Inset, POPOVER_INSET, type PopoverPlacement, popoverPlacement } from "./popover-placement.ts"
import { useCart } from "./use-cart.ts"
import { useScrollFollowing } from "./use-scroll-following.ts"

/** Props of {@link ItemAddedPopover}; `href` is the "View cart" link's (default `/cart`). */
export interface ItemAddedPopoverProps extends LinkTarget {
  /** The element to snap to while it is on screen: the cart pill (`<CartPill ref={pill} />`). */
  readonly anchor?: RefObject<HTMLElement | null>
  /** The distance from the viewport's top right corner when there is no anchor on screen, in px. */
  readonly inset?: Inset
  /** Classes added to `vitrine-item-added-popover`. */
  readonly className?: string
  /**
   * Its texts in the page's language (the page's dictionary); a text left out is English's
   * (`translate` falls back key by key).
   */
  readonly strings?: Partial<StorefrontStrings> | undefined
}

const measure = (anchor: RefObject<HTMLElement | null> | undefined, inset: Inset): PopoverPlacement =>
  popoverPlacement(
    anchor?.current?.getBoundingClientRect() ?? null,
    { width: window.innerWidth, height: window.innerHeight },
    inset,
  )

/**
 * The item-added popover: '{productName} was added to your cart.' with a "View cart" link and a
 * Close control, gone after 3 s (CART-019, CART-020). It snaps to the cart pill while the pill is on
 * screen, else to the top right (CART-021), and follows scrolling and resizing, re-measured at most
 * every 100 ms (CART-022). Its position is inline (`position: fixed` and coordinates), so it works
 * without the stylesheet; `data-placement` says `anchor` or `top-right`. The live region is always
 * in the page, so screen readers announce each new message.
 *
 * @example
 * <CartPill ref={pill} />
 * <ItemAddedPopover anchor={pill} onNavigate={navigate} />
 */
export const ItemAddedPopover = ({
  href = "/cart",
  onNavigate,
  anchor,
  inset = POPOVER_INSET,
  className,
  strings,
}: ItemAddedPopoverProps) => {
  const { lastAdded, dismissAdded } = useCart()
  const [placement, setPlacement] = useState<PopoverPlacement>(() =>
    popoverPlacement(null, { width: 0, height: 0 }, inset),
  )
  const shown = lastAdded !== null
  const follow = useCallback(() => setPlacement(measure(anchor, inset)), [anchor, inset])

  // Each add restarts the 3 s; `dismissAdded` changes with the session, the event does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the event only.
  useEffect(() => {
    if (lastAdded === null) return
    const timer = setTimeout(dismissAdded, POPOVER_MS)
    return () => clearTimeout(timer)
  }, [lastAdded?.key])

  // Placed before the browser paints it, as each add may find the pill somewhere new.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again on each add.
  useLayoutEffect(() => {
    if (shown) follow()
  }, [lastAdded?.key])
  useScrollFollowing(follow, shown)

  const { placement: snapped, ...coordinates } = placement
  return (
    <div
      className={withClass("vitrine-item-added-popover", className)}
      data-placement={snapped}
      style={{ position: "fixed", ...coordinates }}
      aria-live="polite"
    >
      {lastAdded && (
        <div className="vitrine-item-added-card" key={lastAdded.key}>
          <p className="vitrine-item-added-message">
            {translate(strings, "itemAdded", { productName: lastAdded.title })}
          </p>
          <div className="vitrine-item-added-actions">
            <NavigationLink
              href={href}
              onNavigate={onNavigate}
              className="vitrine-item-added-link"
              onClick={dismissAdded}
            >
              {translate(strings, "viewCart")}
            </NavigationLink>
            <button type="button" className="vitrine-item-added-close" onClick={dismissAdded}>
              {translate(strings, "close")}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
