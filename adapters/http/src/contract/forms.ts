import { BotCheckActionSchema } from "@vitrine/core/botcheck"
import { FormDefinitionSchema, FormSubmissionSchema, SubmitPayloadSchema } from "@vitrine/core/form"
import { Schema } from "effect"
import { FIELD_MESSAGE, requiredText } from "./fields.ts"
import { API_PATHS } from "./wire.ts"

const FormParams = Schema.Struct({ formId: requiredText(FIELD_MESSAGE.formId, FIELD_MESSAGE.formId) })

/**
 * `GET /api/template/GetTemplateSchema?type=` (API-006): the schema a form block renders from. The
 * spec names only the `type` query; decided here: `type` is the id of the form the block shows, and
 * the answer is `{ form }`, its definition (FORM-001), from which the browser builds the same Schema
 * the server decodes with. 404 with 'This form has not been configured yet.' for a form that is not
 * this website's (FORMSUBMIT-011).
 *
 * @example
 * const { form } = Schema.decodeUnknownSync(GetFormSchema.response)(await res.json())
 */
export const GetFormSchema = {
  method: "GET",
  path: API_PATHS.formSchema,
  query: Schema.Struct({
    type: requiredText(FIELD_MESSAGE.formType, FIELD_MESSAGE.formType),
  }).annotate({ message: FIELD_MESSAGE.formType }),
  response: Schema.Struct({ form: FormDefinitionSchema }),
} as const

/**
 * `POST /api/rest/forms/validate/:formId` (API-007, FORM-032): checks a form's values (a JSON object
 * keyed by field id) as the submission will; 200 `{ valid: true }`, or 400 with one message per field
 * id in `errors`.
 *
 * @example
 * Schema.decodeUnknownSync(ValidateForm.body)({ email: "ada@example.com" })
 */
export const ValidateForm = {
  method: "POST",
  path: API_PATHS.formValidate,
  params: FormParams,
  body: Schema.Record(Schema.String, Schema.Unknown).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ valid: Schema.Literal(true) }),
} as const

/**
 * `POST /api/form/FormSubmissionKey` (API-008): an empty body; the answer's `data.key` is a single-use
 * submission key tied to the visitor's session (the crumb cookie), valid for 10 minutes.
 *
 * @example
 * const { data } = Schema.decodeUnknownSync(FormSubmissionKey.response)(await res.json())
 */
export const FormSubmissionKey = {
  method: "POST",
  path: API_PATHS.formSubmissionKey,
  response: Schema.Struct({ data: Schema.Struct({ key: Schema.String }) }),
} as const

/**
 * `POST /api/form/SaveFormSubmission` (API-009, FORMSUBMIT-002): the payload is core's
 * `SubmitPayloadSchema` (`key`, `formId`, `form` as JSON text, `captchaKey`, the page fields
 * `pageId`, `pagePath`, `pageTitle`, and the honeypot `homepage`). The answer says that it
 * worked: `{ success: true }`, with `checkInbox: true` (ours) when the site's mailing list uses
 * double opt-in, so the form tells the visitor to look for the confirmation e-mail
 * (`SUBMIT_MESSAGES.checkInbox`). Refusals: 400 with `errors` by field id (FORMSUBMIT-009), or with
 * FORMSUBMIT-018's message for a `form` that is not a JSON object; 403 for a refused key or captcha
 * (FORMSUBMIT-015, FORMSUBMIT-016); 404 'This form has not been configured yet.'; 429 past the
 * per-form or per-address limit; 503 when the captcha provider cannot be asked.
 *
 * @example
 * Schema.decodeUnknownSync(SaveFormSubmission.body)({ key, formId: "contact", form: "{}" })
 */
export const SaveFormSubmission = {
  method: "POST",
  path: API_PATHS.formSubmission,
  body: SubmitPayloadSchema.annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({
    success: Schema.Literal(true),
    checkInbox: Schema.optionalKey(Schema.Literal(true)),
  }),
} as const

/**
 * `GET /api/captcha/challenge?action=`: a fresh proof-of-work challenge for the browser's captcha
 * widget, bound to the action (CAPTCHA-002) and the host the page was served from. The answer is the
 * challenge itself (the widget reads it as it comes); 404 when the store's captcha is a hosted one
 * that makes its own.
 *
 * @example
 * fetch(`${API_PATHS.captchaChallenge}?action=FORM_BLOCK_SUBMISSION`)
 */
export const CaptchaChallenge = {
  method: "GET",
  path: API_PATHS.captchaChallenge,
  query: Schema.Struct({
    action: BotCheckActionSchema.annotate({ message: FIELD_MESSAGE.captchaAction }).pipe(
      Schema.annotateKey({ messageMissingKey: FIELD_MESSAGE.captchaAction }),
    ),
  }).annotate({ message: FIELD_MESSAGE.captchaAction }),
  response: Schema.Record(Schema.String, Schema.Unknown),
} as const

/**
 * `GET /api/admin/forms` (merchant, `forms.manage`): the website's forms.
 *
 * @example
 * const { forms } = Schema.decodeUnknownSync(ListForms.response)(await res.json())
 */
export const ListForms = {
  method: "GET",
  path: API_PATHS.merchantForms,
  response: Schema.Struct({ forms: Schema.Array(FormDefinitionSchema) }),
} as const

/**
 * `PUT /api/admin/forms/:formId` (merchant, `forms.manage`): creates or replaces a form definition;
 * the body's `id` must be the path's. 409 when the id is another website's form.
 *
 * @example
 * Schema.decodeUnknownSync(SaveFormDefinition.body)(CONTACT_FORM)
 */
export const SaveFormDefinition = {
  method: "PUT",
  path: API_PATHS.merchantForm,
  params: FormParams,
  body: FormDefinitionSchema.annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ form: FormDefinitionSchema }),
} as const

const PageSize = Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))

/**
 * `GET /api/admin/forms/:formId/submissions?search=&after=&limit=` (merchant, `submissions.read`):
 * one page of a form's submissions, newest first, with the form's definition to lay them out.
 * `after` is the `next` of the previous page (`cursorText`); `limit` is 1–500, default 50.
 *
 * @example
 * const page = Schema.decodeUnknownSync(ListSubmissions.response)(await res.json())
 */
export const ListSubmissions = {
  method: "GET",
  path: API_PATHS.merchantSubmissions,
  params: FormParams,
  query: Schema.Struct({
    search: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
    after: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
    limit: Schema.optionalKey(PageSize.annotate({ message: FIELD_MESSAGE.limit })),
  }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({
    form: FormDefinitionSchema,
    submissions: Schema.Array(FormSubmissionSchema),
    next: Schema.NullOr(Schema.String),
  }),
} as const

/**
 * `GET /api/admin/forms/:formId/submissions.csv?search=` (merchant, `submissions.read`): the
 * submissions as a CSV download (UTF-8 with BOM, CRLF, formula cells neutralised), streamed a batch
 * at a time.
 *
 * @example
 * <a href={pathOf(API_PATHS.merchantSubmissionsCsv, { formId: "contact" })} download>CSV</a>
 */
export const ExportSubmissions = {
  method: "GET",
  path: API_PATHS.merchantSubmissionsCsv,
  params: FormParams,
  query: Schema.Struct({
    search: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
  }).annotate({ message: FIELD_MESSAGE.body }),
} as const

/** The answer of a submissions page. */
export type SubmissionsPage = typeof ListSubmissions.response.Type
