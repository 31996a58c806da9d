import { type RefObject, useLayoutEffect } from "react"

/**
 * What a visitor typed into a server-rendered form before the page's code ran. React hydrates a
 * controlled field without overwriting what the page shows, so the text stays on screen, but the
 * form's state still holds the server's value: submitted as it is, the form would call a filled
 * field empty, and the next render of that field would wipe it. Once the form is hydrated its named
 * fields are read back, and each one whose value differs from the state is handed to `adopt`, in
 * a layout effect, so the state agrees before the browser paints again.
 *
 * Only fields whose name is a key of `values` are read; a radio group counts by its checked
 * button, a checkbox by nothing (none of our forms' values is one). On a form mounted by the app
 * itself (no server HTML) no field has been changed yet, so nothing is adopted.
 *
 * @example
 * const form = useRef<HTMLFormElement>(null)
 * useTypedBeforeHydration(form, values, (typed) => setValues((old) => ({ ...old, ...typed })))
 */
export const useTypedBeforeHydration = <Values extends { readonly [Key in keyof Values]: string }>(
  form: RefObject<HTMLFormElement | null>,
  values: Values,
  adopt: (typed: Partial<Values>) => void,
): void => {
  // Once, when the form first appears: later differences are the visitor's typing, seen by onChange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read on mount only, by design
  useLayoutEffect(() => {
    const typed = typedValues(form.current, values)
    if (Object.keys(typed).length > 0) adopt(typed)
  }, [])
}

/**
 * The named fields of `form` the visitor changed since the page's HTML was made (a field's shown
 * value against the one its markup carried: `defaultValue`, a radio's `defaultChecked`, an option's
 * `defaultSelected`) and that differ from `values`. A field the app itself preselected (a radio the
 * server rendered checked while the state is still empty) is not the visitor's doing and is left out.
 *
 * @example
 * typedValues(form, { email: "" }) // { email: "ada@example.com" } when the visitor typed it
 */
export const typedValues = <Values extends { readonly [Key in keyof Values]: string }>(
  form: HTMLFormElement | null,
  values: Values,
): Partial<Values> => {
  const typed: Record<string, string> = {}
  const known = values as Readonly<Record<string, string>>
  for (const control of form?.elements ?? []) {
    const name = (control as { name?: unknown }).name
    if (typeof name !== "string" || !Object.hasOwn(known, name)) continue
    const shown = changedByVisitor(control)
    if (shown !== undefined && shown !== known[name]) typed[name] = shown
  }
  return typed as Partial<Values>
}

/** The value `control` shows if the visitor changed it since the markup was made, else undefined. */
const changedByVisitor = (control: Element): string | undefined => {
  if (control instanceof HTMLSelectElement) {
    const chosen = control.selectedOptions[0]
    return chosen !== undefined && !chosen.defaultSelected ? control.value : undefined
  }
  if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox"))
    return control.type === "radio" && control.checked && !control.defaultChecked ? control.value : undefined
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
    return control.value !== control.defaultValue ? control.value : undefined
  return undefined
}
