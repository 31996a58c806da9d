import { type Product, variantImage } from "@vitrine/core/catalog"
import { Price } from "@vitrine/react"
import { PRODUCT_ID_ATTRIBUTE } from "../../analytics/related-markers.ts"
import { StatusLabel } from "../../components/StatusLabel.tsx"
import { Island } from "../../islands/Island.tsx"
import { Link } from "../../router/Link.tsx"
import { productPath } from "../../router/routes.ts"
import { useRenderedPageData } from "../../ssr/page-data-context.tsx"
import { usePriceLanguage } from "../../ssr/page-language.ts"
import { CardAddButton } from "./CardAddButton.tsx"

// The demo images are 800 × 800; any square gives the frame its shape before the image arrives.
const IMAGE_SIZE = 800

/**
 * One product on the listing page: image, title (the link to the product page), price, status label
 * and the add button (a card's: 'Select Option' for a product that needs a choice, the product's
 * title in its name): the card's one island, its price written as the page's language writes
 * numbers (the store's currency), the rest of it HTML only on the listing (an island
 * page). The image repeats the title link for pointer users and stays out of the tab order, so a keyboard visits each product once. The images of cards on the first screen
 * (`aboveTheFold`) load at once and first (`fetchpriority="high"`): any of them can be the page's
 * largest paint, as the browser ignores images too plain to count (a flat demo drawing); the others
 * wait until they come near the screen. Images are square (the card's frame is), and say so with
 * width and height, so nothing moves when they arrive. The title is an h2 (the listing's products sit
 * under its h1); `titleLevel="h3"` for cards under a section's own h2.
 *
 * @example
 * <ProductCard product={product} aboveTheFold />
 */
export const ProductCard = ({
  product,
  aboveTheFold = false,
  titleLevel: Title = "h2",
}: {
  product: Product
  aboveTheFold?: boolean
  titleLevel?: "h2" | "h3"
}) => {
  const image = variantImage(product, undefined)
  const language = useRenderedPageData()?.language
  const href = `${language?.prefix ?? ""}${productPath(product.urlSlug)}`
  return (
    <li className="card" {...{ [PRODUCT_ID_ATTRIBUTE]: product.id }}>
      <Link href={href} className="card-image" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            src={image.url}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            {...(aboveTheFold ? { fetchPriority: "high" } : { loading: "lazy" })}
          />
        ) : (
          <span className="image-placeholder" />
        )}
        <StatusLabel product={product} />
      </Link>
      <div className="card-body">
        <Title className="card-title">
          <Link href={href}>{product.title}</Link>
        </Title>
        <Price product={product} {...usePriceLanguage()} />
      </div>
      <div className="card-actions">
        <Island name="card-add" component={CardAddButton} props={{ productId: product.id }} />
      </div>
    </li>
  )
}
