import {
  type OptionSelection,
  optionNames,
  optionValues,
  type Product,
  selectPrompt,
} from "@vitrine/core/catalog"
import { useId } from "react"
import { withClass } from "../class-name.ts"

/** Props of {@link OptionSelects}; `VariantSelects` takes the same but `label`. */
export interface OptionSelectsProps {
  readonly product: Product
  readonly selection: OptionSelection
  readonly onChange: (selection: OptionSelection) => void
  readonly className?: string | undefined
}

/**
 * `VariantSelects` with the option values worded by the caller (`label`), so a page that shows no
 * prices in its selects (no gift card) renders them without money formatting's code.
 *
 * @example
 * <OptionSelects product={tee} selection={selection} onChange={setSelection} label={(_, value) => value} />
 */
export const OptionSelects = ({
  product,
  selection,
  onChange,
  className,
  label,
}: OptionSelectsProps & { readonly label: (option: string, value: string) => string }) => {
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
                {label(name, value)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  )
}
