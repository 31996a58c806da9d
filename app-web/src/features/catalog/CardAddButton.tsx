import type { Product } from "@vitrine/core/catalog"
import { AddToCartButton } from "@vitrine/react"
import { useNavigate } from "../../router/navigation.tsx"

/**
 * A listing card's add button (its name carries the product's title; 'Select Option' leads to the
 * product page when the product needs a choice): the one part of a card that hydrates on the
 * listing, an island page. It leads elsewhere the way the page navigates (`useNavigate`: the app's
 * router in the app, a full page load on an island page).
 *
 * @example
 * <CardAddButton product={product} />
 */
export const CardAddButton = ({ product }: { product: Product }) => (
  <AddToCartButton product={product} nameWithTitle className="button button-block" onLeave={useNavigate()} />
)
