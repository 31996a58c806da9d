import { Effect, Result, Schema, SchemaGetter, SchemaIssue } from "effect"
import type { FormDefinition } from "./definition.ts"
import type { ValueField } from "./fields.ts"
import { SUBMIT_MESSAGES } from "./submit-messages.ts"
import { fieldProblem } from "./validation.ts"
import { isValueField } from "./value-field.ts"
import { emptyValue, type FieldValue, type FormValues, partCount, phoneParts } from "./values.ts"

const Text = Schema.String
const Parts = (count: number) => Schema.Array(Schema.String).check(Schema.isBetweenLength(count, count))
const Phone = Schema.Union([Parts(3), Parts(4)]).pipe(
  Schema.decodeTo(Parts(4), {
    decode: SchemaGetter.transform((parts) => phoneParts(parts as readonly [string, string, string])),
    encode: SchemaGetter.transform((parts) => parts),
  }),
)
const Likert = Schema.Record(Schema.String, Schema.String)

// The shape of each type's value (FORM-004 to FORM-012). A field missing from the values is empty:
// a browser leaves out what nobody filled in.
const shapeOf = (field: ValueField): Schema.Codec<FieldValue, unknown> => {
  const parts = partCount(field.type)
  const shape =
    field.type === "phone"
      ? Phone
      : parts !== undefined
        ? Parts(parts)
        : field.type === "checkbox"
          ? Schema.Array(Schema.String)
          : field.type === "likert"
            ? Likert
            : Text
  return (shape as Schema.Codec<FieldValue, unknown>).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(emptyValue(field))),
  ) as unknown as Schema.Codec<FieldValue, unknown>
}

/**
 * Options of `formSchema`: `validate: false` checks only the shape of each value, none of the rules
 * of spec 000 §5 (validation disabled for this submission, FORM-025).
 *
 * @example
 * const options: FormSchemaOptions = { validate: false }
 */
export interface FormSchemaOptions {
  readonly validate?: boolean
}

/**
 * The one Schema of a form's values, built from its definition: a struct keyed by the id of every
 * value field (sections have no key and are never validated, FORM-003, FORM-024), each value of its
 * type's shape (a phone's 3 parts become 4, FORM-005) and, unless validation is off (FORM-025),
 * checked by `fieldProblem`. Decoding with `{ errors: "all" }` checks every field (FORM-026); ids not
 * in the definition are dropped. The browser uses it as a Standard Schema (`formStandardSchema`), the
 * server decodes with it (`checkFormValues`).
 *
 * @example
 * Schema.decodeUnknownSync(formSchema(CONTACT_FORM))({ email: "ada@example.com" })
 */
export const formSchema = (
  definition: Pick<FormDefinition, "fields">,
  options: FormSchemaOptions = {},
): Schema.Codec<FormValues, unknown> => {
  const validate = options.validate ?? true
  const fields = definition.fields.filter(isValueField).map((field) => {
    const shape = shapeOf(field)
    const checked = validate
      ? shape.check(Schema.makeFilter((value: FieldValue) => fieldProblem(field, value) ?? true))
      : shape
    return [field.id, checked] as const
  })
  return Schema.Struct(Object.fromEntries(fields)) as unknown as Schema.Codec<FormValues, unknown>
}

/**
 * Field errors keyed by field id: the first message of each field that failed.
 *
 * @example
 * const errors: FieldErrors = { email: "Required" }
 */
export type FieldErrors = Readonly<Record<string, string>>

// A value of the wrong shape can only come from a forged request: it gets FORMSUBMIT-019's words.
const leafHook: SchemaIssue.LeafHook = () => SUBMIT_MESSAGES.invalid
const format = SchemaIssue.makeFormatterStandardSchemaV1({ leafHook })

/**
 * The field errors of a failed decode, keyed by field id (the first message of each field).
 *
 * @example
 * fieldErrorsOf(error.issue) // { email: "Required", phone: "Required" }
 */
export const fieldErrorsOf = (issue: SchemaIssue.Issue): FieldErrors => {
  const errors: Record<string, string> = {}
  for (const { path, message } of format(issue).issues) {
    const key = path?.[0] === undefined ? "" : String(typeof path[0] === "object" ? path[0].key : path[0])
    errors[key] ??= message
  }
  return errors
}

/**
 * A form's Schema as a Standard Schema v1, for the browser's form library: each issue's path starts
 * with the field id, and a value of the wrong shape reads "One or more fields is invalid, please check
 * your entries." (FORMSUBMIT-019).
 *
 * @example
 * const result = formStandardSchema(CONTACT_FORM)["~standard"].validate(values)
 */
export const formStandardSchema = (
  definition: Pick<FormDefinition, "fields">,
  options: FormSchemaOptions = {},
) =>
  Schema.toStandardSchemaV1(formSchema(definition, options) as Schema.Codec<FormValues, unknown>, {
    leafHook,
  })

type Decode = (input: unknown) => Result.Result<FormValues, Schema.SchemaError>
const decoders = new WeakMap<object, Map<boolean, Decode>>()
const decoderOf = (definition: Pick<FormDefinition, "fields">, validate: boolean): Decode => {
  const byFlag = decoders.get(definition) ?? new Map<boolean, Decode>()
  decoders.set(definition, byFlag)
  let decode = byFlag.get(validate)
  if (decode === undefined) {
    decode = Schema.decodeUnknownResult(formSchema(definition, { validate }), { errors: "all" })
    byFlag.set(validate, decode)
  }
  return decode
}

/**
 * Decodes a form's values with its Schema, every field checked (FORM-026): the decoded values, or
 * the errors keyed by field id (FORM-032). Input that is not an object counts as no values at all.
 * The Schema is built once per definition object.
 *
 * @example
 * checkFormValues(CONTACT_FORM, { email: "ada@" }) // { ok: false, errors: { email: "Email is not valid. …", … } }
 */
export const checkFormValues = (
  definition: Pick<FormDefinition, "fields">,
  input: unknown,
  options: FormSchemaOptions = {},
):
  | { readonly ok: true; readonly values: FormValues }
  | { readonly ok: false; readonly errors: FieldErrors } => {
  const values = typeof input === "object" && input !== null && !Array.isArray(input) ? input : {}
  const result = decoderOf(definition, options.validate ?? true)(values)
  if (Result.isFailure(result)) return { ok: false, errors: fieldErrorsOf(result.failure.issue) }
  // Only the form's own fields: a struct with no keys at all (a form of sections) keeps whatever came.
  const ids = definition.fields.filter(isValueField).map((field) => field.id)
  return { ok: true, values: Object.fromEntries(ids.map((id) => [id, result.success[id] as FieldValue])) }
}
