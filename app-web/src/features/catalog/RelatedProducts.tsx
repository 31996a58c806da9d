import { type Product, relatedProducts } from "@vitrine/core/catalog"
import { ENGLISH } from "@vitrine/core/site"
import { useId } from "react"
import { PRODUCT_PAGE_ATTRIBUTE, RELATED_SECTION_ATTRIBUTE } from "../../analytics/related-markers.ts"
import { useStoreClient } from "../../api/context.tsx"
import { useLoad } from "../../components/use-load.ts"
import { usePageData } from "../../ssr/page-data-context.tsx"
import { usePageText } from "../../ssr/page-language.ts"
import { ListedProducts } from "./listed-products.tsx"
import { ProductCard } from "./ProductCard.tsx"

/** The section's heading in English, its accessible name too (the page's language's on its pages). */
export const RELATED_HEADING = ENGLISH.youMayAlsoLike

/**
 * "You may also like" at the foot of a product page (UI-007: products added to the cart from
 * another product's page): up to four other products as the listing's cards, chosen by core's
 * `relatedProducts`, each with its own add button (the `card-add` island, the listing's, so the
 * product page's first load carries no code of its own for them). A labelled region with an h2, the
 * cards' titles h3; the images load lazily (the section is below the fold). The section is marked
 * (`related-markers.ts`) for the analytics session, which reports its display, its links followed
 * and its adds (RelatedProductDisplay, RelatedProductClick, RelatedProductAddToCart).
 *
 * On the page the server rendered, the products are the page data's (`products`: the server chose
 * them with the same rule, and a card's island finds its product there); after an in-app navigation
 * the catalogue is read and the rule applied here. Nothing shows while it loads or when it fails:
 * the section is an extra, and the page is whole without it.
 *
 * @example
 * <RelatedProducts product={product} />
 */
export const RelatedProducts = ({ product }: { product: Product }) => {
  const client = useStoreClient()
  const data = usePageData()
  const headingId = useId()
  const text = usePageText()
  const [catalogue] = useLoad(
    () => client.listProducts(),
    "catalogue",
    data?.products && { status: "ready", value: { products: data.products, settings: data.settings } },
    () => undefined,
  )
  if (catalogue.status !== "ready") return null
  const related = relatedProducts(product, catalogue.value.products)
  if (related.length === 0) return null
  return (
    <section
      className="related"
      aria-labelledby={headingId}
      {...{ [RELATED_SECTION_ATTRIBUTE]: product.id, [PRODUCT_PAGE_ATTRIBUTE]: "add-on" }}
    >
      <h2 id={headingId} className="related-heading">
        {text("youMayAlsoLike")}
      </h2>
      <ListedProducts products={related}>
        <ul className="grid">
          {related.map((suggested) => (
            <ProductCard key={suggested.id} product={suggested} titleLevel="h3" />
          ))}
        </ul>
      </ListedProducts>
    </section>
  )
}
