import {
  type ChoiceFromAddress,
  findVariant,
  type OptionSelection,
  type Product,
  QUANTITY_INPUT,
  showsQuantityInput,
  type Variant,
  variantImage,
} from "@vitrine/core/catalog"
import { DEFAULT_STORE_SETTINGS } from "@vitrine/core/site"
import { useState } from "react"
import type { AddToCartChoice } from "../add-to-cart/use-add-to-cart.ts"
import { useStoreSettings } from "../settings/use-store-settings.ts"

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
 * What the visitor is choosing on a product page: the options (`selection`, for `VariantSelects`),
 * the quantity as typed (for `QuantityInput`), the exact `variant` chosen (undefined until every
 * option is), the `preview` variant a partial choice points at and its `image` (DISPLAY-012), whether
 * the page shows a quantity input (DISPLAY-014 to DISPLAY-016, with the store's services rule), and
 * the `choice` to add (the quantity typed, or 1 where there is no input).
 *
 * @example
 * const chosen = useProductSelection(product)
 * <VariantSelects product={product} selection={chosen.selection} onChange={chosen.setSelection} />
 * {chosen.showsQuantity && <QuantityInput value={chosen.quantity} onChange={chosen.setQuantity} />}
 * <AddToCartButton product={product} {...chosen.choice} />
 *
 * `initial` starts the choice elsewhere than nothing chosen and a quantity of 1: a page whose address
 * carried a choice (core's `choiceFromAddress`).
 */
export const useProductSelection = (product: Product, initial?: ChoiceFromAddress) => {
  const [selection, setSelection] = useState<OptionSelection>(initial?.selection ?? {})
  const [quantity, setQuantity] = useState(initial?.quantity ?? String(QUANTITY_INPUT.defaultValue))
  const { settings } = useStoreSettings()
  const showsQuantity = showsQuantityInput(product, (settings ?? DEFAULT_STORE_SETTINGS).storeSettings)
  const preview = previewVariant(product, selection)
  const choice: AddToCartChoice = {
    selection,
    quantity: showsQuantity ? quantity : QUANTITY_INPUT.defaultValue,
  }
  return {
    selection,
    setSelection,
    quantity,
    setQuantity,
    showsQuantity,
    variant: product.variants.length === 1 ? product.variants[0] : findVariant(product, selection),
    preview,
    image: variantImage(product, preview),
    choice,
  }
}
