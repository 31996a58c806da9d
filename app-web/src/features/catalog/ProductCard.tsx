import { type Product, variantImage } from "@vitrine/core/catalog"
import { Price } from "../../components/Price.tsx"
import { StatusLabel } from "../../components/StatusLabel.tsx"
import { Link } from "../../router/Link.tsx"
import { productPath } from "../../router/routes.ts"
import { ListingAddButton } from "./ListingAddButton.tsx"

/**
 * One product on the listing page: image, title (the link to the product page), price, status label
 * and the add button. The image repeats the title link for pointer users and stays out of the tab
 * order, so a keyboard visits each product once.
 *
 * @example
 * <ProductCard product={product} expressCheckout={false} />
 */
export const ProductCard = ({ product, expressCheckout }: { product: Product; expressCheckout: boolean }) => {
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
      <ListingAddButton product={product} expressCheckout={expressCheckout} />
    </li>
  )
}
