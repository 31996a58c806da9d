import { inStoreCurrency, type Product } from "@vitrine/core/catalog"
import type { StoreSettings } from "@vitrine/core/site"
import { AddToCartButton } from "../src/add-to-cart/AddToCartButton.tsx"
import { PayLaterLine } from "../src/paylater/PayLaterLine.tsx"
import { Price } from "../src/product/Price.tsx"
import { QuantityInput } from "../src/product/QuantityInput.tsx"
import { useProductSelection } from "../src/product/use-product-selection.ts"
import { VariantSelects } from "../src/product/VariantSelects.tsx"
import { fakeClient } from "./fake-client.ts"
import { settings as defaultSettings } from "./products.ts"
import { renderWith } from "./render.tsx"

/**
 * A product page's buying form as a storefront composes it from the package: price, pay-later line,
 * selects, quantity and the add button, inside a form (Enter adds). The tests' page.
 *
 * @example
 * renderWith(<ProductForm product={tee} />, fakeClient({ products: [tee] }))
 */
export const ProductForm = ({ product }: { product: Product }) => {
  const chosen = useProductSelection(product)
  return (
    <form noValidate>
      <h1>{product.title}</h1>
      <Price product={product} variant={chosen.variant} />
      <PayLaterLine product={product} variant={chosen.variant} />
      <VariantSelects product={product} selection={chosen.selection} onChange={chosen.setSelection} />
      {chosen.showsQuantity && <QuantityInput value={chosen.quantity} onChange={chosen.setQuantity} />}
      <AddToCartButton product={product} {...chosen.choice} />
    </form>
  )
}

/**
 * Renders `item`'s form as a store with `settings` serves it: the product read in the store currency,
 * the provider holding those settings, and a fake client over the same (unless `client` is given).
 *
 * @example
 * const { user, client } = renderProduct(lamp, { settings: { ...settings, selectedCurrency: "GBP" } })
 */
export const renderProduct = (
  item: Product,
  options: { readonly settings?: StoreSettings; readonly client?: ReturnType<typeof fakeClient> } = {},
) => {
  const settings = options.settings ?? defaultSettings
  const client = options.client ?? fakeClient({ products: [item], settings })
  const view = renderWith(
    <ProductForm product={inStoreCurrency(item, settings.selectedCurrency)} />,
    client,
    settings,
  )
  return { ...view, client }
}
