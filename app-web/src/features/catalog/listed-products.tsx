import type { Product } from "@vitrine/core/catalog"
import { createContext, type ReactNode, useContext } from "react"
import { usePageData } from "../../ssr/page-data-context.tsx"

type ProductsById = ReadonlyMap<Product["id"], Product>

const ListedProductsContext = createContext<ProductsById | undefined>(undefined)

// One index per list of products, however many cards look a product up in it.
const indexes = new WeakMap<readonly Product[], ProductsById>()
const byId = (products: readonly Product[]): ProductsById => {
  const known = indexes.get(products)
  if (known) return known
  const index = new Map(products.map((product) => [product.id, product]))
  indexes.set(products, index)
  return index
}

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
}) => <ListedProductsContext value={byId(products)}>{children}</ListedProductsContext>

/**
 * A product of the listing by its id: from `ListedProducts` around the card (the app's listing, the
 * server's), else from the page data's products (an island of the listing, hydrated as a root of
 * its own); undefined when neither has it.
 *
 * @example
 * const product = useListedProduct("prod-linen-shirt")
 */
export const useListedProduct = (id: Product["id"]): Product | undefined => {
  const listed = useContext(ListedProductsContext)
  const data = usePageData()
  return (listed ?? byId(data?.products ?? NONE)).get(id)
}

const NONE: readonly Product[] = []
