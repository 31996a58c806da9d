import { Schema } from "effect"
import { SITE_LIMITS } from "../site/limits.ts"
import { FormFieldSchema } from "./fields.ts"
import type { FormKind } from "./kind.ts"

// A success URL is an http(s) address or a path on the site; anything else (`javascript:`, `data:`,
// `//other.host`) would let a definition run script or leave the site unannounced.
const isRedirect = (url: string): boolean =>
  url.length <= SITE_LIMITS.maxUrlLength && (/^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)\S*$/.test(url))

const uniqueIds = (fields: ReadonlyArray<{ readonly id: string }>): boolean =>
  new Set(fields.map((field) => field.id)).size === fields.length

/**
 * Schema of a form definition (FORM-001), plus its `kind`. `parsedSubmissionMessage` is the HTML
 * shown after a successful submission (FORMSUBMIT-006) and `submissionHTML` the merchant's post-submit
 * HTML; `successRedirect` (a URL or site path, null for none) sends the visitor on instead
 * (FORMSUBMIT-005). Captcha theme and alignment are not given by the spec: light or dark; left,
 * center or right. Field ids are unique within a form.
 *
 * @example
 * Schema.decodeUnknownSync(FormDefinitionSchema)(CONTACT_FORM)
 */
export const FormDefinitionSchema = Schema.Struct({
  id: Schema.NonEmptyString,
  name: Schema.String,
  kind: Schema.Literals(["form", "newsletter", "product"]) satisfies Schema.Codec<FormKind>,
  fields: Schema.Array(FormFieldSchema).check(
    Schema.makeFilter((fields) => uniqueIds(fields) || "Each field of a form needs its own id."),
  ),
  parsedSubmissionMessage: Schema.String,
  submissionHTML: Schema.String,
  successRedirect: Schema.NullOr(
    Schema.String.check(
      Schema.makeFilter((url: string) => isRedirect(url) || "A success URL is a web address or a site path."),
    ),
  ),
  parsedDisclaimerMessage: Schema.String,
  captchaEnabled: Schema.Boolean,
  captchaTheme: Schema.Literals(["light", "dark"]),
  captchaAlignment: Schema.Literals(["left", "center", "right"]),
})

/**
 * A form definition (FORM-001).
 *
 * @example
 * const definition: FormDefinition = CONTACT_FORM
 */
export type FormDefinition = typeof FormDefinitionSchema.Type
