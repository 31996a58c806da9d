import { useEffect } from "react"
import { NotFound } from "../../components/NotFound.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { routeOf, storePagePath } from "../../router/routes.ts"
import { usePageData } from "../../ssr/page-data-context.tsx"
import { usePageText } from "../../ssr/page-language.ts"
import { CARDS_ABOVE_THE_FOLD } from "./ListingPage.tsx"
import { ListedProducts } from "./listed-products.tsx"
import { ProductCard } from "./ProductCard.tsx"

/**
 * A store page (`/shop/{urlId}`): its title and description, its top-level categories as filter
 * links (`?category=`, the one shown marked current, and "All"), and the products it shows as cards
 * in the merchant's order; an empty page or category says so. The server renders it whole with its
 * data (an island page: only the cards' add buttons hydrate, so it adds no first-load code); the
 * app, reaching it by a link of its own, loads it from the server.
 *
 * @example
 * <StorePage urlId="linen-shop" />
 */
export const StorePage = ({ urlId }: { readonly urlId: string }) => {
  const data = usePageData()
  const text = usePageText()
  const read = data ? routeOf(data.path) : undefined
  const shown = read?.page === "store-page" && read.urlId === urlId ? data?.storePage : undefined
  // Read only on the server: the app reached the page by its own link, so the server renders it.
  useEffect(() => {
    if (shown === undefined) window.location.reload()
  }, [shown])
  if (shown === undefined) return null
  if (shown === null) return <NotFound />
  const products = data?.products ?? []
  const here = storePagePath(shown.urlId)
  return (
    <section className="listing store-page">
      <PageHeading title={shown.title} />
      {shown.description && <p className="store-page-description">{shown.description}</p>}
      {shown.filters.length > 0 && (
        <nav aria-label={text("categories")} className="store-page-filters">
          <ul>
            <li>
              <a href={here} aria-current={shown.category === null ? "page" : undefined}>
                {text("allProducts")}
              </a>
            </li>
            {shown.filters.map((filter) => (
              <li key={filter.id}>
                <a
                  href={`${here}?category=${encodeURIComponent(filter.id)}`}
                  aria-current={shown.category === filter.id ? "page" : undefined}
                >
                  {filter.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {products.length === 0 ? (
        <p className="empty">{text(shown.category === null ? "noProductsOnPage" : "noProductsInCategory")}</p>
      ) : (
        <ListedProducts products={products}>
          <ul className="grid">
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} aboveTheFold={index < CARDS_ABOVE_THE_FOLD} />
            ))}
          </ul>
        </ListedProducts>
      )}
    </section>
  )
}
