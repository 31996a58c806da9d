import { Result, Schema, SchemaIssue } from "effect"
import { type FormDefinition, FormDefinitionSchema } from "./definition.ts"
import { type FieldType, type FormField, OPTION_TYPES } from "./fields.ts"
import type { FormKind } from "./kind.ts"

const TYPE_TITLES: Readonly<Record<FieldType, string>> = {
  text: "Text",
  textarea: "Text area",
  email: "Email",
  currency: "Currency",
  number: "Number",
  website: "Website",
  password: "Password",
  twitter: "Twitter",
  date: "Date",
  time: "Time",
  name: "Name",
  address: "Address",
  phone: "Phone",
  section: "Section",
  radio: "Radio buttons",
  checkbox: "Checkboxes",
  select: "Dropdown",
  likert: "Likert scale",
  hidden: "Hidden",
}

/**
 * The editor's name of each field type, for its "add a field" list.
 *
 * @example
 * fieldTypeTitle("likert") // "Likert scale"
 */
export const fieldTypeTitle = (type: FieldType): string => TYPE_TITLES[type]

// The first "<type>-<n>" no field of the form has yet.
const freeId = (type: FieldType, taken: ReadonlySet<string>): string => {
  let n = 1
  while (taken.has(`${type}-${n}`)) n += 1
  return `${type}-${n}`
}

/**
 * A new field of a type as the editor adds it: an id of its own in the form, the type's name as its
 * title, and the type's properties at their defaults (FORM-015 to FORM-020): not required, no
 * description, the country code off, the section underlined, two options to start from, a hidden
 * field's key its id and no value.
 *
 * @example
 * newField("phone", []) // { type: "phone", id: "phone-1", title: "Phone", description: "", required: false, showCountryCode: false }
 */
export const newField = (type: FieldType, fields: readonly FormField[]): FormField => {
  const id = freeId(type, new Set(fields.map((field) => field.id)))
  const title = fieldTypeTitle(type)
  if (type === "section") return { type, id, title, underline: true }
  if (type === "hidden") return { type, id, title, key: id, value: "" }
  const described = { id, title, description: "", required: false }
  if (type === "phone") return { type, ...described, showCountryCode: false }
  if (type === "textarea") return { type, ...described }
  if ((OPTION_TYPES as readonly string[]).includes(type))
    return { type: type as (typeof OPTION_TYPES)[number], ...described, options: ["Option 1", "Option 2"] }
  return {
    type: type as Exclude<
      FieldType,
      "section" | "hidden" | "phone" | "textarea" | (typeof OPTION_TYPES)[number]
    >,
    ...described,
  }
}

/**
 * The fields with the one at `index` moved `by` places (−1 up, +1 down); unchanged when that would
 * leave the list.
 *
 * @example
 * moveField([a, b, c], 2, -1) // [a, c, b]
 */
export const moveField = <A>(fields: readonly A[], index: number, by: -1 | 1): readonly A[] => {
  const to = index + by
  if (index < 0 || index >= fields.length || to < 0 || to >= fields.length) return fields
  const moved = [...fields]
  ;[moved[index], moved[to]] = [moved[to] as A, moved[index] as A]
  return moved
}

/**
 * A new form's definition: named, of a kind, no fields yet, the captcha off, no messages.
 *
 * @example
 * newDefinition("feedback", "Feedback", "form").fields // []
 */
export const newDefinition = (id: string, name: string, kind: FormKind): FormDefinition => ({
  id,
  name,
  kind,
  fields: [],
  parsedSubmissionMessage: "",
  submissionHTML: "",
  successRedirect: null,
  parsedDisclaimerMessage: "",
  captchaEnabled: false,
  captchaTheme: "light",
  captchaAlignment: "left",
})

const decode = Schema.decodeUnknownResult(FormDefinitionSchema, { errors: "all" })
const format = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * Checks an edited definition with the Schema the server decodes it with: the definition, or its
 * problems as `{ path, message }` (path like `fields.2.id`), so the editor can show each by its input.
 *
 * @example
 * checkDefinition({ ...draft, fields: [{ ...field, id: "1x" }] }) // { ok: false, problems: [{ path: "fields.0.id", message: "A field id starts with a letter…" }] }
 */
export const checkDefinition = (
  draft: unknown,
):
  | { readonly ok: true; readonly definition: FormDefinition }
  | {
      readonly ok: false
      readonly problems: readonly { readonly path: string; readonly message: string }[]
    } => {
  const result = decode(draft)
  if (Result.isSuccess(result)) return { ok: true, definition: result.success }
  const problems = format(result.failure.issue).issues.map(({ path, message }) => ({
    path: (path ?? []).map((key) => String(typeof key === "object" ? key.key : key)).join("."),
    message,
  }))
  return { ok: false, problems }
}
