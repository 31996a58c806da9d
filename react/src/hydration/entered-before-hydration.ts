import { type RefObject, useLayoutEffect } from "react"

/** The named text values a part of a page holds (an interface will do): a field's name to its state. */
export type FieldValues<Values> = { readonly [Name in keyof Values]: string }

/**
 * What a visitor entered into server-rendered fields before the page's code ran. React hydrates a
 * controlled field without overwriting what the page shows, so the entry stays on screen, but the
 * component's state still holds the server's value: submitted as it is, a filled field counts as
 * empty (or a quantity of 3 as 1), and the next render of that field wipes it. Once the part
 * holding the fields (`frame`: a form, or any element around them) is hydrated, its named fields
 * are read back, and those the visitor changed are handed to `adopt`, in a layout effect, so the
 * state agrees before the browser paints again. Read once: later changes are seen by `onChange`.
 *
 * A part mounted by the app itself (no server HTML) has no field changed yet, so nothing is adopted.
 * See `enteredBeforeHydration` for what counts as entered.
 *
 * @example
 * const form = useRef<HTMLFormElement>(null)
 * useEnteredBeforeHydration(form, values, (entered) => setValues((old) => ({ ...old, ...entered })))
 */
export const useEnteredBeforeHydration = <Values extends FieldValues<Values>>(
  frame: RefObject<HTMLElement | null>,
  values: Values,
  adopt: (entered: Partial<Values>) => void,
): void => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read on mount only, by design.
  useLayoutEffect(() => {
    const entered = enteredBeforeHydration(frame.current, values)
    if (Object.keys(entered).length > 0) adopt(entered)
  }, [])
}

/**
 * The named fields inside `frame` the visitor changed since the page's HTML was made, by name, when
 * they differ from `values`. A field counts as changed when its shown value differs from the one its
 * markup carried: an input's or textarea's `defaultValue`, a radio group's checked button against
 * `defaultChecked`, a select's chosen option against `defaultSelected`, a checkbox's `checked`
 * against `defaultChecked` (its text is then its `value` when checked, "" when not, as a form would
 * send it). So a radio or an option the server preselected is not the visitor's doing and is left
 * out. Only names that are keys of `values` are read.
 *
 * @example
 * enteredBeforeHydration(form, { email: "" }) // { email: "ada@example.com" } when the visitor typed it
 */
export const enteredBeforeHydration = <Values extends FieldValues<Values>>(
  frame: ParentNode | null,
  values: Values,
): Partial<Values> => {
  const entered: Record<string, string> = {}
  const known = values as Readonly<Record<string, string>>
  for (const field of frame?.querySelectorAll("input, select, textarea") ?? []) {
    const name = (field as HTMLInputElement).name
    if (!Object.hasOwn(known, name)) continue
    const shown = changedByVisitor(field)
    if (shown !== undefined && shown !== known[name]) entered[name] = shown
  }
  return entered as Partial<Values>
}

/** The value `field` shows if the visitor changed it since the markup was made, else undefined. */
const changedByVisitor = (field: Element): string | undefined => {
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0]
    return chosen !== undefined && !chosen.defaultSelected ? field.value : undefined
  }
  if (field instanceof HTMLInputElement && field.type === "radio")
    return field.checked && !field.defaultChecked ? field.value : undefined
  if (field instanceof HTMLInputElement && field.type === "checkbox")
    return field.checked === field.defaultChecked ? undefined : field.checked ? field.value : ""
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return field.value !== field.defaultValue ? field.value : undefined
  return undefined
}
