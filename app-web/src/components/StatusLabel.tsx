import { displayState, type Product } from "@vitrine/core/catalog"
import { translate } from "@vitrine/core/site"
import { useRenderedPageData } from "../ssr/page-data-context.tsx"

/**
 * The 'sold out' or 'sale' label of a product, or nothing (DISPLAY-006, DISPLAY-007), in the page's
 * language (its dictionary in the page data; English without one).
 *
 * @example
 * <StatusLabel product={product} />
 */
export const StatusLabel = ({ product }: { product: Product }) => {
  const strings = useRenderedPageData()?.language?.strings
  const state = displayState(product)
  if (state === "none") return null
  return (
    <span className={`status-label status-${state}`}>
      {translate(strings, state === "sale" ? "sale" : "soldOut")}
    </span>
  )
}
