import { type ChoiceFromAddress, type Product, ProductType, showsRestockForm } from "@vitrine/core/catalog"
import type { StorefrontStrings } from "@vitrine/core/site"
import {
  AddToCartButton,
  OptionSelects,
  QuantityInput,
  useAdditionalFields,
  useProductSelection,
} from "@vitrine/react"
import { useDeferredValue, useEffect } from "react"
import { trackProductVisit } from "../../analytics/analytics.ts"
import { useFormClient } from "../../api/forms.tsx"
import { useNavigate } from "../../router/navigation.tsx"
import { useRenderedPageData } from "../../ssr/page-data-context.tsx"
import { ProductGallery } from "./ProductGallery.tsx"
import { GiftCardSelects, PurchasePrice, RestockBox } from "./purchase-parts.tsx"

const plainLabel = (_option: string, value: string) => value

/**
 * The buying half of a product page with the gallery beside it (the page's purchase island; the
 * description is the page's, outside it), composed from `@vitrine/react`: the
 * price (subscription wording for a subscribable product), the pay-later pill, variant selects,
 * quantity (when the store's rules show it), the add button with its states and the error alert,
 * and the back-in-stock box while the product or the chosen variant is sold out.
 * Core checks the choice first; only a valid request goes to the server. Enter in a field adds. A
 * product with a custom form asks it in a lightbox first, and the line goes in with its answers.
 *
 * What the visitor chose or typed on the server's HTML before the island hydrated (options,
 * quantity) is taken into the choice as it hydrates (`@vitrine/react`'s fields do it), so the add
 * adds what the page shows. The price never blanks (see `PurchasePrice`): until the price's chunk
 * has arrived the server's price stays on screen, even when a variant is chosen meanwhile; then the
 * chosen variant's price replaces it in one step. (The new price cannot show sooner: formatting it
 * is what the chunk brings.) Enter pressed before the island hydrated submits the form as the
 * browser does, reloading the page with the choice in its address; the server gives it back as
 * `chosen`, and the page starts with it chosen. `strings` is the page's dictionary (SITE-009), as data in
 * the island's props: the texts the server rendered are the ones the browser hydrates with. Express
 * checkout leads to the checkout in the page's language (`/fr/checkout`, its prefix from the page data).
 *
 * @example
 * <ProductPurchase product={product} strings={dictionaryFor("fr")} />
 */
export const ProductPurchase = ({
  product,
  chosen: initial,
  strings,
}: {
  product: Product
  chosen?: ChoiceFromAddress
  strings: StorefrontStrings
}) => {
  const chosen = useProductSelection(product, initial)
  const extra = useAdditionalFields(product.additionalFieldsFormId, useFormClient(), strings.addToCart)
  const navigate = useNavigate()
  const priced = useDeferredValue(chosen.variant)
  // Here rather than in the page: on an island page the purchase area is what runs.
  useEffect(() => trackProductVisit(product.id), [product.id])
  return (
    <>
      <ProductGallery product={product} shown={chosen.image} />
      <div className="product-info">
        <PurchasePrice product={product} variant={priced} />
        <form className="purchase" noValidate onSubmit={(event) => event.preventDefault()}>
          {product.productType === ProductType.GIFT_CARD ? (
            <GiftCardSelects product={product} selection={chosen.selection} onChange={chosen.setSelection} />
          ) : (
            <OptionSelects
              product={product}
              selection={chosen.selection}
              onChange={chosen.setSelection}
              label={plainLabel}
              prompt={strings.selectVariant}
            />
          )}
          {chosen.showsQuantity && (
            <QuantityInput value={chosen.quantity} onChange={chosen.setQuantity} texts={strings} />
          )}
          <AddToCartButton
            product={product}
            onLeave={navigate}
            pathPrefix={useRenderedPageData()?.language?.prefix}
            {...chosen.choice}
            texts={strings}
            className="button button-large button-block"
            askAdditionalFields={extra.ask}
          />
          {extra.problem && (
            <p className="alert alert-inline" role="alert">
              {extra.problem}
            </p>
          )}
        </form>
        {showsRestockForm(product, chosen.variant, { hiddenByDefault: false }) && (
          // A fresh box for each variant: a sign-up for one says nothing of another.
          <RestockBox key={chosen.variant?.id ?? "none"} product={product} variant={chosen.variant} />
        )}
        {extra.lightbox}
      </div>
    </>
  )
}
