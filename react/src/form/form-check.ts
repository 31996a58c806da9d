import { type FormDefinition, type FormValues, formStandardSchema } from "@vitrine/core/form"
import type { SchemaIssue } from "./form-errors.ts"

// The check of a form's values takes the form's Schema (Effect's, about 26 KB gzip and a long task
// to evaluate on a phone): a chunk of its own, which `FormBlock` asks for when the visitor first
// focuses the form and awaits on submit, so a form on screen (the footer's newsletter, shown at
// idle on every page) costs no Schema until someone fills it in.

type Standard = ReturnType<typeof formStandardSchema>
const built = new WeakMap<FormDefinition, Map<boolean, Standard>>()

const schemaOf = (definition: FormDefinition, validate: boolean): Standard => {
  const byFlag = built.get(definition) ?? new Map<boolean, Standard>()
  built.set(definition, byFlag)
  const schema = byFlag.get(validate) ?? formStandardSchema(definition, { validate })
  byFlag.set(validate, schema)
  return schema
}

/**
 * The issues of a form's values by the same Schema the server decodes with (core's
 * `formStandardSchema`), none when they are good; `validate: false` checks only their shapes (FORM-025).
 *
 * @example
 * formIssues(CONTACT_FORM, true, { email: "" }) // [{ message: "Required", path: ["email"] }, …]
 */
export const formIssues = (
  definition: FormDefinition,
  validate: boolean,
  values: FormValues,
): ReadonlyArray<SchemaIssue> => {
  const checked = schemaOf(definition, validate)["~standard"].validate(values) as
    | { readonly issues?: ReadonlyArray<SchemaIssue> }
    | Promise<unknown>
  return checked instanceof Promise ? [] : (checked.issues ?? [])
}
