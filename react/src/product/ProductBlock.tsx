import type { Product } from "@vitrine/core/catalog"
import { AddToCartButton } from "../add-to-cart/AddToCartButton.tsx"
import { withClass } from "../class-name.ts"
import { OptionSelects } from "./OptionSelects.tsx"
import { Price } from "./Price.tsx"
import { useProductSelection } from "./use-product-selection.ts"

/** Where an add from a product block comes from, for the add-to-cart metric (TRACK-009). */
export const PRODUCT_BLOCK_PAGE = "product_block"

/** Props of {@link ProductBlock}. */
export interface ProductBlockProps {
  readonly product: Product
  /** The product's own page, for the title's link. */
  readonly href: string
  /** Classes added to `vitrine-product-block`. */
  readonly className?: string
  /** Goes to a page instead of the added state (express checkout, a subscription): the router's navigate. */
  readonly onLeave?: (path: string) => void
}

const plainLabel = (_option: string, value: string) => value

/**
 * A product anywhere on a page (UI-007: add to cart from within other pages): its images, one shown
 * at a time and switching with the variant chosen (DISPLAY-012: the selected variant's main image
 * shown, the previous one hidden), its title linking to its page, its price, its option selects and
 * the add button (its name carries the title, as several blocks may share a page). Unstyled. The
 * root carries `data-product-page="product_block"` and the product's id, so the storefront's
 * analytics reports an add from it as a product block's (TRACK-009).
 *
 * @example
 * <ProductBlock product={product} href={`/products/${product.urlSlug}`} />
 */
export const ProductBlock = ({ product, href, className, onLeave }: ProductBlockProps) => {
  const chosen = useProductSelection(product)
  return (
    <div
      className={withClass("vitrine-product-block", className)}
      data-product-page={PRODUCT_BLOCK_PAGE}
      data-product-id={product.id}
    >
      {product.images.map((image) => (
        <img
          key={image.id}
          src={image.url}
          alt={image.altText || product.title}
          loading="lazy"
          hidden={image.id !== chosen.image?.id}
          data-image-id={image.id}
        />
      ))}
      <a className="vitrine-product-block-title" href={href}>
        {product.title}
      </a>
      <Price product={product} variant={chosen.variant} />
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <OptionSelects
          product={product}
          selection={chosen.selection}
          onChange={chosen.setSelection}
          label={plainLabel}
        />
        <AddToCartButton
          product={product}
          {...chosen.choice}
          nameWithTitle
          {...(onLeave === undefined ? {} : { onLeave })}
        />
      </form>
    </div>
  )
}
