import {
  ADD_BUTTON_TEXT,
  addButtonText,
  isSoldOut,
  type Product,
  QUANTITY_INPUT,
  SELECT_OPTION_HINT_MS,
} from "@vitrine/core/catalog"
import { useEffect, useState } from "react"
import { checkInBrowser } from "../../add-to-cart/check.ts"
import { useAddToCart } from "../../add-to-cart/use-add-to-cart.ts"
import { useCartSession } from "../../session/cart-session.tsx"

/**
 * The add button of a product card on the listing page.
 *
 * - Sold out: 'Sold Out', disabled for good (ADDCART-010).
 * - A product that needs a choice first (options, or a gift card's denomination): clicking add shows
 *   'Select Option' with the button disabled for 2 s, then the earlier text comes back and the button
 *   works again (ADDCART-009, ADDCART-011). The spec does not say what triggers the hint; ours is that
 *   click, since a card has no selects of its own.
 * - Otherwise the one variant is added at once, with the product page's states and alerts.
 *
 * @example
 * const button = useListingButton(product, settings.expressCheckout)
 */
export const useListingButton = (product: Product, expressCheckout: boolean) => {
  const session = useCartSession()
  const adding = useAddToCart(product, expressCheckout, addButtonText(product))
  const [hinting, setHinting] = useState(false)
  const soldOut = isSoldOut(product)

  useEffect(() => {
    if (!hinting) return
    const timer = setTimeout(() => setHinting(false), SELECT_OPTION_HINT_MS)
    return () => clearTimeout(timer)
  }, [hinting])

  const click = () => {
    if (soldOut || hinting || adding.busy) return
    const check = checkInBrowser(product, {}, QUANTITY_INPUT.defaultValue, session.cart?.entries ?? [])
    const needsChoice =
      !check.ok &&
      (check.problem._tag === "OptionsNotSelected" || check.problem._tag === "GiftCardDenominationMissing")
    if (needsChoice) setHinting(true)
    else adding.add({}, QUANTITY_INPUT.defaultValue)
  }

  const text = soldOut ? ADD_BUTTON_TEXT.soldOut : hinting ? ADD_BUTTON_TEXT.selectOption : adding.text
  return {
    text,
    phase: hinting ? "hint" : adding.phase,
    soldOut,
    busy: hinting || adding.busy,
    click,
    alert: adding.alert,
    dismissAlert: adding.dismissAlert,
  }
}
