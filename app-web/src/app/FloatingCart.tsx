import { CartPill } from "@vitrine/react"
import { Suspense, useRef } from "react"
import { useNavigate } from "../router/navigation.tsx"
import { useRenderedPageData } from "../ssr/page-data-context.tsx"
import { lazyPart } from "./lazy-part.ts"

// The popover shows only after an add: its chunk comes after the page's, and its (empty) live
// region is in the server's HTML from the start, so the first announcement is not missed.
const ItemAddedPopover = lazyPart(() =>
  import("@vitrine/react/item-added-popover").then((module) => module.ItemAddedPopover),
)

// Without the pill on screen the popover sits at the top right, below the sticky header.
const POPOVER_INSET = { top: 76, right: 24 }

/**
 * The floating cart pill and the item-added popover snapped to it, an island of its own on island
 * pages (it shares the cart with the purchase area through the page's cart store). Neither is shown
 * on the cart nor the checkout (`isCartPage`): the visitor is already there. Both speak the page's
 * language: the popover's texts and the pill's spoken count are the page data's dictionary (as the
 * server rendered it), and the
 * cart they link to is the one in that language (`/fr/cart`).
 *
 * @example
 * <FloatingCart isCartPage={false} />
 */
export const FloatingCart = ({ isCartPage }: { isCartPage: boolean }) => {
  const pill = useRef<HTMLAnchorElement>(null)
  const navigate = useNavigate()
  const language = useRenderedPageData()?.language
  const cart = `${language?.prefix ?? ""}/cart`
  return (
    <>
      <CartPill
        ref={pill}
        href={cart}
        onNavigate={navigate}
        isCartPage={isCartPage}
        words={language?.strings}
      />
      {!isCartPage && (
        <Suspense fallback={null}>
          <ItemAddedPopover
            anchor={pill}
            inset={POPOVER_INSET}
            href={cart}
            onNavigate={navigate}
            strings={language?.strings}
          />
        </Suspense>
      )}
    </>
  )
}
