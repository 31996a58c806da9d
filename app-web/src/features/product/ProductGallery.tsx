import type { Product, ProductImage } from "@vitrine/core/catalog"

/**
 * The product's images, one visible at a time: every image is in the page so switching is instant,
 * and the one tied to the selected variant is shown while the others are hidden (DISPLAY-012). The
 * shown one is the page's largest paint, so it is fetched first (`fetchpriority="high"`); images are
 * square, as the gallery's frame is, and say so with width and height.
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
          width={800}
          height={800}
          hidden={image.id !== shown?.id}
          {...(image.id === shown?.id ? { fetchPriority: "high" as const } : {})}
          data-image-id={image.id}
        />
      ))}
    </div>
  )
}
