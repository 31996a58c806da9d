import type { Product } from "@vitrine/core/catalog"
import type { StoreCategory } from "@vitrine/core/site"
import { useId, useState } from "react"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

/**
 * The products a category lists, chosen among the page's saved products (a disclosure with a
 * checkbox each, in the page's order) and saved with its own button.
 *
 * @example
 * <CategoryProducts category={category} pageProductIds={ids} catalogue={products} onSave={save} />
 */
export const CategoryProducts = (props: {
  readonly category: StoreCategory
  readonly pageProductIds: readonly string[]
  readonly catalogue: readonly Product[]
  readonly onSave: (productIds: readonly string[]) => void
}) => {
  const id = useId()
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(props.category.productIds))
  const titleOf = (productId: string) =>
    props.catalogue.find((product) => product.id === productId)?.title ?? productId
  return (
    <details className="category-products">
      <summary>{STORE_PAGES_TEXT.categoryProducts(props.category.name)}</summary>
      {props.pageProductIds.length === 0 ? (
        <p>{STORE_PAGES_TEXT.noPageProducts}</p>
      ) : (
        <fieldset>
          <legend className="visually-hidden">
            {STORE_PAGES_TEXT.categoryProducts(props.category.name)}
          </legend>
          {props.pageProductIds.map((productId) => (
            <div className="field field-checkbox" key={productId}>
              <input
                id={`${id}-${productId}`}
                type="checkbox"
                checked={chosen.has(productId)}
                onChange={(event) => {
                  const next = new Set(chosen)
                  if (event.target.checked) next.add(productId)
                  else next.delete(productId)
                  setChosen(next)
                }}
              />
              <label htmlFor={`${id}-${productId}`}>{titleOf(productId)}</label>
            </div>
          ))}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => props.onSave(props.pageProductIds.filter((productId) => chosen.has(productId)))}
          >
            {STORE_PAGES_TEXT.saveCategoryProducts(props.category.name)}
          </button>
        </fieldset>
      )}
    </details>
  )
}
