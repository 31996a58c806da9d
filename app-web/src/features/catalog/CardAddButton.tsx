import type { Product } from "@vitrine/core/catalog"
import { AddToCartButton } from "@vitrine/react"
import { useNavigate } from "../../router/navigation.tsx"
import { useRenderedPageData } from "../../ssr/page-data-context.tsx"
import { useListedProduct } from "./listed-products.tsx"

/**
 * A listing card's add button (its name carries the product's title; 'Select Option' leads to the
 * product page when the product needs a choice): the one part of a card that hydrates on the
 * listing, an island page. It takes the product's id and finds the product among the listing's
 * (`useListedProduct`): its props travel in the page, which holds the products once already. It
 * leads elsewhere the way the page navigates (`useNavigate`: the app's router in the app, a full
 * page load on an island page), in the page's language: its texts are the page data's dictionary
 * (SITE-009: data, no code), and express checkout goes to `/fr/checkout` from a French page.
 *
 * @example
 * <CardAddButton productId={product.id} />
 */
export const CardAddButton = ({ productId }: { productId: Product["id"] }) => {
  const product = useListedProduct(productId)
  const navigate = useNavigate()
  const language = useRenderedPageData()?.language
  return product ? (
    <AddToCartButton
      product={product}
      nameWithTitle
      className="button button-block"
      onLeave={navigate}
      texts={language?.strings}
      pathPrefix={language?.prefix}
    />
  ) : null
}
