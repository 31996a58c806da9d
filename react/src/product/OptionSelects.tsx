import {
  type OptionSelection,
  optionNames,
  optionValues,
  type Product,
  selectPrompt,
} from "@vitrine/core/catalog"
import { useId, useLayoutEffect, useRef } from "react"
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
  const frame = useRef<HTMLDivElement>(null)
  // A choice made on the server's HTML before these selects hydrated (a slow phone, a part whose
  // code came late) stays on screen but not in `selection`: it is taken in once, before the browser
  // paints, so an add to cart adds what the visitor sees chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the selects hydrate.
  useLayoutEffect(() => {
    const chosen = chosenBeforeHydration(frame.current, names, selection)
    if (chosen !== undefined) onChange(chosen)
  }, [])
  if (names.length === 0 || product.variants.length < 2) return null
  return (
    <div ref={frame} className={withClass("vitrine-variant-selects", className)}>
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

/**
 * The selection the visitor made on the selects in `frame` before they hydrated: each select whose
 * chosen option is not the one its markup chose (`defaultSelected`) and differs from `selection`;
 * undefined when there is none.
 *
 * @example
 * chosenBeforeHydration(frame, ["Size"], {}) // { Size: "M" } once the visitor picked M on the server's HTML
 */
export const chosenBeforeHydration = (
  frame: HTMLElement | null,
  names: readonly string[],
  selection: OptionSelection,
): OptionSelection | undefined => {
  const selects = frame?.querySelectorAll("select") ?? []
  let chosen: OptionSelection | undefined
  names.forEach((name, index) => {
    const select = selects[index]
    const option = select?.selectedOptions[0]
    if (select === undefined || option === undefined || option.defaultSelected) return
    if (select.value === (selection[name] ?? "")) return
    const { [name]: _, ...rest } = chosen ?? selection
    chosen = select.value === "" ? rest : { ...rest, [name]: select.value }
  })
  return chosen
}
