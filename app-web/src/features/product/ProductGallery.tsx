import type { Product, ProductImage } from "@vitrine/core/catalog"

/**
 * The product's images, one visible at a time: every image is in the page so switching is instant,
 * and the one tied to the selected variant is shown while the others are hidden (DISPLAY-012).
 *
 * @example
 * <ProductGallery product={product} shown={variantImage(product, variant)} />
 */
export const ProductGallery = ({ product, shown }: { product: Product; shown: ProductImage | undefined }) => {
  if (product.images.length === 0) return <div className="gallery image-placeholder" aria-hidden="true" />
  return (
    <div className="gallery">
      {product.images.map((image) => (
        <img
          key={image.id}
          src={image.url}
          alt={image.altText || product.title}
          hidden={image.id !== shown?.id}
          data-image-id={image.id}
        />
      ))}
    </div>
  )
}
