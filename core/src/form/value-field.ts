import type { FormField, ValueField } from "./fields.ts"

// Apart from the fields' schema (fields.ts): the checkout reads e-mail addresses with the form
// validation's rule, which reaches this through the answers' display, and a module the checkout
// imports must not bring Effect's Schema into the browser's bundle.

/**
 * Whether a field holds a value (every type but section, FORM-003).
 *
 * @example
 * isValueField({ type: "section", id: "s", title: "About you", underline: true }) // false
 */
export const isValueField = (field: FormField): field is ValueField => field.type !== "section"
