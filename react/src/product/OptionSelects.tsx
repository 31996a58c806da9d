import {
  type OptionSelection,
  optionNames,
  optionValues,
  type Product,
  selectPrompt,
} from "@vitrine/core/catalog"
import { useId, useRef } from "react"
import { withClass } from "../class-name.ts"
import { useEnteredBeforeHydration } from "../hydration/entered-before-hydration.ts"
import { shownSelection, withChosen } from "./selection-on-page.ts"

/** Props of {@link OptionSelects}; `VariantSelects` takes the same but `label`. */
export interface OptionSelectsProps {
  readonly product: Product
  readonly selection: OptionSelection
  readonly onChange: (selection: OptionSelection) => void
  readonly className?: string | undefined
  /** The first option's wording in the page's language ("Choisir {variantName}"); core's when left out. */
  readonly prompt?: string | undefined
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
  prompt,
}: OptionSelectsProps & { readonly label: (option: string, value: string) => string }) => {
  const id = useId()
  const names = optionNames(product)
  const frame = useRef<HTMLDivElement>(null)
  // A choice made on the server's HTML before these selects hydrated (a slow phone, a part whose
  // code came late) stays on screen but not in `selection`: it is taken in, so an add to cart adds
  // what the visitor sees chosen. The selects are named by their option for this.
  useEnteredBeforeHydration(frame, shownSelection(names, selection), (chosen) =>
    onChange(withChosen(selection, chosen)),
  )
  if (names.length === 0 || product.variants.length < 2) return null
  return (
    <div ref={frame} className={withClass("vitrine-variant-selects", className)}>
      {names.map((name, index) => (
        <div className="vitrine-field" key={name}>
          <label htmlFor={`${id}-${index}`}>{name}</label>
          <select
            id={`${id}-${index}`}
            name={name}
            value={selection[name] ?? ""}
            onChange={(event) => onChange(withChosen(selection, { [name]: event.target.value }))}
          >
            <option value="">{selectPrompt(name, prompt)}</option>
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
