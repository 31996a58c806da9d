import { currentPrice, type Product, type Variant } from "@vitrine/core/catalog"
import { productPayLaterLine } from "@vitrine/core/paylater"
import { shownVariant } from "../../components/Price.tsx"

const shopperLanguage = () => globalThis.navigator?.language ?? "en"

/**
 * The pay-later pill of a product page (UI-006): "or 4 interest-free payments of $17.00 with
 * Afterpay" for the price shown, or the out-of-range wording ("Afterpay available for orders over
 * $35"). Core decides everything: whether the store's currency has pay-later (USD, CAD, AUD, NZD,
 * GBP), the brand and locale for the shopper's language, the range and the wording. The provider's
 * information modal lives on the provider's own host (PAYLATER-013); the reference store does not
 * load it, so the pill is text, not a button.
 *
 * @example
 * <PayLaterLine product={product} variant={exact} />
 */
export const PayLaterLine = ({ product, variant }: { product: Product; variant: Variant | undefined }) => {
  const shown = shownVariant(product, variant)
  if (shown === undefined) return null
  const line = productPayLaterLine({
    productType: product.productType,
    price: currentPrice(shown),
    shopperLanguage: shopperLanguage(),
  })
  if (line === undefined) return null
  const brand = <span className="pay-later-brand">{line.brandName}</span>
  return (
    <p className="pay-later">
      {line.brandFirst ? (
        <>
          {brand} {line.text}
        </>
      ) : (
        <>
          {line.text} {brand}
        </>
      )}
    </p>
  )
}
