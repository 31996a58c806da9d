import type { CartIndicatorProps } from "@vitrine/react"
import { CartIndicator as Indicator } from "@vitrine/react/cart-indicator"
import { useRenderedPageData } from "../ssr/page-data-context.tsx"

/**
 * `@vitrine/react`'s cart indicator in the page's language: its words from the page's dictionary
 * ("Panier", "Vide", and its screen reader's "Panier, 2 articles, sous-total …") and its subtotal written as the language writes numbers (the currency stays the
 * store's). The header's lazy part (see HeaderIslands.tsx), so reading the page's language costs an
 * island page's first load nothing; without a page language it is the indicator's English.
 *
 * @example
 * <CartIndicator href="/fr/cart" onNavigate={navigate} />
 */
export const CartIndicator = (props: CartIndicatorProps) => {
  const language = useRenderedPageData()?.language
  return (
    <Indicator
      {...props}
      {...(language && {
        label: language.strings.cart,
        emptyLabel: language.strings.cartEmptyMarker,
        locale: language.tag,
        words: language.strings,
      })}
    />
  )
}
