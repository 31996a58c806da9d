import {
  ADD_BUTTON_TEXT,
  addButtonText,
  findVariant,
  isSoldOut,
  type OptionSelection,
  type Product,
  QUANTITY_INPUT,
  showsQuantityInput,
  type Variant,
  variantImage,
} from "@vitrine/core/catalog"
import type { StoreSettings } from "@vitrine/core/site"
import { useState } from "react"
import { AddToCartAlert } from "../../add-to-cart/AddToCartAlert.tsx"
import { useAddToCart } from "../../add-to-cart/use-add-to-cart.ts"
import { Price } from "../../components/Price.tsx"
import { PayLaterLine } from "./PayLaterLine.tsx"
import { ProductGallery } from "./ProductGallery.tsx"
import { QuantityInput } from "./QuantityInput.tsx"
import { VariantSelects } from "./VariantSelects.tsx"

/**
 * The variant a partial choice points at, for the price and image: the exact match, else the first
 * variant agreeing with every option chosen so far (choosing a colour shows that colour's image).
 */
const previewVariant = (product: Product, selection: OptionSelection): Variant | undefined => {
  if (product.variants.length === 1) return product.variants[0]
  const chosen = Object.entries(selection)
  if (chosen.length === 0) return undefined
  return (
    findVariant(product, selection) ??
    product.variants.find((variant) => chosen.every(([name, value]) => variant.attributes[name] === value))
  )
}

/**
 * The buying half of a product page with the gallery beside it: the price (subscription wording
 * for a subscribable product), the pay-later pill, variant selects, quantity, the add button with
 * its states and the error alert. Core checks the choice first; only a valid request
 * goes to the server.
 *
 * @example
 * <ProductPurchase product={product} settings={settings} />
 */
export const ProductPurchase = ({ product, settings }: { product: Product; settings: StoreSettings }) => {
  const [selection, setSelection] = useState<OptionSelection>({})
  const [quantity, setQuantity] = useState(String(QUANTITY_INPUT.defaultValue))
  const adding = useAddToCart(product, settings.expressCheckout, addButtonText(product))
  const soldOut = isSoldOut(product)
  const withQuantity = showsQuantityInput(product, settings.storeSettings)
  const preview = previewVariant(product, selection)
  const exact = product.variants.length === 1 ? product.variants[0] : findVariant(product, selection)

  return (
    <>
      <ProductGallery product={product} shown={variantImage(product, preview)} />
      <div className="product-info">
        <Price product={product} variant={exact} />
        <PayLaterLine product={product} variant={exact} />
        {product.description && <p className="description">{product.description}</p>}
        <form
          className="purchase"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!soldOut) adding.add(selection, withQuantity ? quantity : QUANTITY_INPUT.defaultValue)
          }}
        >
          <VariantSelects product={product} selection={selection} onChange={setSelection} />
          {withQuantity && <QuantityInput value={quantity} onChange={setQuantity} />}
          <button
            type="submit"
            className="button button-large button-block"
            disabled={soldOut}
            aria-disabled={adding.busy || undefined}
            data-phase={adding.phase}
          >
            {soldOut ? ADD_BUTTON_TEXT.soldOut : adding.text}
          </button>
          {adding.alert && <AddToCartAlert alert={adding.alert} onDismiss={adding.dismissAlert} />}
        </form>
      </div>
    </>
  )
}
