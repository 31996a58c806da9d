import type { FieldType } from "./fields.ts"

/**
 * The editable properties the form editor shows for a field type (FORM-015 to FORM-020): phone
 * `showCountryCode`, section `underline`, radio/checkbox/select/likert `options`, hidden `key` and
 * `value`; every visible value field also `description` and `required` (decision above); textarea
 * `maxLength` only when the editor's feature flag is on.
 *
 * @example
 * editorProperties("textarea", { textareaMaxLength: true }) // ["description", "required", "maxLength"]
 */
export const editorProperties = (
  type: FieldType,
  flags: { readonly textareaMaxLength: boolean },
): readonly string[] => {
  if (type === "section") return ["underline"]
  if (type === "hidden") return ["key", "value"]
  const own: Partial<Record<FieldType, readonly string[]>> = {
    phone: ["showCountryCode"],
    radio: ["options"],
    checkbox: ["options"],
    select: ["options"],
    likert: ["options"],
    textarea: flags.textareaMaxLength ? ["maxLength"] : [],
  }
  return ["description", "required", ...(own[type] ?? [])]
}

/**
 * The placeholder the editor shows in a hidden field's value input: masked like a password, since
 * a hidden value often carries a campaign code or an id the page should not show off (FORM-021).
 *
 * @example
 * HIDDEN_VALUE_PLACEHOLDER // "••••••••"
 */
export const HIDDEN_VALUE_PLACEHOLDER = "••••••••"
