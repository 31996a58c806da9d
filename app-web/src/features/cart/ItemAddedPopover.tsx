import { itemAddedMessage, POPOVER_MS } from "@vitrine/core/cart"
import { useEffect } from "react"
import { Link } from "../../router/Link.tsx"
import { useCartSession } from "../../session/cart-session.tsx"

/**
 * The item-added popover: '{productName} was added to your cart.' with a Close control, gone after
 * 3 s (CART-019, CART-020). It is fixed to the viewport, so it follows scrolling; it sits above the
 * pill when the pill shows, else at the top right (CART-021). The live region is always in the
 * page, so screen readers announce each new message.
 *
 * @example
 * <ItemAddedPopover nearPill />
 */
export const ItemAddedPopover = ({ nearPill }: { nearPill: boolean }) => {
  const { lastAdded, dismissAdded } = useCartSession()

  // Each add restarts the 3 s; `dismissAdded` changes with the session, the event does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the event only.
  useEffect(() => {
    if (lastAdded === null) return
    const timer = setTimeout(dismissAdded, POPOVER_MS)
    return () => clearTimeout(timer)
  }, [lastAdded?.key])

  return (
    <div className={`popover ${nearPill ? "popover-near-pill" : "popover-top-right"}`} aria-live="polite">
      {lastAdded && (
        <div className="popover-card" key={lastAdded.key}>
          <p>{itemAddedMessage(lastAdded.title)}</p>
          <div className="popover-actions">
            <Link href="/cart" className="popover-link" onClick={dismissAdded}>
              View cart
            </Link>
            <button type="button" className="button button-small button-secondary" onClick={dismissAdded}>
              Close
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
