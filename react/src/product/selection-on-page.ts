import { type OptionSelection, optionNames, type Product } from "@vitrine/core/catalog"
import { enteredBeforeHydration } from "../hydration/entered-before-hydration.ts"

/** Each option's select value: the value chosen, or "" for its prompt. */
export const shownSelection = (
  names: readonly string[],
  selection: OptionSelection,
): Record<string, string> => Object.fromEntries(names.map((name) => [name, selection[name] ?? ""]))

/** `selection` with the values `chosen` on the selects (the prompt, "", choosing none). */
export const withChosen = (
  selection: OptionSelection,
  chosen: Partial<Record<string, string>>,
): OptionSelection => {
  const next: Record<string, string> = { ...selection }
  for (const [name, value] of Object.entries(chosen)) {
    if (value) next[name] = value
    else delete next[name]
  }
  return next
}

/**
 * The options `form`'s selects show for `product`, on top of `selection`. A select the visitor
 * changed on the server's HTML while its part's code had not yet run (a lazily loaded part, such as
 * a gift card's amounts, hydrates after the add button) shows a choice `selection` does not hold
 * yet; an add made in that window must add what the page shows. Once a select has hydrated its
 * changes reach `selection` through `onChange`, so it adds nothing here.
 *
 * @example
 * selectionOnPage(button.form, giftCard, selection) // { Amount: "100" } when 100 was picked before hydration
 */
export const selectionOnPage = (
  form: HTMLFormElement | null,
  product: Product,
  selection: OptionSelection,
): OptionSelection =>
  withChosen(selection, enteredBeforeHydration(form, shownSelection(optionNames(product), selection)))
