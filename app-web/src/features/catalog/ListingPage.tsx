import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { HomeSections } from "../../components/HomeSections.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { useLoad } from "../../components/use-load.ts"
import { usePageData } from "../../ssr/page-data-context.tsx"
import { usePageText } from "../../ssr/page-language.ts"
import { ListedProducts } from "./listed-products.tsx"
import { ProductCard } from "./ProductCard.tsx"

const SKELETON_CARDS = 8

/**
 * The cards whose images are on a first screen: two rows of two on a phone, a row of four on a wide
 * screen (the grid's columns, styles.css).
 */
export const CARDS_ABOVE_THE_FOLD = 4

/**
 * The product listing page (`/`): the home page's sections when the merchant arranged some
 * (`HomeSections`: on the page the server rendered, the layout it embedded; reached by a link
 * inside the app, read from `GET /api/home-page` — should that fail, the products show without
 * them), then every product as a card with its own add button. The products
 * are read each time the page opens, so their stock and prices (in the store currency) are current;
 * on the page the server rendered, they are the ones it embedded. The images of the first screen
 * of cards hold the page's largest paint: loaded first, never lazily.
 *
 * @example
 * <ListingPage />
 */
export const ListingPage = () => {
  const client = useStoreClient()
  const data = usePageData()
  const text = usePageText()
  const [sections] = useLoad(
    () => client.homePage(),
    "home page",
    data && { status: "ready", value: { layout: data.homeLayout ?? null } },
  )
  const [catalogue, retry] = useLoad(
    () => client.listProducts(),
    "catalogue",
    data?.products && { status: "ready", value: { products: data.products, settings: data.settings } },
  )
  return (
    <>
      {sections.status === "ready" && sections.value.layout && (
        <HomeSections layout={sections.value.layout} />
      )}
      <section className="listing" aria-busy={catalogue.status === "loading"}>
        <PageHeading title={text("shop")} />
        {catalogue.status === "loading" && <ListingSkeleton label={text("loadingProducts")} />}
        {(catalogue.status === "error" || catalogue.status === "not-found") && (
          <ErrorScreen onRetry={retry} failure={catalogue} />
        )}
        {catalogue.status === "ready" &&
          (catalogue.value.products.length === 0 ? (
            <p className="empty">{text("noProductsYet")}</p>
          ) : (
            <ListedProducts products={catalogue.value.products}>
              <ul className="grid">
                {catalogue.value.products.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    aboveTheFold={index < CARDS_ABOVE_THE_FOLD}
                  />
                ))}
              </ul>
            </ListedProducts>
          ))}
      </section>
    </>
  )
}

const ListingSkeleton = ({ label }: { label: string }) => (
  <ul className="grid" aria-label={label}>
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
      <li key={index} className="card skeleton-card" aria-hidden="true">
        <div className="skeleton skeleton-image" />
        <div className="card-body">
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      </li>
    ))}
  </ul>
)
