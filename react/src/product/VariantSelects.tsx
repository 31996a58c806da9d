import {
  type OptionSelection,
  optionNames,
  optionValueLabel,
  optionValues,
  type Product,
  selectPrompt,
} from "@vitrine/core/catalog"
import { formatMoney } from "@vitrine/core/money"
import { useId } from "react"
import { withClass } from "../class-name.ts"

/**
 * One select per option axis, in the product's option order. Each starts on the prompt
 * 'Select {variantName}' with an empty value, so "not chosen yet" is a real state (DISPLAY-010).
 * A product with one variant and no options shows none. A gift card's amounts read as prices in the
 * store currency. Each select's name is its visible label, the option's name.
 *
 * @example
 * <VariantSelects product={tee} selection={selection} onChange={setSelection} />
 */
export const VariantSelects = ({
  product,
  selection,
  onChange,
  className,
}: {
  product: Product
  selection: OptionSelection
  onChange: (selection: OptionSelection) => void
  className?: string
}) => {
  const id = useId()
  const names = optionNames(product)
  if (names.length === 0 || product.variants.length < 2) return null
  return (
    <div className={withClass("vitrine-variant-selects", className)}>
      {names.map((name, index) => (
        <div className="vitrine-field" key={name}>
          <label htmlFor={`${id}-${index}`}>{name}</label>
          <select
            id={`${id}-${index}`}
            value={selection[name] ?? ""}
            onChange={(event) => {
              const { [name]: _, ...rest } = selection
              onChange(event.target.value === "" ? rest : { ...rest, [name]: event.target.value })
            }}
          >
            <option value="">{selectPrompt(name)}</option>
            {optionValues(product, name).map((value) => (
              <option key={value} value={value}>
                {optionValueLabel(product, name, value, formatMoney)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  )
}
