import type { Product } from "@vitrine/core/catalog"
import { createContext, type ReactNode, useContext } from "react"
import { usePageData } from "../../ssr/page-data-context.tsx"

const ListedProductsContext = createContext<readonly Product[] | undefined>(undefined)

/**
 * Hands the products the listing shows to its cards, so a card's island takes a product's id, not
 * the product: on an island page each island's props travel in the page data, which carries the
 * listing's products already.
 *
 * @example
 * <ListedProducts products={products}><ul>…</ul></ListedProducts>
 */
export const ListedProducts = ({
  products,
  children,
}: {
  products: readonly Product[]
  children: ReactNode
}) => <ListedProductsContext value={products}>{children}</ListedProductsContext>

/**
 * A product of the listing by its id: from `ListedProducts` around the card (the app's listing, the
 * server's), else from the page data's products (an island of the listing, hydrated as a root of
 * its own); undefined when neither has it. A listing holds a page of products: a search through
 * them costs less code on every island page's first load than an index would.
 *
 * @example
 * const product = useListedProduct("prod-linen-shirt")
 */
export const useListedProduct = (id: Product["id"]): Product | undefined => {
  const listed = useContext(ListedProductsContext)
  const data = usePageData()
  return (listed ?? data?.products)?.find((product) => product.id === id)
}
