import { type Product, ProductType, showsRestockForm } from "@vitrine/core/catalog"
import {
  AddToCartButton,
  OptionSelects,
  QuantityInput,
  showsSubscriptionPrice,
  useAdditionalFields,
  useProductSelection,
} from "@vitrine/react"
import { Suspense, useEffect } from "react"
import { trackProductVisit } from "../../analytics/analytics.ts"
import { useFormClient } from "../../api/forms.tsx"
import { lazyPart } from "../../app/lazy-part.ts"
import { afterNumberFormatting } from "../../app/number-formatting.ts"
import { useNavigate } from "../../router/navigation.tsx"
import { ProductGallery } from "./ProductGallery.tsx"

// Neither is needed to paint or to add to the cart: the pay-later line hydrates when its chunk
// arrives (the server's text stays meanwhile), the restock box only shows for a sold-out choice.
const PayLaterLine = lazyPart(() =>
  afterNumberFormatting(import("@vitrine/react/pay-later-line").then((module) => module.PayLaterLine)),
)
// The subscription wording is only for subscribable products: the price with it is a chunk of its
// own, the server's text staying on screen until it hydrates.
const SubscriptionPrice = lazyPart(() =>
  afterNumberFormatting(import("@vitrine/react/price").then((module) => module.Price)),
)
// Prices are formatted money, which no island formats on its first render (it would put the
// formatting on every island page's first load): the price is a chunk of its own, the server's text
// staying on screen until it hydrates, and so are a gift card's selects, whose amounts are prices.
// Each renders after the browser's number formatting is set up, in a task of its own.
const OneTimePrice = lazyPart(() =>
  afterNumberFormatting(import("@vitrine/react/one-time-price").then((module) => module.OneTimePrice)),
)
const GiftCardSelects = lazyPart(() =>
  afterNumberFormatting(import("@vitrine/react/variant-selects").then((module) => module.VariantSelects)),
)
const plainLabel = (_option: string, value: string) => value
const RestockBox = lazyPart(() => import("./RestockBox.tsx").then((module) => module.RestockBox))

/**
 * The buying half of a product page with the gallery beside it (the page's purchase island; the
 * description is the page's, outside it), composed from `@vitrine/react`: the
 * price (subscription wording for a subscribable product), the pay-later pill, variant selects,
 * quantity (when the store's rules show it), the add button with its states and the error alert,
 * and the back-in-stock box while the product or the chosen variant is sold out.
 * Core checks the choice first; only a valid request goes to the server. Enter in a field adds. A
 * product with a custom form asks it in a lightbox first, and the line goes in with its answers.
 *
 * @example
 * <ProductPurchase product={product} />
 */
export const ProductPurchase = ({ product }: { product: Product }) => {
  const chosen = useProductSelection(product)
  const extra = useAdditionalFields(product.additionalFieldsFormId, useFormClient(), "Add To Cart")
  const navigate = useNavigate()
  // Here rather than in the page: on an island page the purchase area is what runs.
  useEffect(() => trackProductVisit(product.id), [product.id])
  return (
    <>
      <ProductGallery product={product} shown={chosen.image} />
      <div className="product-info">
        {showsSubscriptionPrice(product) ? (
          <Suspense fallback={null}>
            <SubscriptionPrice product={product} variant={chosen.variant} />
          </Suspense>
        ) : (
          <Suspense fallback={null}>
            <OneTimePrice product={product} variant={chosen.variant} />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <PayLaterLine product={product} variant={chosen.variant} />
        </Suspense>
        <form className="purchase" noValidate onSubmit={(event) => event.preventDefault()}>
          {product.productType === ProductType.GIFT_CARD ? (
            <Suspense fallback={null}>
              <GiftCardSelects
                product={product}
                selection={chosen.selection}
                onChange={chosen.setSelection}
              />
            </Suspense>
          ) : (
            <OptionSelects
              product={product}
              selection={chosen.selection}
              onChange={chosen.setSelection}
              label={plainLabel}
            />
          )}
          {chosen.showsQuantity && <QuantityInput value={chosen.quantity} onChange={chosen.setQuantity} />}
          <AddToCartButton
            product={product}
            onLeave={navigate}
            {...chosen.choice}
            className="button button-large button-block"
            {...(extra.ask ? { askAdditionalFields: extra.ask } : {})}
          />
          {extra.problem && (
            <p className="alert alert-inline" role="alert">
              {extra.problem}
            </p>
          )}
        </form>
        {showsRestockForm(product, chosen.variant, { hiddenByDefault: false }) && (
          // A fresh box for each variant: a sign-up for one says nothing of another.
          <Suspense fallback={null}>
            <RestockBox key={chosen.variant?.id ?? "none"} product={product} variant={chosen.variant} />
          </Suspense>
        )}
        {extra.lightbox}
      </div>
    </>
  )
}
