import { type OptionSelection, type Product, QUANTITY_INPUT } from "@vitrine/core/catalog"
import { withClass } from "../class-name.ts"
import { selectionOnPage } from "../product/selection-on-page.ts"
import { AddToCartAlert } from "./AddToCartAlert.tsx"
import { type AddToCartTexts, useAddToCart } from "./use-add-to-cart.ts"

/** Props of {@link AddToCartButton}. */
export interface AddToCartButtonProps {
  readonly product: Product
  /**
   * The options chosen on a product page (`useProductSelection`). Leave it out where the visitor
   * cannot choose (a product card): a product that needs a choice then shows 'Select Option'.
   */
  readonly selection?: OptionSelection
  /** The quantity as typed (core checks it); 1 when left out. */
  readonly quantity?: unknown
  /** The idle text, in place of core's ('Add To Cart', 'Subscribe' or the product's own). */
  readonly idleText?: string
  /** The button's texts in the page's language (a dictionary fits); core's English when left out. */
  readonly texts?: AddToCartTexts | undefined
  /** Adds the product's title to the accessible name after the text ("Add To Cart, Linen Shirt"), for lists of products. */
  readonly nameWithTitle?: boolean
  /** Classes added to `vitrine-add-to-cart`. */
  readonly className?: string
  /** Goes to a page instead of the added state: the checkout page in express checkout (ADDCART-005). */
  readonly onLeave?: (path: string) => void
  /** Put before the paths `onLeave` is given: the page's language prefix (`/fr`). */
  readonly pathPrefix?: string | undefined
  /** For a product with a custom form: asks its additional fields before adding (`useAdditionalFields().ask`). */
  readonly askAdditionalFields?: ((save: (answers: string) => Promise<boolean>) => void) | undefined
}

/**
 * The add-to-cart button with its states and its error alert (`useAddToCart`): 'Adding…', 'Added!',
 * back to idle, the alert beneath it on a refusal. While busy it is `aria-disabled`, so it keeps
 * keyboard focus; sold out it is `disabled` outright. It is a submit button whose click never
 * submits: inside a form, Enter in the quantity field adds to the cart. `data-state` carries the
 * state (`idle`, `adding`, `added`, `failed`, `hint`, `sold-out`) for styling. A click adds the options
 * its form's selects show, even one chosen on the server's HTML whose select has not hydrated yet
 * (a lazily loaded part, such as a gift card's amounts): the visitor gets what the page shows.
 *
 * @example
 * <AddToCartButton product={product} selection={selection} quantity={quantity} />
 * <AddToCartButton product={product} nameWithTitle /> // on a product card
 */
export const AddToCartButton = (props: AddToCartButtonProps) => {
  const { product, selection, quantity, nameWithTitle = false, className } = props
  // The props are the hook's options (idle text, texts, onLeave, askAdditionalFields) as they are.
  const adding = useAddToCart(product, props)
  return (
    <>
      <button
        type="submit"
        className={withClass("vitrine-add-to-cart", className)}
        disabled={adding.soldOut}
        aria-disabled={adding.busy || undefined}
        aria-label={nameWithTitle ? `${adding.text}, ${product.title}` : undefined}
        data-state={adding.state}
        onClick={(event) => {
          event.preventDefault()
          adding.add(
            selection === undefined
              ? undefined
              : {
                  selection: selectionOnPage(event.currentTarget.form, product, selection),
                  quantity: quantity ?? QUANTITY_INPUT.defaultValue,
                },
          )
        }}
      >
        {adding.text}
      </button>
      {adding.alert && (
        <AddToCartAlert
          alert={adding.alert}
          onDismiss={adding.dismissAlert}
          dismissLabel={props.texts?.dismissMessage}
        />
      )}
    </>
  )
}
