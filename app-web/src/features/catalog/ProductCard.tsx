import { type Product, variantImage } from "@vitrine/core/catalog"
import { AddToCartButton, Price } from "@vitrine/react"
import { StatusLabel } from "../../components/StatusLabel.tsx"
import { navigate } from "../../router/history.ts"
import { Link } from "../../router/Link.tsx"
import { productPath } from "../../router/routes.ts"

/**
 * One product on the listing page: image, title (the link to the product page), price, status label
 * and the add button (a card's: 'Select Option' for a product that needs a choice, the product's
 * title in its name). The image repeats the title link for pointer users and stays out of the tab
 * order, so a keyboard visits each product once.
 *
 * @example
 * <ProductCard product={product} />
 */
export const ProductCard = ({ product }: { product: Product }) => {
  const image = variantImage(product, undefined)
  const href = productPath(product.urlSlug)
  return (
    <li className="card">
      <Link href={href} className="card-image" tabIndex={-1} aria-hidden="true">
        {image ? <img src={image.url} alt="" loading="lazy" /> : <span className="image-placeholder" />}
        <StatusLabel product={product} />
      </Link>
      <div className="card-body">
        <h2 className="card-title">
          <Link href={href}>{product.title}</Link>
        </h2>
        <Price product={product} />
      </div>
      <div className="card-actions">
        <AddToCartButton product={product} nameWithTitle className="button button-block" onLeave={navigate} />
      </div>
    </li>
  )
}
