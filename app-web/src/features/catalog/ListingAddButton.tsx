import type { Product } from "@vitrine/core/catalog"
import { AddToCartAlert } from "../../add-to-cart/AddToCartAlert.tsx"
import { useListingButton } from "./use-listing-button.ts"

/**
 * A product card's add button and its error alert. Passing states (adding, the option hint) use
 * `aria-disabled` so the button keeps keyboard focus; sold out is `disabled` outright.
 *
 * @example
 * <ListingAddButton product={product} expressCheckout={false} />
 */
export const ListingAddButton = ({
  product,
  expressCheckout,
}: {
  product: Product
  expressCheckout: boolean
}) => {
  const button = useListingButton(product, expressCheckout)
  return (
    <div className="card-actions">
      <button
        type="button"
        className="button button-block"
        disabled={button.soldOut}
        aria-disabled={button.busy || undefined}
        data-phase={button.phase}
        aria-label={`${button.text}, ${product.title}`}
        onClick={button.click}
      >
        {button.text}
      </button>
      {button.alert && <AddToCartAlert alert={button.alert} onDismiss={button.dismissAlert} />}
    </div>
  )
}
